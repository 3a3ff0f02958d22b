import { periodContaining, type UsageAnswer } from '@energiaportaali/domain';
import { describe, expect, it } from 'vitest';
import { productUsage } from './product-usage';

// Decision 0043: a company card's product is 'no data yet' only when none of its points has data.

const period = periodContaining('year', new Date('2026-06-01T00:00:00Z'));
const waiting = (dataFrom: string | null): UsageAnswer => ({
  data: [],
  unit: 'kWh',
  maximumResolution: 'hour',
  noDataYet: { dataFrom },
});
const withData: UsageAnswer = {
  data: [{ ts: '2026-01-31T22:00:00.000Z', v: 7 }],
  unit: 'kWh',
  maximumResolution: 'hour',
};

describe('productUsage of points without meter data yet', () => {
  it('tells no data yet with the earliest known first day when no point has data', () => {
    const usage = productUsage(period, [
      waiting('2026-12-01'),
      waiting(null),
      waiting('2026-11-01'),
    ]);
    expect(usage.noDataYet).toEqual({ dataFrom: '2026-11-01' });
    expect(usage.total).toBe(0);
  });

  it('sums the points with data and tells nothing more when one has data', () => {
    const usage = productUsage(period, [waiting('2026-11-01'), withData]);
    expect(usage.noDataYet).toBeUndefined();
    expect(usage.total).toBe(7);
  });

  it('keeps a product without answers (all missing) apart from no data yet', () => {
    expect(productUsage(period, []).noDataYet).toBeUndefined();
  });
});
