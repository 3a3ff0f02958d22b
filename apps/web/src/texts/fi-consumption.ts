import { qualityLabelsFi, type Product, type QualityLabel } from '@energiaportaali/domain';

const products: Record<Product, string> = {
  electricity: 'Sähkö',
  districtheat: 'Kaukolämpö',
  water: 'Vesi',
};

/** A bucket of one value is named by its quality, a larger bucket by what it contains. */
const qualityLabels: Record<QualityLabel, string> = qualityLabelsFi;

/** Texts of the consumption details page (/sahko, /kaukolampo, /vesi) and its period selector. */
export const consumption = {
  products,
  loading: 'Ladataan kulutustietoja...',
  /** /taloyhtio/{type}/… with a type that names no measured product. */
  noMeasurements: 'Ei mittaustietoja saatavilla',
  chartLoading: 'Ladataan kaaviota...',
  /**
   * A point whose meter data has not come yet (decision 0043): no failure, no retry. The
   * dashboard, company and manager cards say the same.
   */
  noDataYet: {
    title: 'Mittaustietoja ei ole vielä saatavilla',
    dataFrom: (day: string) => `Mittaustiedot kertyvät ${day} alkaen.`,
  },
  errors: {
    notFound: 'Pyydettyjä tietoja ei löytynyt',
    finerNotAvailable: 'Valitettavasti tarkempaa tietoa ei ole saatavilla tälle ajanjaksolle.',
    unauthorized: 'Ei oikeuksia tietojen lataamiseen, kirjaudutaan ulos...',
    forbidden: 'Virhe tietoja ladatessa, kirjaudutaan ulos...',
    rangeTooLong: 'Kulutuslukemia voi hakea enintään yhden vuoden ajalta...',
    other: 'Virhe tietoja ladatessa',
    comparison: 'Vertailutietojen lataaminen epäonnistui.',
    temperature: 'Lämpötilatietojen lataaminen epäonnistui.',
  },
  periodLabels: {
    year: (year: number) => `Vuosi ${year}`,
    week: (week: number, year: number) => `Viikko ${week}/${year}`,
    hours: (day: string, from: string, to: string) => `${day} klo ${from}–${to}`,
  },
  selector: {
    label: 'Ajanjakson valinta',
    frames: { year: 'Vuosi', month: 'Kuukausi', week: 'Viikko', custom: 'Määritä ajanjakso' },
    previousPeriod: 'Edellinen jakso',
    nextPeriod: 'Seuraava jakso',
    customHeading: 'Määritä ajanjakso',
    presetsLabel: 'Edellinen',
    presets: { year: 'Vuosi', quarter: 'Kvartaali', month: 'Kuukausi' },
    cancel: 'Peruuta',
    confirm: 'Vahvista',
    chooseStart: 'Valitse alkupäivä.',
    chooseEnd: 'Valitse loppupäivä tai vahvista yhden päivän jakso.',
    selected: (range: string) => `Valittu ajanjakso ${range}.`,
  },
  options: {
    label: 'Näytettävät tiedot',
    comparison: 'Vertailu edelliseen vuoteen',
    temperature: 'Lämpötila',
    table: 'Näytä taulukkona',
  },
  chart: {
    consumptionLabel: 'Kulutus',
    comparisonLabel: 'Edellinen vuosi',
    temperatureLabel: 'Lämpötila (°C)',
    productionLabel: 'Tuotanto',
    legendLabel: 'Kaavion selitteet',
    barsLabel: 'Kulutuspylväät. Liiku pylväästä toiseen nuolinäppäimillä.',
    drillHint: 'Avaa tarkempi näkymä valitsemalla pylväs.',
    reading: 'Lukema',
    noValue: 'ei tietoa',
    temperatureValue: (value: string) => `${value} °C`,
  },
  table: {
    caption: (period: string) => `Kulutus ${period}`,
    time: 'Aika',
  },
  /** The quality of the meter values (issue #21): chart marks, legend, tooltip and table. */
  quality: {
    heading: 'Laatu',
    labels: qualityLabels,
    missingNote: 'Ajanjaksolta puuttuu arvoja: summa sisältää vain saatavilla olevat arvot.',
  },
  sum: 'Yhteensä',
  productionHeading: 'Sähköntuotanto',
  productionSum: 'Tuotanto yhteensä',
  productionUnavailable: 'Sähköntuotannon tieto ei ole saatavilla tälle ajanjaksolle',
  netOfProductionNote:
    'Vuoden 2023 alusta alkaen kulutus näytetään nettona: oma sähköntuotanto on vähennetty kulutuksesta.',
  /** The kWh / € toggle and the cost view (issue #14). */
  cost: {
    toggleLabel: 'Näytettävä yksikkö',
    euroButton: '€',
    legend: 'Kustannukset',
    noData: 'Tälle käyttöpaikalle ei ole kustannustietoja tältä ajanjaksolta.',
    partial:
      'Osalle ajanjaksosta ei ole kustannustietoja: summa sisältää vain hinnoitellut jaksot.',
    comparisonUnavailable: 'Vertailu edelliseen vuoteen näytetään vain kulutuksena.',
    total: 'Kustannus',
    parts: {
      energy: 'Energia (alv 0 %)',
      water: 'Vesimaksu (alv 0 %)',
      distribution: 'Siirto (alv 0 %)',
      tax: 'Sähkövero (alv 0 %)',
      vat: 'ALV',
    },
    price: 'Hinta',
    priceValue: (price: string) => `${price} c/kWh`,
    euros: (amount: string) => `${amount} €`,
    tableCost: 'Kustannus (€, sis. alv)',
    tablePrice: 'Hinta (c/kWh, sis. alv)',
  },
  excel: {
    idle: 'Lataa Excel',
    loading: 'Ladataan',
    done: 'Excel-tiedosto ladattu',
    httpError: 'Lataaminen epäonnistui.',
    otherError: 'Virhe tiedoston latauksessa.',
  },
};
