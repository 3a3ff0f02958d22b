import {
  bucketStarts,
  monthCostForecast,
  periodContaining,
  usageQueryRange,
  type UsageAnswer,
  type UsagePeriod,
} from '@energiaportaali/domain';

/** The current Helsinki month: its period, its usage calls' range and its number of days. */
export function currentMonth(now: Date) {
  const period: UsagePeriod = periodContaining('month', now);
  return { period, range: usageQueryRange(period), days: bucketStarts(period).length };
}

/** One point's answer for this month's days with cost=true. */
export type PointMonthAnswer =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; answer: UsageAnswer };

/**
 * What a product card says about this month's cost: nothing while loading or when no point is
 * priced ('hidden'), a note when a point failed, has consumption without any cost or when no
 * point has data for the month yet, else the sums of the points' costs so far and forecasts (a
 * point without data yet adds nothing).
 */
export type CardMonthCost =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'hidden' }
  /** No point has meter data for this month yet (decision 0043). */
  | { kind: 'noDataYet' }
  | { kind: 'partial' }
  | { kind: 'ready'; soFar: number; forecast: number };

/** This month's cost of a card's points, each forecast by `monthCostForecast`. */
export function cardMonthCost(
  answers: readonly PointMonthAnswer[],
  daysInMonth: number,
): CardMonthCost {
  if (answers.some((answer) => answer.status === 'pending')) return { kind: 'loading' };
  const waiting = (answer: PointMonthAnswer) =>
    answer.status === 'success' && answer.answer.noDataYet !== undefined;
  if (answers.length > 0 && answers.every(waiting)) return { kind: 'noDataYet' };
  let soFar = 0;
  let forecast = 0;
  let priced = 0;
  let unpriced = 0;
  for (const answer of answers) {
    if (answer.status !== 'success') return { kind: 'failed' };
    const cost = monthCostForecast(answer.answer.data, daysInMonth);
    if (cost) {
      soFar += cost.soFar;
      forecast += cost.forecast;
      priced += 1;
    } else if (answer.answer.data.length > 0) {
      unpriced += 1;
    }
  }
  if (priced === 0) return { kind: 'hidden' };
  return unpriced > 0 ? { kind: 'partial' } : { kind: 'ready', soFar, forecast };
}
