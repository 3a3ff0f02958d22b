import type { MeterUnit, Product } from '@energiaportaali/domain';

const products: Record<Product, string> = {
  electricity: 'Sähkö',
  districtheat: 'Kaukolämpö',
  water: 'Vesi',
};

const units: Record<MeterUnit, string> = {
  kWh: 'kWh',
  MWh: 'MWh',
  m3: 'm³',
};

/** Texts of the consumer dashboard (/dashboard). */
export const dashboard = {
  /** The page title; the login tests know the consumer's landing page by it. */
  title: 'Asiakkuuteni',
  consumptionHeading: 'Kulutustietoni',
  customerHeading: 'Asiakkuuteni',
  products,
  units,
  loadingYear: (year: number) => `Ladataan lukemia vuodelle ${year}`,
  loadFailed: 'Lataus epäonnistui',
  networkError: 'Yhteysvirhe kulutustietoja ladattaessa',
  noContracts: 'Ei sopimustietoja',
  waterIncoming: 'Veden kulutustiedot tulossa palveluun myöhemmin',
  pointCount: (count: number) => `${count} käyttöpaikkaa`,
  pointsLabel: (product: string) => `${product}: käyttöpaikat`,
  /** This month's cost on a product card (issue #14). */
  monthCost: {
    soFar: 'Tämän kuun kustannukset',
    forecast: 'Ennuste koko kuulle',
    loading: 'Ladataan kustannuksia...',
    failed: 'Kustannusten lataus epäonnistui',
    partial: 'Kaikille käyttöpaikoille ei ole kustannustietoja.',
    noDataYet: 'Kustannuksia ei voi vielä laskea: mittaustietoja ei ole vielä saatavilla.',
    euros: (amount: string) => `${amount} €`,
  },
  yearSelector: {
    open: 'Avaa vuosivalinta mahdollisuus',
    heading: 'Vuosivalinta',
    point: 'Käyttöpaikka',
    year: 'Vuosi',
    noYears: 'Käyttöpaikalle ei ole valittavia vuosia.',
    goTo: (year: number) => `Siirry vuoden ${year} kulutusnäkymään`,
    close: 'Sulje',
  },
  links: {
    label: 'Asiakkuuteni palvelut',
    invoices: 'Laskuni',
    contracts: 'Käyttöpaikan tiedot',
    billing: 'Laskutiedot',
  },
  fibre: {
    label: 'Valokuitu',
    offer: 'Pyydä tarjous valokuidusta',
  },
};
