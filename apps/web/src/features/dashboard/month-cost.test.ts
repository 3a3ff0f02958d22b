import type { UsageAnswer } from '@energiaportaali/domain';
import { describe, expect, it } from 'vitest';
import { cardMonthCost, currentMonth, type PointMonthAnswer } from './month-cost';

function answered(costs: (number | undefined)[]): PointMonthAnswer {
  const answer: UsageAnswer = {
    data: costs.map((c, day) => ({
      ts: new Date(Date.UTC(2025, 10, day + 1)).toISOString(),
      v: 5,
      ...(c === undefined ? {} : { c }),
    })),
    unit: 'kWh',
    maximumResolution: 'quarterhour',
  };
  return { status: 'success', answer };
}

describe('cardMonthCost', () => {
  it('adds the points: costs so far, and each forecast from its own priced days', () => {
    // 3 + 5 = 8 € over two days → 4 €/day × 30; 2 € over one day → 2 €/day × 30.
    const cost = cardMonthCost([answered([3, 5]), answered([2])], 30);
    expect(cost).toEqual({ kind: 'ready', soFar: 10, forecast: 180 });
  });

  it('loads until every point has answered, and fails when one failed', () => {
    expect(cardMonthCost([answered([1]), { status: 'pending' }], 30)).toEqual({ kind: 'loading' });
    expect(cardMonthCost([answered([1]), { status: 'error' }], 30)).toEqual({ kind: 'failed' });
  });

  it('is hidden when nothing is priced, and partial when a point has data but no cost', () => {
    expect(cardMonthCost([answered([undefined, undefined]), answered([])], 30)).toEqual({
      kind: 'hidden',
    });
    expect(cardMonthCost([answered([1]), answered([undefined])], 30)).toEqual({
      kind: 'partial',
    });
    // A point without any day yet (the first of the month) does not count against the others.
    expect(cardMonthCost([answered([1]), answered([])], 31)).toEqual({
      kind: 'ready',
      soFar: 1,
      forecast: 31,
    });
  });
});

describe('currentMonth', () => {
  it('is the Helsinki month of the instant with its days', () => {
    // 2025-10-31 23:30 UTC is already 1 November in Helsinki.
    const month = currentMonth(new Date('2025-10-31T23:30:00Z'));
    expect(month.range).toEqual({ start: '2025-11-01', end: '2025-12-01' });
    expect(month.days).toBe(30);
  });
});
