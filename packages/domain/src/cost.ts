// Cost of consumption in euros (issue #14): what the dashboard card and the forecast alert show.

export interface CostedBucket {
  /** Bucket start, ISO 8601. */
  ts: string;
  /** Cost with VAT, euros; absent where the bucket could not be priced. */
  c?: number;
}

export interface MonthCost {
  /** The month's priced days so far, euros with VAT. */
  soFar: number;
  /** The whole month at the same cost per day (fixed fees included once in full). */
  forecast: number;
  /** Days that had a cost. */
  days: number;
}

/**
 * This month's cost so far and a forecast for the whole month from its day buckets: the mean
 * cost of the priced days times the month's days. Monthly fees are shared by the hours holding
 * data, so the forecast holds each fee once in full. Null when no day has a cost yet.
 */
export function monthCostForecast(days: CostedBucket[], daysInMonth: number): MonthCost | null {
  const costs = days.flatMap((day) => (day.c === undefined ? [] : [day.c]));
  if (costs.length === 0) return null;
  const soFar = costs.reduce((sum, c) => sum + c, 0);
  return { soFar, forecast: (soFar / costs.length) * daysInMonth, days: costs.length };
}
