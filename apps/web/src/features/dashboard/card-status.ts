import { addAmounts, type Amount } from './year-totals';

/** Why a load failed as the dashboard tells it: no answer at all, or an answer without data. */
export type LoadFailure = 'network' | 'failed';

/** The current-year total of one metering point. */
export type PointTotal =
  | { status: 'pending' }
  | { status: 'error'; failure: LoadFailure }
  | { status: 'success'; amount: Amount };

export type CardStatus =
  { kind: 'loading' } | { kind: 'error'; failure: LoadFailure } | { kind: 'ready'; total: Amount };

/**
 * A product card's total from its points' totals: loading until every point has answered, then
 * an error if any point failed (a connection failure told first: retrying is its cure), else the
 * sum.
 */
export function cardStatus(totals: readonly PointTotal[]): CardStatus {
  if (totals.some((total) => total.status === 'pending')) return { kind: 'loading' };
  const failures = totals.flatMap((total) => (total.status === 'error' ? [total.failure] : []));
  if (failures.length > 0) {
    return { kind: 'error', failure: failures.includes('network') ? 'network' : 'failed' };
  }
  const amounts = totals.flatMap((total) => (total.status === 'success' ? [total.amount] : []));
  const sum = addAmounts(amounts);
  return sum ? { kind: 'ready', total: sum } : { kind: 'loading' };
}
