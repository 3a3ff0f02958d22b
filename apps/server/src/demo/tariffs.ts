// The demo utility's products and tariffs with their rates over the years, without VAT: plausible
// Finnish levels, changed at month starts as retailers and network companies do.

export type TariffKind = 'spot' | 'fixed' | 'distribution' | 'unit';

export interface DemoRate {
  /** The Helsinki month the rate starts, YYYY-MM. */
  from: string;
  /** c/kWh (spot: the margin), c/MWh for heat metered in MWh, c/m³ for water. */
  cents: number;
  nightCents?: number;
  monthlyFee: number;
}

export interface DemoTariff {
  code: string;
  name: string;
  utility: 'electricity' | 'districtheat' | 'water';
  kind: TariffKind;
  rates: DemoRate[];
}

const rate = (from: string, cents: number, monthlyFee: number, nightCents?: number): DemoRate => ({
  from,
  cents,
  monthlyFee,
  nightCents,
});

export const demoTariffs = [
  {
    code: 'PORSSI',
    name: 'Pörssisähkö',
    utility: 'electricity',
    kind: 'spot',
    rates: [
      rate('2020-01', 0.35, 2.95),
      rate('2022-06', 0.45, 3.95),
      rate('2023-03', 0.49, 4.49),
      rate('2025-01', 0.55, 4.99),
    ],
  },
  {
    code: 'PORSSI-YRITYS',
    name: 'Pörssisähkö Yritys',
    utility: 'electricity',
    kind: 'spot',
    rates: [rate('2020-01', 0.3, 5.9), rate('2022-09', 0.38, 7.9), rate('2024-01', 0.42, 9.9)],
  },
  {
    code: 'KIINTEA',
    name: 'Kiinteä hinta',
    utility: 'electricity',
    kind: 'fixed',
    rates: [
      rate('2020-01', 6.2, 3.9),
      rate('2022-01', 7.4, 3.9),
      rate('2022-10', 8.9, 4.9),
      rate('2023-06', 8.5, 4.9),
      rate('2024-06', 7.2, 4.9),
      rate('2025-06', 6.8, 4.9),
    ],
  },
  {
    code: 'KIINTEA-YRITYS',
    name: 'Kiinteä hinta Yritys',
    utility: 'electricity',
    kind: 'fixed',
    rates: [
      rate('2020-01', 5.9, 6.9),
      rate('2022-03', 7.1, 6.9),
      rate('2022-11', 8.6, 8.9),
      rate('2023-09', 7.9, 8.9),
      rate('2024-09', 6.9, 8.9),
    ],
  },
  {
    code: 'YLEISSIIRTO',
    name: 'Yleissiirto',
    utility: 'electricity',
    kind: 'distribution',
    rates: [
      rate('2020-01', 4.1, 5.5),
      rate('2022-01', 4.4, 6.2),
      rate('2023-01', 4.79, 6.9),
      rate('2024-01', 4.95, 7.9),
    ],
  },
  {
    code: 'AIKASIIRTO',
    name: 'Aikasiirto',
    utility: 'electricity',
    kind: 'distribution',
    rates: [
      rate('2014-03', 4.2, 8.9, 2.4),
      rate('2020-01', 4.6, 9.9, 2.6),
      rate('2022-01', 4.9, 10.9, 2.8),
      rate('2023-01', 5.3, 12.4, 3.1),
      rate('2024-01', 5.5, 13.9, 3.2),
    ],
  },
  {
    code: 'KESKIJANNITE',
    name: 'Keskijännitesiirto',
    utility: 'electricity',
    kind: 'distribution',
    rates: [rate('2020-01', 2.1, 95), rate('2022-01', 2.3, 105), rate('2024-01', 2.5, 120)],
  },
  {
    code: 'TEHOSIIRTO',
    name: 'Tehosiirto',
    utility: 'electricity',
    kind: 'distribution',
    rates: [rate('2020-01', 2.9, 45), rate('2022-01', 3.1, 49), rate('2024-01', 3.4, 55)],
  },
  {
    code: 'KAUKOLAMPO',
    name: 'Kaukolämpö Perus',
    utility: 'districtheat',
    kind: 'unit',
    rates: [
      rate('2020-01', 7.2, 0),
      rate('2022-07', 8.4, 0),
      rate('2023-01', 9.9, 0),
      rate('2024-09', 9.3, 0),
      rate('2025-07', 8.9, 0),
    ],
  },
  {
    code: 'KAUKOLAMPO-MWH',
    name: 'Kaukolämpö Perus (MWh)',
    utility: 'districtheat',
    kind: 'unit',
    rates: [
      rate('2020-01', 7000, 120),
      rate('2022-07', 8200, 135),
      rate('2023-01', 9600, 150),
      rate('2024-09', 9100, 150),
      rate('2025-07', 8700, 155),
    ],
  },
  {
    code: 'VESI',
    name: 'Vesihuolto',
    utility: 'water',
    kind: 'unit',
    rates: [
      rate('2014-03', 390, 4.5),
      rate('2020-01', 430, 5.5),
      rate('2022-01', 465, 6),
      rate('2023-01', 520, 6.5),
      rate('2024-01', 560, 7),
      rate('2025-01', 595, 7.5),
    ],
  },
] as const satisfies readonly DemoTariff[];

export type DemoTariffCode = (typeof demoTariffs)[number]['code'];
