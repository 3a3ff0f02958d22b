import { customPeriod, periodContaining, type UsagePoint } from '@energiaportaali/domain';
import { describe, expect, it } from 'vitest';
import { fi } from '../../texts/fi';
import {
  showsNetOfProductionNote,
  sumDecimals,
  sumOf,
  usageRows,
  valueDecimals,
} from './usage-rows';

const texts = fi.consumption.periodLabels;
const empty = { data: [], maximumResolution: 'quarterhour' as const };

describe('usageRows', () => {
  it('has one row per bucket, filled by bucket start, nulls where data is missing', () => {
    const period = periodContaining('year', new Date('2024-06-01T00:00:00Z'));
    const points: UsagePoint[] = [
      { ts: '2023-12-31T22:00:00Z', v: 400.5, vp: 0, r: 1200.25 },
      {
        ts: '2024-04-30T21:00:00Z',
        v: 120,
        vp: 310.2,
        comparison: { ts: '2023-04-30T21:00:00Z', v: 140 },
      },
    ];
    const rows = usageRows(
      period,
      { data: points, maximumResolution: 'quarterhour' },
      [{ ts: '2024-04-30T21:00:00Z', v: 9.4 }],
      texts,
    );

    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({
      tick: 'tammi',
      label: 'tammikuu 2024',
      value: 400.5,
      reading: 1200.25,
      comparison: null,
      temperature: null,
    });
    expect(rows[4]).toMatchObject({
      label: 'toukokuu 2024',
      value: 120,
      production: 310.2,
      comparison: 140,
      temperature: 9.4,
      reading: null,
    });
    expect(rows[1]).toMatchObject({ value: null, quality: null });
    expect(rows[0]?.quality).toBe('measured');
    expect(sumOf(rows, 'value')).toBeCloseTo(520.5);
    expect(sumOf(rows, 'production')).toBeCloseTo(310.2);
  });

  it('keeps a bucket of missing values a gap and leaves it out of the sum', () => {
    const period = periodContaining('month', new Date('2025-02-10T12:00:00Z'));
    const points: UsagePoint[] = [
      { ts: '2025-01-31T22:00:00Z', v: 10, q: 'estimated', comparison: { ts: 'x', q: 'missing' } },
      { ts: '2025-02-01T22:00:00Z', q: 'missing' },
      { ts: '2025-02-02T22:00:00Z', v: 4.5, q: 'missing', comparison: { ts: 'y', v: 3 } },
      { ts: '2025-02-03T22:00:00Z', v: 2, q: 'suspect' },
    ];
    const rows = usageRows(period, { data: points, maximumResolution: 'hour' }, undefined, texts);
    expect(
      rows.slice(0, 5).map(({ value, quality, comparison, comparisonQuality }) => ({
        value,
        quality,
        comparison,
        comparisonQuality,
      })),
    ).toEqual([
      { value: 10, quality: 'containsEstimated', comparison: null, comparisonQuality: 'missing' },
      { value: null, quality: 'missing', comparison: null, comparisonQuality: null },
      { value: 4.5, quality: 'containsMissing', comparison: 3, comparisonQuality: 'measured' },
      { value: 2, quality: 'containsSuspect', comparison: null, comparisonQuality: null },
      { value: null, quality: null, comparison: null, comparisonQuality: null },
    ]);
    expect(sumOf(rows, 'value')).toBeCloseTo(16.5);
  });

  it('names the quality of a bucket of one value by the value', () => {
    const period = periodContaining('day', new Date('2025-02-10T12:00:00Z'));
    const points: UsagePoint[] = [
      { ts: '2025-02-09T22:00:00Z', v: 1, q: 'estimated' },
      { ts: '2025-02-09T23:00:00Z', q: 'missing' },
    ];
    const single = usageRows(period, { data: points, maximumResolution: 'hour' }, undefined, texts);
    expect(single.slice(0, 2).map((row) => row.quality)).toEqual(['estimated', 'missing']);
    const ofQuarters = usageRows(
      period,
      { data: points, maximumResolution: 'quarterhour' },
      undefined,
      texts,
    );
    expect(ofQuarters[0]?.quality).toBe('containsEstimated');
  });

  it.each([
    ['2025-03-30T12:00:00Z', 23],
    ['2025-10-26T12:00:00Z', 25],
    ['2025-06-01T12:00:00Z', 24],
  ])('gives the day of %s %i hourly rows', (day, count) => {
    expect(usageRows(periodContaining('day', new Date(day)), empty, undefined, texts)).toHaveLength(
      count,
    );
  });

  it('covers a custom range day by day', () => {
    const period = customPeriod('2024-03-01', '2024-03-15', new Date('2026-01-01T00:00:00Z'));
    const rows = period ? usageRows(period, empty, undefined, texts) : [];
    expect(rows.map((row) => row.tick).slice(0, 2)).toEqual(['1.3.', '2.3.']);
    expect(rows).toHaveLength(15);
  });
});

describe('decimals and notes', () => {
  it('shows values with 3 decimals for MWh, else 2; sums of electricity with 2, others 3', () => {
    expect(valueDecimals('MWh')).toBe(3);
    expect(valueDecimals('kWh')).toBe(2);
    expect(valueDecimals('m3')).toBe(2);
    expect(sumDecimals('electricity')).toBe(2);
    expect(sumDecimals('districtheat')).toBe(3);
    expect(sumDecimals('water')).toBe(3);
  });

  it('notes net-of-production consumption for electricity periods reaching 2023', () => {
    const in2022 = periodContaining('year', new Date('2022-06-01T00:00:00Z'));
    const in2023 = periodContaining('year', new Date('2023-06-01T00:00:00Z'));
    const lastDayOf2022 = periodContaining('day', new Date('2022-12-31T12:00:00Z'));
    expect(showsNetOfProductionNote('electricity', in2022)).toBe(false);
    expect(showsNetOfProductionNote('electricity', lastDayOf2022)).toBe(false);
    expect(showsNetOfProductionNote('electricity', in2023)).toBe(true);
    expect(showsNetOfProductionNote('districtheat', in2023)).toBe(false);
  });
});
