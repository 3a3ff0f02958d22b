import { addAmounts, type Amount } from './year-totals';

/** Why a load failed as the dashboard tells it: no answer at all, or an answer without data. */
export type LoadFailure = 'network' | 'failed';

/** The current-year total of one metering point. */
export type PointTotal =
  | { status: 'pending' }
  | { status: 'error'; failure: LoadFailure }
  /** The point's meter data has not come yet (decision 0043); `dataFrom` YYYY-MM-DD if known. */
  | { status: 'noDataYet'; dataFrom: string | null }
  | { status: 'success'; amount: Amount };

export type CardStatus =
  | { kind: 'loading' }
  | { kind: 'error'; failure: LoadFailure }
  | { kind: 'noDataYet'; dataFrom: string | null }
  | { kind: 'ready'; total: Amount };

/** The earliest of the known days (YYYY-MM-DD compare as strings), or null. */
function earliestDay(days: readonly (string | null)[]): string | null {
  const known = days.filter((day): day is string => day !== null).sort();
  return known[0] ?? null;
}

/**
 * A product card's total from its points' totals: loading until every point has answered, then
 * an error if any point failed (a connection failure told first: retrying is its cure), else the
 * sum of the points with data; when none has data yet, that state with the earliest known day.
 */
export function cardStatus(totals: readonly PointTotal[]): CardStatus {
  if (totals.some((total) => total.status === 'pending')) return { kind: 'loading' };
  const failures = totals.flatMap((total) => (total.status === 'error' ? [total.failure] : []));
  if (failures.length > 0) {
    return { kind: 'error', failure: failures.includes('network') ? 'network' : 'failed' };
  }
  const amounts = totals.flatMap((total) => (total.status === 'success' ? [total.amount] : []));
  const sum = addAmounts(amounts);
  if (sum) return { kind: 'ready', total: sum };
  const waiting = totals.flatMap((total) => (total.status === 'noDataYet' ? [total.dataFrom] : []));
  return waiting.length > 0
    ? { kind: 'noDataYet', dataFrom: earliestDay(waiting) }
    : { kind: 'loading' };
}
