import type { Product, QualityLabel } from '@energiaportaali/domain';
import type { Texts } from './catalogue';
import { euros } from './en-format';

const products: Record<Product, string> = {
  electricity: 'Electricity',
  districtheat: 'District heating',
  water: 'Water',
};

/** A bucket of one value is named by its quality, a larger bucket by what it contains. */
const qualityLabels: Record<QualityLabel, string> = {
  measured: 'Measured',
  estimated: 'Estimated',
  suspect: 'Uncertain',
  missing: 'Missing',
  containsEstimated: 'Includes estimated values',
  containsSuspect: 'Includes uncertain values',
  containsMissing: 'Includes missing values',
};

/** The consumption details page (/sahko, /kaukolampo, /vesi) and its period selector. */
export const consumption: Texts['consumption'] = {
  products,
  loading: 'Loading consumption data...',
  noMeasurements: 'No metering data available',
  chartLoading: 'Loading chart...',
  noDataYet: {
    title: 'Metering data is not available yet',
    dataFrom: (day: string) => `Metering data will be available from ${day}.`,
  },
  errors: {
    notFound: 'The requested data was not found',
    finerNotAvailable: 'Sorry, more detailed data is not available for this period.',
    unauthorized: 'You are not authorised to view this data. Logging you out...',
    forbidden: 'Loading the data failed. Logging you out...',
    rangeTooLong: 'You can view consumption for a period of up to one year.',
    other: 'Loading the data failed',
    comparison: 'Loading the comparison data failed.',
    temperature: 'Loading the temperature data failed.',
  },
  periodLabels: {
    year: (year: number) => `Year ${year}`,
    week: (week: number, year: number) => `Week ${week}/${year}`,
    hours: (day: string, from: string, to: string) => `${day}, ${from}–${to}`,
  },
  selector: {
    label: 'Choose period',
    frames: { year: 'Year', month: 'Month', week: 'Week', custom: 'Custom period' },
    previousPeriod: 'Previous period',
    nextPeriod: 'Next period',
    customHeading: 'Custom period',
    presetsLabel: 'Previous',
    presets: { year: 'Year', quarter: 'Quarter', month: 'Month' },
    cancel: 'Cancel',
    confirm: 'Confirm',
    chooseStart: 'Choose the start date.',
    chooseEnd: 'Choose the end date, or confirm a one-day period.',
    selected: (range: string) => `Selected period: ${range}.`,
  },
  options: {
    label: 'Data shown',
    comparison: 'Compare with previous year',
    temperature: 'Temperature',
    table: 'Show as table',
  },
  chart: {
    consumptionLabel: 'Consumption',
    comparisonLabel: 'Previous year',
    temperatureLabel: 'Temperature (°C)',
    productionLabel: 'Production',
    legendLabel: 'Chart legend',
    barsLabel: 'Consumption bars. Use the arrow keys to move from bar to bar.',
    drillHint: 'Select a bar to see more detail.',
    reading: 'Meter reading',
    noValue: 'no data',
    temperatureValue: (value: string) => `${value} °C`,
  },
  table: {
    caption: (period: string) => `Consumption ${period}`,
    time: 'Time',
  },
  quality: {
    heading: 'Quality',
    labels: qualityLabels,
    missingNote:
      'Some values are missing from this period: the total includes only the available values.',
  },
  sum: 'Total',
  productionHeading: 'Electricity production',
  productionSum: 'Total production',
  productionUnavailable: 'Electricity production data is not available for this period',
  netOfProductionNote:
    'From the start of 2023, consumption is shown net: your own electricity production is deducted from it.',
  cost: {
    toggleLabel: 'Unit shown',
    euroButton: '€',
    legend: 'Costs',
    noData: 'There is no cost data for this metering point for this period.',
    partial: 'Part of the period has no cost data: the total includes only the priced periods.',
    comparisonUnavailable: 'The comparison with the previous year is shown as consumption only.',
    total: 'Cost',
    parts: {
      energy: 'Energy (VAT 0%)',
      water: 'Water charge (VAT 0%)',
      distribution: 'Distribution (VAT 0%)',
      tax: 'Electricity tax (VAT 0%)',
      vat: 'VAT',
    },
    price: 'Price',
    priceValue: (price: string) => `${price} c/kWh`,
    euros,
    tableCost: 'Cost (€, incl. VAT)',
    tablePrice: 'Price (c/kWh, incl. VAT)',
  },
  excel: {
    idle: 'Download Excel',
    loading: 'Downloading',
    done: 'Excel file downloaded',
    httpError: 'The download failed.',
    otherError: 'Downloading the file failed.',
  },
};
