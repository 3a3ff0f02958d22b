import type { MeterUnit, Product } from '@energiaportaali/domain';
import type { Texts } from './catalogue';

const products: Record<Product, string> = {
  electricity: 'El',
  districtheat: 'Fjärrvärme',
  water: 'Vatten',
};

const units: Record<MeterUnit, string> = {
  kWh: 'kWh',
  MWh: 'MWh',
  m3: 'm³',
};

/** Swedish texts of the consumer dashboard. */
export const dashboard: Texts['dashboard'] = {
  title: 'Mitt kundkonto',
  consumptionHeading: 'Min förbrukning',
  customerHeading: 'Mitt kundkonto',
  products,
  units,
  loadingYear: (year: number) => `Förbrukningsuppgifterna för ${year} laddas`,
  loadFailed: 'Uppgifterna kunde inte laddas',
  networkError: 'Anslutningsfel: förbrukningsuppgifterna kunde inte laddas',
  noContracts: 'Inga avtalsuppgifter',
  waterIncoming: 'Uppgifterna om vattenförbrukning kommer till tjänsten senare',
  pointCount: (count: number) =>
    count === 1 ? '1 förbrukningsplats' : `${count} förbrukningsplatser`,
  pointsLabel: (product: string) => `${product}: förbrukningsplatser`,
  monthCost: {
    soFar: 'Kostnader den här månaden',
    forecast: 'Prognos för hela månaden',
    loading: 'Kostnaderna laddas...',
    failed: 'Kostnaderna kunde inte laddas',
    partial: 'Kostnadsuppgifter finns inte för alla förbrukningsplatser.',
    noDataYet: 'Kostnaderna kan inte räknas ut ännu: mätuppgifterna finns inte ännu.',
    euros: (amount: string) => `${amount} €`,
  },
  yearSelector: {
    open: 'Öppna val av år',
    heading: 'Val av år',
    point: 'Förbrukningsplats',
    year: 'År',
    noYears: 'Det finns inga år att välja för förbrukningsplatsen.',
    goTo: (year: number) => `Gå till förbrukningen för ${year}`,
    close: 'Stäng',
  },
  links: {
    label: 'Tjänster för mitt kundkonto',
    invoices: 'Mina fakturor',
    contracts: 'Förbrukningsplatsens uppgifter',
    billing: 'Fakturauppgifter',
  },
  fibre: {
    label: 'Fiber',
    offer: 'Begär en offert på fiber',
  },
};
