import { describe, expect, it } from 'vitest';
import { fi } from '../../texts/fi';
import { barName, qualityText, rowDetails, type RowView } from './row-text';
import { costCoverage, type UsageRow } from './usage-rows';

const texts = fi.consumption;

function row(overrides: Partial<UsageRow> = {}): UsageRow {
  return {
    start: new Date('2025-11-05T10:00:00Z'),
    tick: '12.00',
    label: '5.11.2025 klo 12.00–12.15',
    value: 0.5,
    quality: 'measured',
    comparison: null,
    comparisonQuality: null,
    production: null,
    reading: null,
    temperature: null,
    cost: null,
    costParts: null,
    price: null,
    ...overrides,
  };
}

const priced = row({
  cost: 1234.5,
  costParts: { energy: 500.25, distribution: 400, tax: 88.5, vat: 245.75 },
  price: 12.346,
});

const view = (overrides: Partial<RowView> = {}): RowView => ({
  comparison: false,
  temperature: false,
  cost: true,
  product: 'electricity',
  ...overrides,
});

// Testing Library and readers see the no-break space of the thousands as a space.
const plain = (lines: string[]) => lines.map((line) => line.replace(/\u00a0/g, ' '));

describe('the tooltip of a bar', () => {
  it('gives the cost in euros, its split, the consumption and the price in euros', () => {
    expect(plain(rowDetails(priced, 'kWh', view(), texts))).toEqual([
      'Kustannus: 1 234,50 €',
      'Energia (alv 0 %): 500,25 €',
      'Siirto (alv 0 %): 400,00 €',
      'Sähkövero (alv 0 %): 88,50 €',
      'ALV: 245,75 €',
      'Kulutus: 0,50 kWh',
      'Hinta: 12,35 c/kWh',
    ]);
  });

  it('gives the price in the kWh view too, and no line for a bucket without one', () => {
    expect(rowDetails(priced, 'kWh', view({ cost: false }), texts)).toEqual([
      'Kulutus: 0,50 kWh',
      'Hinta: 12,35 c/kWh',
    ]);
    expect(rowDetails(row(), 'kWh', view({ cost: false }), texts)).toEqual(['Kulutus: 0,50 kWh']);
  });

  it("says 'ei tietoa' for a bucket without cost, and splits water's cost without transfer or tax", () => {
    expect(rowDetails(row(), 'kWh', view(), texts)).toEqual([
      'Kustannus: ei tietoa',
      'Kulutus: 0,50 kWh',
    ]);
    const water = row({ cost: 4.96, costParts: { energy: 4, distribution: 0, tax: 0, vat: 0.96 } });
    expect(rowDetails(water, 'm3', view({ product: 'water' }), texts)).toEqual([
      'Kustannus: 4,96 €',
      'Vesimaksu (alv 0 %): 4,00 €',
      'ALV: 0,96 €',
      'Kulutus: 0,50 m³',
    ]);
  });

  it('names the bar by its cost first in euros', () => {
    expect(barName(priced, 'kWh', texts, true).replace(/\u00a0/g, ' ')).toBe(
      '5.11.2025 klo 12.00–12.15: 1 234,50 €, 0,50 kWh',
    );
    expect(barName(priced, 'kWh', texts)).toBe('5.11.2025 klo 12.00–12.15: 0,50 kWh');
  });
});

describe('the quality of a bucket', () => {
  const kWh = view({ cost: false });

  it('is said on its own line of the tooltip and in the bar name, unless measured', () => {
    const estimated = row({ quality: 'estimated' });
    expect(rowDetails(estimated, 'kWh', kWh, texts)).toEqual([
      'Kulutus: 0,50 kWh',
      'Laatu: Arvioitu',
    ]);
    expect(barName(estimated, 'kWh', texts)).toBe('5.11.2025 klo 12.00–12.15: 0,50 kWh, arvioitu');
    expect(rowDetails(row({ quality: 'suspect' }), 'kWh', kWh, texts)).toContain('Laatu: Epävarma');
    expect(barName(row(), 'kWh', texts)).toBe('5.11.2025 klo 12.00–12.15: 0,50 kWh');
  });

  it('says what a day, month or year bucket holds, and a gap has no value but a quality', () => {
    const partial = row({ label: 'tammikuu 2025', quality: 'containsMissing', value: 12 });
    expect(rowDetails(partial, 'kWh', kWh, texts)).toEqual([
      'Kulutus: 12,00 kWh',
      'Laatu: Sisältää puuttuvia arvoja',
    ]);
    expect(rowDetails(row({ quality: 'containsEstimated' }), 'kWh', kWh, texts)).toContain(
      'Laatu: Sisältää arvioituja arvoja',
    );
    const gap = row({ value: null, quality: 'missing' });
    expect(rowDetails(gap, 'kWh', kWh, texts)).toEqual(['Kulutus: ei tietoa', 'Laatu: Puuttuu']);
    expect(barName(gap, 'kWh', texts)).toBe('5.11.2025 klo 12.00–12.15: ei tietoa, puuttuu');
  });

  it("follows the previous year's value when not measured", () => {
    const withComparison = view({ cost: false, comparison: true });
    expect(
      rowDetails(
        row({ comparison: 3, comparisonQuality: 'containsSuspect' }),
        'kWh',
        withComparison,
        texts,
      ),
    ).toEqual(['Kulutus: 0,50 kWh', 'Edellinen vuosi: 3,00 kWh (sisältää epävarmoja arvoja)']);
    expect(
      rowDetails(row({ comparisonQuality: 'missing' }), 'kWh', withComparison, texts),
    ).toContain('Edellinen vuosi: ei tietoa (puuttuu)');
  });

  it("names every bucket of the answer in the table, 'Mitattu' too, and nothing for none", () => {
    expect(qualityText('measured', texts)).toBe('Mitattu');
    expect(qualityText('containsMissing', texts)).toBe('Sisältää puuttuvia arvoja');
    expect(qualityText(null, texts)).toBe('');
  });
});

describe('costCoverage', () => {
  it('is none without any cost, partial when consumption lacks one, else full', () => {
    expect(costCoverage([row(), row()])).toBe('none');
    expect(costCoverage([priced, row()])).toBe('partial');
    expect(costCoverage([priced, row({ value: null })])).toBe('full');
  });
});
