import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { loginFailures } from '../../db/schema';
import { clientAddressKey } from '../../http/rate-limit-store';

// Three counters per attempt, in the table every process shares (decision 0049):
// - the pair (account, address): free failures, then a growing wait between attempts;
// - the account over every address: a ceiling well above the pair's, then the same growing
//   wait, so that guessing from many addresses slows down too while the owner, never locked
//   out, gets in after the wait;
// - the address: a loose cap over every account, so an office behind one NAT keeps working
//   while one address cannot try passwords on every account.
// An IPv6 address counts by its /64. A pair's or an account's row keeps its last failure in
// window_started_at; an address row its window's start.

/** Failures of one account from one address before waits begin. */
export const pairFreeFailures = 5;
/** The first wait; each further failure doubles it, up to `pairMaxWaitSeconds`. */
export const pairFirstWaitSeconds = 1;
export const pairMaxWaitSeconds = 15 * 60;
/** A pair or an account without failures for this long starts again from zero. */
const pairMemoryHours = 24;

/** Failures of one account from all addresses before waits begin. */
export const accountFreeFailures = 20;
/**
 * The longest wait of an account: the owner never waits longer, and guessing from any number of
 * addresses stays under 100 failures an hour (OWASP ASVS 2.2.1).
 */
export const accountMaxWaitSeconds = 60;

/** Failures from one address, over all accounts, within one window. */
export const addressMaxFailures = 100;
export const addressWindowMinutes = 15;

const pairMemory = sql.raw(`interval '${pairMemoryHours} hours'`);
const addressWindow = sql.raw(`interval '${addressWindowMinutes} minutes'`);

export interface ThrottleKeys {
  /** The account and the address together; the e-mail only as part of a hash. */
  pair: string;
  account: string;
  address: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function throttleKeys(ip: string, email: string): ThrottleKeys {
  const account = email.trim().toLowerCase();
  const address = clientAddressKey(ip);
  return {
    pair: `pair:${sha256(`${account}\n${address}`)}`,
    account: `account:${sha256(account)}`,
    address: `ip:${address}`,
  };
}

const growingWait = (failures: number, free: number, max: number) => {
  if (failures < free) return 0;
  const doublings = Math.min(failures - free, 30);
  return Math.min(pairFirstWaitSeconds * 2 ** doublings, max);
};

/** The wait after a pair's `failures`-th failure (0 while failures are still free). */
export const pairWaitSeconds = (failures: number) =>
  growingWait(failures, pairFreeFailures, pairMaxWaitSeconds);

/** The wait after an account's `failures`-th failure over all addresses. */
export const accountWaitSeconds = (failures: number) =>
  growingWait(failures, accountFreeFailures, accountMaxWaitSeconds);

/**
 * Seconds until this attempt may be tried, or 0 when it may be tried now. Decided by the
 * counters alone, never by whether the account exists, so a refusal tells nothing about it.
 */
export async function secondsUntilAllowed(db: Db, keys: ThrottleKeys): Promise<number> {
  const rows = await db
    .select({
      key: loginFailures.key,
      failures: loginFailures.failures,
      // The database's clock, so every process measures the same age.
      ageSeconds: sql<number>`extract(epoch from now() - ${loginFailures.windowStartedAt})::float8`,
    })
    .from(loginFailures)
    .where(inArray(loginFailures.key, [keys.pair, keys.account, keys.address]));
  const waits = rows.map((row) => waitLeft(keys, row.key, row.failures, Number(row.ageSeconds)));
  return Math.ceil(Math.max(0, ...waits));
}

function waitLeft(keys: ThrottleKeys, key: string, failures: number, ageSeconds: number): number {
  if (key === keys.address) {
    return failures >= addressMaxFailures ? addressWindowMinutes * 60 - ageSeconds : 0;
  }
  if (ageSeconds >= pairMemoryHours * 3600) return 0;
  const wait = key === keys.pair ? pairWaitSeconds(failures) : accountWaitSeconds(failures);
  return wait - ageSeconds;
}

/**
 * Counts one failure for the pair and the account (restarting a forgotten one) and for the
 * address's window.
 */
export async function recordFailure(db: Db, keys: ThrottleKeys): Promise<void> {
  const forgotten = sql`${loginFailures.windowStartedAt} <= now() - ${pairMemory}`;
  for (const key of [keys.pair, keys.account]) {
    await db
      .insert(loginFailures)
      .values({ key, failures: 1, windowStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`CASE WHEN ${forgotten} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
          windowStartedAt: sql`now()`,
        },
      });
  }
  const expired = sql`${loginFailures.windowStartedAt} <= now() - ${addressWindow}`;
  await db
    .insert(loginFailures)
    .values({ key: keys.address, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${loginFailures.windowStartedAt} END`,
      },
    });
}

/**
 * A successful login clears its pair and its account (not the address: one good password does
 * not excuse a hundred wrong ones); rows nobody needs any more go too.
 */
export async function clearFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      sql`${loginFailures.key} IN (${keys.pair}, ${keys.account}) OR ${loginFailures.windowStartedAt} <= now() - ${pairMemory}`,
    );
}
