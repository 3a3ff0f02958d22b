import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { loginFailures } from '../../db/schema';

/** Failures allowed per IP and per e-mail address within one window. */
export const maxLoginFailures = 10;
export const loginFailureWindowMinutes = 15;

const window = sql.raw(`interval '${loginFailureWindowMinutes} minutes'`);

/** The counters a login attempt is charged to; e-mails are stored hashed, never in clear. */
export function throttleKeys(ip: string, email: string): string[] {
  const emailHash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return [`ip:${ip}`, `email:${emailHash}`];
}

/** True when any of the keys has used up its failures in the current window. */
export async function isThrottled(db: Db, keys: string[]): Promise<boolean> {
  const rows = await db
    .select({ failures: loginFailures.failures })
    .from(loginFailures)
    .where(
      sql`${inArray(loginFailures.key, keys)} AND ${loginFailures.windowStartedAt} > now() - ${window}`,
    );
  return rows.some((row) => row.failures >= maxLoginFailures);
}

/** Counts one failure against every key (a fixed window that restarts once it has passed). */
export async function recordFailure(db: Db, keys: string[]): Promise<void> {
  const expired = sql`${loginFailures.windowStartedAt} <= now() - ${window}`;
  await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, failures: 1, windowStartedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${loginFailures.windowStartedAt} END`,
      },
    });
}

/** A successful login clears the account's counter (not the IP's); old windows go too. */
export async function clearFailures(db: Db, emailKey: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      sql`${loginFailures.key} = ${emailKey} OR ${loginFailures.windowStartedAt} <= now() - ${window}`,
    );
}
