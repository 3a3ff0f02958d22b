import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/connection';
import { queryRows } from '../db/query';
import { oidcPayloads, oneTimeTokens } from '../db/schema';
import { invitationPurpose } from '../invitation';
import type { Clock } from '../clock';

// Any constant (like meter-data-partitions' lock): one process at a time sweeps.
export const sweepLockId = 4_567_891_1;
const hourMs = 60 * 60 * 1000;

export interface SweptRows {
  oneTimeTokens: number;
  loginProviderRows: number;
}

async function deletedCount(db: Db, statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ count: string | number }>(
    db,
    sql`WITH deleted AS (${statement} RETURNING 1) SELECT count(*) AS count FROM deleted`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Deletes the one-time tokens and the login server's rows (sessions, interactions, codes,
 * grants) that expired before `now`. Invitations stay: customer service lists them, the expired
 * ones included, and the audit log names them. Returns null when another process is sweeping.
 */
export function sweepExpiredRows(db: Db, now: Date): Promise<SweptRows | null> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${sweepLockId}) AS locked`,
    );
    if (!lock?.locked) return null;
    return {
      oneTimeTokens: await deletedCount(
        tx,
        sql`DELETE FROM ${oneTimeTokens} WHERE ${oneTimeTokens.expiresAt} < ${now.toISOString()}::timestamptz
          AND ${oneTimeTokens.purpose} <> ${invitationPurpose}`,
      ),
      loginProviderRows: await deletedCount(
        tx,
        sql`DELETE FROM ${oidcPayloads} WHERE ${oidcPayloads.expiresAt} < ${now.toISOString()}::timestamptz`,
      ),
    };
  });
}

/** Sweeps every `intervalMs` (default hourly) until stopped; sweeps never overlap. */
export function expiredRowsSweeper(
  database: Database,
  logger: FastifyBaseLogger,
  clock: Clock,
  intervalMs: number = hourMs,
) {
  let timer: NodeJS.Timeout | undefined;
  let sweep: Promise<unknown> | undefined;
  const run = () => {
    sweep ??= sweepExpiredRows(database.db, clock.now())
      .then((swept) => {
        if (swept && swept.oneTimeTokens + swept.loginProviderRows > 0) {
          logger.info(swept, 'expired rows swept');
        }
      })
      .catch((error: unknown) =>
        logger.warn({ message: (error as Error).message }, 'sweeping expired rows failed'),
      )
      .finally(() => (sweep = undefined));
  };
  return {
    start(): void {
      timer ??= setInterval(run, intervalMs);
      timer.unref();
    },
    /** Stops the timer and waits for a sweep in progress (before the database closes). */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await sweep;
    },
  };
}
