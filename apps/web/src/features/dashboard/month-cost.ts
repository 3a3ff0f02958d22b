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
 * priced ('hidden'), a note when a point failed or has consumption without any cost, else the
 * sums of the points' costs so far and forecasts.
 */
export type CardMonthCost =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'hidden' }
  | { kind: 'partial' }
  | { kind: 'ready'; soFar: number; forecast: number };

/** This month's cost of a card's points, each forecast by `monthCostForecast`. */
export function cardMonthCost(
  answers: readonly PointMonthAnswer[],
  daysInMonth: number,
): CardMonthCost {
  if (answers.some((answer) => answer.status === 'pending')) return { kind: 'loading' };
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
