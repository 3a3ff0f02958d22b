import type { InvoiceProductType } from '@energiaportaali/domain';

/** The product in an invoice compound word: 'sähkö' + 'laskua'. */
const productWords: Record<InvoiceProductType, string> = {
  electricity: 'sähkö',
  heat: 'lämpö',
  fiber: 'valokuitu',
  water: 'vesi',
};

/** Texts of the consumer's invoices by product (/laskut, spec 02 §2 'Laskut', §8). */
export const invoices = {
  title: 'Laskut',
  filtersLabel: 'Laskujen haku',
  product: 'Tuote',
  year: 'Vuosi',
  usagePlace: 'Käyttöpaikka',
  /** Titles of the products when the product list cannot be loaded (spec 02 §8). */
  fallbackTitles: { electricity: 'Sähkö', heat: 'Lämpö' },
  invoiceTitle: (period: string) => `Lasku ajalta ${period}`,
  empty: (product: InvoiceProductType) =>
    `Hakukriteereillä(käyttöpaikka ja vuosi) ei löytynyt yhtään ${productWords[product]}laskua`,
  waterComingSoon: 'Veden laskutiedot tulossa seuraavissa julkaisuissa.',
  invoiceNumber: 'Laskunumero',
  customerNumber: 'Asiakasnumero',
  usagePlaceNumber: 'Käyttöpaikan numero',
  meterNumber: 'Mittalaitteen numero',
  rowsCaption: 'Laskurivit (hinnat ilman arvonlisäveroa)',
  component: 'Tuote',
  quantity: 'Määrä',
  unitPrice: 'Yksikköhinta',
  charge: 'Veloitus',
  vatCaption: 'Arvonlisävero',
  vatRate: 'ALV-kanta',
  vatExcluded: 'Veroton',
  vat: 'Vero',
  vatIncluded: 'Yhteensä',
  total: 'Laskun summa',
  euros: (amount: string) => `${amount} €`,
  percent: (rate: string) => `${rate} %`,
  unauthorized: 'Ei oikeuksia tiedon lataamiseen. Kirjaudutaan ulos ...',
  productTypesFailed: 'Virhe tuotetietoja haettaessa',
  productTypesNetworkError: 'Yhteysvirhe tuotetietoja ladattaessa',
  invoicesServerError: 'Tapahtui virhe, yritä myöhemmin uudelleen',
  invoicesFailed: 'Virhe laskuja ladattaessa',
  invoicesNetworkError: 'Yhteysvirhe laskuja ladattaessa',
  invoicesUnreadable: 'Laskutietojen haku epäonnistui',
  noProducts: 'Ei laskutettavia tuotteita',
};
