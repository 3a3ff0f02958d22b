/** Waits before the 2nd, 3rd … delivery attempt; after the last one a message is given up. */
export const defaultRetryDelaysMs: readonly number[] = [
  60_000, // 1 min
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  6 * 60 * 60_000,
];

export type RetryDecision = { retryAt: Date } | { giveUp: true };

/** What to do after `attempts` failed attempts (1 = the first one failed). */
export function nextAttempt(
  attempts: number,
  now: Date,
  delaysMs: readonly number[] = defaultRetryDelaysMs,
): RetryDecision {
  const delay = delaysMs[attempts - 1];
  if (delay === undefined) return { giveUp: true };
  return { retryAt: new Date(now.getTime() + delay) };
}
