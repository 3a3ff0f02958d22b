import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/connection';
import { queryRows } from '../../apps/server/src/db/query';
import { quarterHoursOf } from './year-csv';

/** Issue #21: meter data with every index and rollup per quarter-hour point-year; MB = 10⁶ B. */
export const mbPerPointYearTarget = 0.5;

// Where meter data lies: the day blocks (all partitions) and the day and month rollups.
const meterTables = ['meter_days', 'meter_data_day', 'meter_data_month'] as const;

/**
 * Bytes of meter data on disk, with indexes and TOAST. A partitioned table's own size is 0 and
 * its partitions' are summed (pg_partition_tree lists nothing of a plain table, e.g. PGlite's).
 */
export async function meterDataBytes(database: Database): Promise<number> {
  let bytes = 0;
  for (const table of meterTables) {
    const [row] = await queryRows<{ bytes: number }>(
      database.db,
      sql`SELECT (pg_total_relation_size(${table}::regclass)
                  + coalesce((SELECT sum(pg_total_relation_size(relid))
                              FROM pg_partition_tree(${table}::regclass) WHERE level > 0), 0)
                 )::float8 AS bytes`,
    );
    bytes += row!.bytes;
  }
  return bytes;
}

/** What the meter data grew by, and over how many quarter-hour point-years. */
export interface StorageGrowth {
  bytes: number;
  /** Values inserted ÷ quarter-hours of the year: 0 when the points held the year already. */
  pointYears: number;
}

export const storageGrowth = (bytes: number, valuesInserted: number, year: number) => ({
  bytes,
  pointYears: valuesInserted / quarterHoursOf(year),
});

/** MB per point-year; undefined when nothing was inserted (loaded by an earlier run). */
export const mbPerPointYear = ({ bytes, pointYears }: StorageGrowth) =>
  pointYears > 0 ? bytes / pointYears / 1_000_000 : undefined;

export const mbText = (mb: number | undefined) => (mb === undefined ? '-' : `${mb.toFixed(3)} MB`);

/** Temporary files written by queries (sorts, hashes spilling past work_mem). */
export interface TempFiles {
  files: number;
  bytes: number;
}

// A backend reports its statistics when idle, at the latest about 10 s after (PostgreSQL 15
// PGSTAT_IDLE_INTERVAL); the server's pooled connections stay open.
const statsFlushMs = 11_000;

/**
 * The database's temporary files so far (pg_stat_database), read once every backend has
 * reported what it did until now.
 */
export async function tempFilesSoFar(database: Database): Promise<TempFiles> {
  await delay(statsFlushMs);
  await database.exec('SELECT pg_stat_clear_snapshot()');
  const [row] = await queryRows<TempFiles>(
    database.db,
    sql`SELECT temp_files::float8 AS files, temp_bytes::float8 AS bytes
        FROM pg_stat_database WHERE datname = current_database()`,
  );
  return row!;
}
