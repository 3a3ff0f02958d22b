import { periodContaining, previousPeriod, type UsageAnswer } from '@energiaportaali/domain';
import { describe, expect, it } from 'vitest';
import { productUsage } from './product-usage';

const now = new Date('2026-05-15T09:00:00Z');

function answer(unit: UsageAnswer['unit'], points: [string, number][]): UsageAnswer {
  return {
    unit,
    maximumResolution: 'hour',
    data: points.map(([ts, v]) => ({ ts, v })),
  };
}

describe('productUsage', () => {
  it('sums the points bucket by bucket and leaves buckets without data empty', () => {
    const quarter = previousPeriod('quarter', now);
    // Helsinki month starts in UTC: 1 Jan and 1 Feb at 22:00 the day before.
    const usage = productUsage(quarter, [
      answer('kWh', [
        ['2025-12-31T22:00:00.000Z', 10],
        ['2026-01-31T22:00:00.000Z', 20],
      ]),
      answer('kWh', [['2025-12-31T22:00:00.000Z', 5.5]]),
    ]);
    expect(usage.unit).toBe('kWh');
    expect(usage.total).toBe(35.5);
    expect(usage.buckets.map((bucket) => [bucket.tick, bucket.value])).toEqual([
      ['tammi', 15.5],
      ['helmi', 20],
      ['maalis', null],
    ]);
  });

  it('sums kWh and MWh in kWh', () => {
    const year = periodContaining('year', now);
    const usage = productUsage(year, [
      answer('MWh', [['2025-12-31T22:00:00.000Z', 1.5]]),
      answer('kWh', [['2025-12-31T22:00:00.000Z', 100]]),
    ]);
    expect(usage).toMatchObject({ unit: 'kWh', total: 1600 });
  });

  it('labels days by date', () => {
    const month = previousPeriod('month', now);
    const usage = productUsage(month, []);
    expect(usage.buckets).toHaveLength(30);
    expect(usage.buckets[0]?.tick).toBe('1.4.');
    expect(usage.total).toBe(0);
  });
});
