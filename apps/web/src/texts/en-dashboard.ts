import type { MeterUnit, Product } from '@energiaportaali/domain';
import type { Texts } from './catalogue';
import { counted, euros } from './en-format';

const products: Record<Product, string> = {
  electricity: 'Electricity',
  districtheat: 'District heating',
  water: 'Water',
};

const units: Record<MeterUnit, string> = {
  kWh: 'kWh',
  MWh: 'MWh',
  m3: 'm³',
};

/** The consumer dashboard (/dashboard). */
export const dashboard: Texts['dashboard'] = {
  title: 'My account',
  consumptionHeading: 'My consumption',
  customerHeading: 'My account',
  products,
  units,
  loadingYear: (year: number) => `Loading meter readings for ${year}`,
  loadFailed: 'Loading failed',
  networkError: 'Connection error while loading consumption data',
  noContracts: 'No contract details',
  waterIncoming: 'Water consumption data will be added to the service later',
  pointCount: (count: number) => counted(count, 'metering point', 'metering points'),
  pointsLabel: (product: string) => `${product}: metering points`,
  monthCost: {
    soFar: 'Costs this month',
    forecast: 'Forecast for the whole month',
    loading: 'Loading costs...',
    failed: 'Loading the costs failed',
    partial: 'Cost data is not available for all metering points.',
    noDataYet: 'Costs cannot be calculated yet: metering data is not available yet.',
    euros,
  },
  yearSelector: {
    open: 'Choose year',
    heading: 'Choose year',
    point: 'Metering point',
    year: 'Year',
    noYears: 'There are no years to choose for this metering point.',
    goTo: (year: number) => `Go to consumption for ${year}`,
    close: 'Close',
  },
  links: {
    label: 'My account services',
    invoices: 'My invoices',
    contracts: 'Metering point details',
    billing: 'Billing information',
  },
  fibre: {
    label: 'Fibre',
    offer: 'Request a fibre offer',
  },
};
