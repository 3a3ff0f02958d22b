import type { InvoiceProductType } from '@energiaportaali/domain';
import type { Texts } from './catalogue';

/** The product in an invoice compound word: 'el' + 'fakturor'. */
const productWords: Record<InvoiceProductType, string> = {
  electricity: 'el',
  heat: 'värme',
  fiber: 'fiber',
  water: 'vatten',
};

/** Swedish texts of the consumer's invoices by product. */
export const invoices: Texts['invoices'] = {
  title: 'Fakturor',
  filtersLabel: 'Sök fakturor',
  product: 'Produkt',
  year: 'År',
  usagePlace: 'Förbrukningsplats',
  fallbackTitles: { electricity: 'El', heat: 'Värme' },
  invoiceTitle: (period: string) => `Faktura för perioden ${period}`,
  empty: (product: InvoiceProductType) =>
    `Inga ${productWords[product]}fakturor hittades för den valda förbrukningsplatsen och det valda året`,
  waterComingSoon: 'Uppgifterna om vattenfakturor kommer i en senare version.',
  invoiceNumber: 'Fakturanummer',
  customerNumber: 'Kundnummer',
  usagePlaceNumber: 'Förbrukningsplatsens nummer',
  meterNumber: 'Mätarens nummer',
  rowsCaption: 'Fakturarader (priser utan moms)',
  component: 'Produkt',
  quantity: 'Mängd',
  unitPrice: 'Enhetspris',
  charge: 'Belopp',
  vatCaption: 'Mervärdesskatt',
  vatRate: 'Momssats',
  vatExcluded: 'Utan moms',
  vat: 'Moms',
  vatIncluded: 'Totalt',
  total: 'Fakturans belopp',
  euros: (amount: string) => `${amount} €`,
  percent: (rate: string) => `${rate} %`,
  unauthorized: 'Du har inte rätt att se uppgifterna. Du loggas ut...',
  productTypesFailed: 'Produktuppgifterna kunde inte hämtas',
  productTypesNetworkError: 'Anslutningsfel: produktuppgifterna kunde inte laddas',
  invoicesServerError: 'Ett fel inträffade. Försök igen senare.',
  invoicesFailed: 'Fakturorna kunde inte laddas',
  invoicesNetworkError: 'Anslutningsfel: fakturorna kunde inte laddas',
  invoicesUnreadable: 'Fakturauppgifterna kunde inte hämtas',
  noProducts: 'Inga fakturerbara produkter',
};
