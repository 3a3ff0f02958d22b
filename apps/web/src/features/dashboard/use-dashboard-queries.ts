import {
  apiLevelOf,
  usageTypeOf,
  type Product,
  type UsageAnswer,
  type UsagePeriod,
} from '@energiaportaali/domain';
import { useQueries } from '@tanstack/react-query';
import { ApiRequestError, unwrap } from '../../api/client';
import { fetchUsage } from '../../api/consumption';
import type { LoadFailure, PointTotal } from './card-status';
import type { DashboardPoint } from './metering-points';
import { sumUsage } from './year-totals';

export function loadFailureOf(error: Error): LoadFailure {
  return error instanceof ApiRequestError && error.failure.reason === 'network'
    ? 'network'
    : 'failed';
}

/** A point's answer as its total, or the state of a point whose data has not come yet. */
function pointTotalOf(answer: UsageAnswer): PointTotal {
  return answer.noDataYet
    ? { status: 'noDataYet', dataFrom: answer.noDataYet.dataFrom }
    : { status: 'success', amount: sumUsage(answer) };
}

/**
 * The total of each point over `period` (the current year), one usage call per point, and a
 * retry of the failed ones.
 */
export function usePointTotals(
  product: Product,
  points: readonly DashboardPoint[],
  period: UsagePeriod,
  range: { start: string; end: string },
) {
  const level = apiLevelOf(product, period);
  const results = useQueries({
    queries: points.map((point) => ({
      queryKey: ['dashboard', 'year-total', product, point.id, range.start, range.end],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        pointTotalOf(
          unwrap(await fetchUsage(usageTypeOf[product], level, { ...range, mp: point.id }, signal)),
        ),
    })),
  });
  const totals = new Map<string, PointTotal>();
  points.forEach((point, index) => {
    const result = results[index];
    if (result?.isSuccess) totals.set(point.id, result.data);
    else if (result?.isError) {
      totals.set(point.id, { status: 'error', failure: loadFailureOf(result.error) });
    } else totals.set(point.id, { status: 'pending' });
  });
  const retry = () => {
    for (const result of results) if (result.isError) void result.refetch();
  };
  return { totals, retry };
}
