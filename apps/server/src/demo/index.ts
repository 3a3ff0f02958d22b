import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { queryRows } from '../db/query';
import { systemState } from '../db/schema';
import { helsinkiMidnight, helsinkiStartOfDay } from '@energiaportaali/domain';
import { inSeedTransaction, seedDemoWorld } from './seed';

export interface DemoWorldOptions {
  /** Key of the identity-code hashes (env IDENTITY_CODE_KEY); the server must use the same. */
  identityCodeKey: string;
  /** First day of meter data, a Helsinki midnight (default 2020-01-01); tests use a shorter window. */
  meterDataFrom?: Date;
  /** Helsinki midnight after the last day of meter data (default: today, so data runs to yesterday). */
  meterDataTo?: Date;
  /** "Now" for invoices and due dates: the clock's. */
  today: Date;
  /**
   * Also the back office's queue (pending requests, feedback, water readings, a failed e-mail);
   * the server's demo world has it, the test template not (tests count their own rows).
   */
  backOfficeWork?: boolean;
  logger?: { info(message: string): void };
}

/** The row written last by the seeder: without it the world is not complete. */
export const demoWorldMarkerKey = 'demo_world';
const demoWorldVersion = 1;
// Any constant: serialises concurrent first starts of several server processes.
const seedLockId = 4_567_890_7;

/**
 * Fills an empty, migrated database with the demo world; leaves a filled one untouched.
 * The whole seed is one transaction that writes the marker row last, so a crash mid-seed
 * leaves an empty database (seeded again on the next start), never a half world.
 */
export async function ensureDemoWorld(
  database: Database,
  options: DemoWorldOptions,
): Promise<{ seeded: boolean }> {
  const log = (message: string) => options.logger?.info(message);
  if ((await readState(database)) !== 'empty') {
    return { seeded: false };
  }
  const { today } = options;
  const from = options.meterDataFrom ?? helsinkiMidnight(2020, 1, 1);
  const to = options.meterDataTo ?? helsinkiStartOfDay(today);
  const started = performance.now();
  const seeded = await inSeedTransaction(database, async (db, bulk) => {
    if (bulk.kind === 'postgres') {
      await bulk.client.query('SELECT pg_advisory_xact_lock($1)', [seedLockId]);
      if ((await readState(database)) !== 'empty') return false;
    }
    await seedDemoWorld(db, bulk, {
      identityCodeKey: options.identityCodeKey,
      window: { from: from.getTime(), to: to.getTime() },
      today,
      backOfficeWork: options.backOfficeWork ?? false,
      log,
    });
    await db.insert(systemState).values({
      key: demoWorldMarkerKey,
      value: {
        version: demoWorldVersion,
        meterDataFrom: from.toISOString(),
        meterDataTo: to.toISOString(),
        today: today.toISOString(),
      },
    });
    return true;
  });
  if (seeded) log(`demo world: seeded in ${Math.round(performance.now() - started)} ms`);
  return { seeded };
}

async function readState(database: Database): Promise<'complete' | 'empty' | 'other data'> {
  const marker = await database.db
    .select({ key: systemState.key })
    .from(systemState)
    .where(eq(systemState.key, demoWorldMarkerKey));
  if (marker.length > 0) return 'complete';
  // Real data without the marker (e.g. a production database): never seed on top of it.
  const [row] = await queryRows<{ has_data: boolean }>(
    database.db,
    sql`SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM customers) AS has_data`,
  );
  return row?.has_data ? 'other data' : 'empty';
}
