import { sql } from 'drizzle-orm';
import type { Db } from './connection';

/**
 * The channel on which the database tells every server process that something a consumption
 * answer is made of changed: the triggers of migration 0011 notify on every statement that
 * writes those tables (decision 0050).
 */
export const usageChangedChannel = 'ep_usage_changed';

/** Tells the same for a change no trigger sees (a partition detached). */
export async function announceUsageChanged(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${usageChangedChannel}, '')`);
}
