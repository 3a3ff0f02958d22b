import { apiLevelOf, usageTypeOf, type Product } from '@energiaportaali/domain';
import { useQueries } from '@tanstack/react-query';
import { unwrap } from '../../api/client';
import { fetchUsage } from '../../api/consumption';
import type { DashboardPoint } from './metering-points';
import { cardMonthCost, currentMonth, type PointMonthAnswer } from './month-cost';

/** This month's cost so far and its forecast over a card's points: one day-level call a point. */
export function useMonthCost(product: Product, points: readonly DashboardPoint[], now: Date) {
  const { period, range, days } = currentMonth(now);
  const level = apiLevelOf(product, period);
  const results = useQueries({
    queries: points.map((point) => ({
      queryKey: ['dashboard', 'month-cost', product, point.id, range.start, range.end],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        unwrap(
          await fetchUsage(
            usageTypeOf[product],
            level,
            { ...range, mp: point.id, cost: 'true' },
            signal,
          ),
        ),
    })),
  });
  const answers = results.map((result): PointMonthAnswer => {
    if (result.isSuccess) return { status: 'success', answer: result.data };
    return result.isError ? { status: 'error' } : { status: 'pending' };
  });
  return cardMonthCost(answers, days);
}
