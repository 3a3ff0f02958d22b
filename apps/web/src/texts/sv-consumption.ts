import type { Product, QualityLabel } from '@energiaportaali/domain';
import type { Texts } from './catalogue';

const products: Record<Product, string> = {
  electricity: 'El',
  districtheat: 'Fjärrvärme',
  water: 'Vatten',
};

/** A bucket of one value is named by its quality, a larger bucket by what it contains. */
const qualityLabels: Record<QualityLabel, string> = {
  measured: 'Uppmätt',
  estimated: 'Uppskattad',
  suspect: 'Osäker',
  missing: 'Saknas',
  containsEstimated: 'Innehåller uppskattade värden',
  containsSuspect: 'Innehåller osäkra värden',
  containsMissing: 'Innehåller saknade värden',
};

/** Swedish texts of the consumption details page and its period selector. */
export const consumption: Texts['consumption'] = {
  products,
  loading: 'Förbrukningsuppgifterna laddas...',
  noMeasurements: 'Det finns inga mätuppgifter',
  chartLoading: 'Diagrammet laddas...',
  noDataYet: {
    title: 'Mätuppgifterna finns inte ännu',
    dataFrom: (day: string) => `Mätuppgifterna samlas in från och med ${day}.`,
  },
  errors: {
    notFound: 'De begärda uppgifterna hittades inte',
    finerNotAvailable: 'Tyvärr finns det inga noggrannare uppgifter för den här perioden.',
    unauthorized: 'Du har inte rätt att se uppgifterna. Du loggas ut...',
    forbidden: 'Uppgifterna kunde inte laddas. Du loggas ut...',
    rangeTooLong: 'Du kan hämta förbrukningen för högst ett år åt gången.',
    other: 'Uppgifterna kunde inte laddas',
    comparison: 'Jämförelseuppgifterna kunde inte laddas.',
    temperature: 'Temperaturuppgifterna kunde inte laddas.',
  },
  periodLabels: {
    year: (year: number) => `År ${year}`,
    week: (week: number, year: number) => `Vecka ${week}/${year}`,
    hours: (day: string, from: string, to: string) => `${day} kl. ${from}–${to}`,
  },
  selector: {
    label: 'Val av period',
    frames: { year: 'År', month: 'Månad', week: 'Vecka', custom: 'Välj period' },
    previousPeriod: 'Föregående period',
    nextPeriod: 'Nästa period',
    customHeading: 'Välj period',
    presetsLabel: 'Föregående',
    presets: { year: 'År', quarter: 'Kvartal', month: 'Månad' },
    cancel: 'Avbryt',
    confirm: 'Bekräfta',
    chooseStart: 'Välj startdag.',
    chooseEnd: 'Välj slutdag eller bekräfta en period på en dag.',
    selected: (range: string) => `Vald period ${range}.`,
  },
  options: {
    label: 'Visade uppgifter',
    comparison: 'Jämförelse med föregående år',
    temperature: 'Temperatur',
    table: 'Visa som tabell',
  },
  chart: {
    consumptionLabel: 'Förbrukning',
    comparisonLabel: 'Föregående år',
    temperatureLabel: 'Temperatur (°C)',
    productionLabel: 'Produktion',
    legendLabel: 'Diagrammets förklaringar',
    barsLabel: 'Förbrukningsstaplar. Flytta mellan staplarna med piltangenterna.',
    drillHint: 'Välj en stapel för att se en noggrannare vy.',
    reading: 'Mätarställning',
    noValue: 'uppgift saknas',
    temperatureValue: (value: string) => `${value} °C`,
  },
  table: {
    caption: (period: string) => `Förbrukning ${period}`,
    time: 'Tid',
  },
  quality: {
    heading: 'Kvalitet',
    labels: qualityLabels,
    missingNote:
      'Värden saknas för perioden: summan innehåller bara de värden som finns tillgängliga.',
  },
  sum: 'Totalt',
  productionHeading: 'Elproduktion',
  productionSum: 'Produktion totalt',
  productionUnavailable: 'Uppgifter om elproduktion finns inte för den här perioden',
  netOfProductionNote:
    'Från början av 2023 visas förbrukningen netto: din egen elproduktion har dragits av från förbrukningen.',
  cost: {
    toggleLabel: 'Visad enhet',
    euroButton: '€',
    legend: 'Kostnader',
    noData: 'Det finns inga kostnadsuppgifter för den här förbrukningsplatsen under perioden.',
    partial:
      'Kostnadsuppgifter saknas för en del av perioden: summan innehåller bara de prissatta tiderna.',
    comparisonUnavailable: 'Jämförelsen med föregående år visas bara som förbrukning.',
    total: 'Kostnad',
    parts: {
      energy: 'Energi (moms 0 %)',
      water: 'Vattenavgift (moms 0 %)',
      distribution: 'Överföring (moms 0 %)',
      tax: 'Elskatt (moms 0 %)',
      vat: 'Moms',
    },
    price: 'Pris',
    priceValue: (price: string) => `${price} c/kWh`,
    euros: (amount: string) => `${amount} €`,
    tableCost: 'Kostnad (€, inkl. moms)',
    tablePrice: 'Pris (c/kWh, inkl. moms)',
  },
  excel: {
    idle: 'Ladda ner Excel',
    loading: 'Laddas ner',
    done: 'Excel-filen har laddats ner',
    httpError: 'Nedladdningen misslyckades.',
    otherError: 'Filen kunde inte laddas ner.',
  },
};
