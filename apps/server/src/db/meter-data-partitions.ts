import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { helsinkiFields, helsinkiMidnight } from '@energiaportaali/domain';
import { connectWithoutTimeLimits, type Database, type Db } from './connection';
import { queryRows } from './query';
import { announceUsageChanged } from './usage-changes';
import type { Clock } from '../clock';

// On PostgreSQL meter_days is partitioned by Helsinki calendar month on day_start (decisions
// 0033, 0038): the same months the rollups are recomputed by, so an import's refresh reads whole
// partitions, and a day block, which starts at Helsinki midnight, lies in exactly one of them.
// PGlite keeps the plain table the migrations make; the reads are the same SQL either way.
// DDL takes no parameters: every name and bound below is made here from numbers.

/** Instants whose Helsinki months get a partition, `from`'s month up to and including `to`'s. */
export interface PartitionRange {
  from: Date;
  to: Date;
}

/** Months older than `retentionMonths` whole months before the one of `now` are detached. */
export type PartitionOptions =
  { retentionMonths?: undefined } | { retentionMonths: number; now: Date };

export interface PartitionChanges {
  converted: boolean;
  created: string[];
  detached: string[];
}

export interface PartitionLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const table = 'meter_days';
const partitionKey = 'day_start';
const defaultPartition = 'meter_days_default';
const oldTable = 'meter_days_unpartitioned';
// Any constant: one process at a time converts, creates or detaches (several start at once).
const partitionLockId = 4_567_890_9;
/** How far ahead of the current month the server keeps partitions. */
export const monthsAhead = 3;
const dayMs = 24 * 3_600_000;

interface Month {
  year: number;
  /** 1–12 */
  month: number;
}

const monthOf = (date: Date): Month => {
  const { year, month } = helsinkiFields(date.getTime());
  return { year, month };
};
const addMonths = ({ year, month }: Month, count: number): Month => {
  const index = year * 12 + month - 1 + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
const monthIndex = ({ year, month }: Month) => year * 12 + month;
const partitionName = ({ year, month }: Month) =>
  `meter_days_p${year}_${String(month).padStart(2, '0')}`;
const monthStart = ({ year, month }: Month) => helsinkiMidnight(year, month, 1);
const literal = (date: Date) => sql.raw(`'${date.toISOString()}'`);
const name = (text: string) => sql.identifier(text);

function monthsBetween(from: Month, to: Month): Month[] {
  const months: Month[] = [];
  for (let month = from; monthIndex(month) <= monthIndex(to); month = addMonths(month, 1)) {
    months.push(month);
  }
  return months;
}

/** The first month kept under the retention setting; undefined keeps every month. */
function firstKeptMonth(options: PartitionOptions): Month | undefined {
  if (options.retentionMonths === undefined) return undefined;
  return addMonths(monthOf(options.now), -options.retentionMonths);
}

async function relationKind(db: Db, relation: string): Promise<string | undefined> {
  const [row] = await queryRows<{ kind: string }>(
    db,
    sql`SELECT relkind::text AS kind FROM pg_class WHERE oid = to_regclass(${relation})`,
  );
  return row?.kind;
}

async function attachedPartitions(db: Db): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = to_regclass(${table})`,
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * Makes one month's partition. Rows of that month already in the default partition (written
 * while it had none) move into it first: attaching checks that the default holds none.
 * Created on its own and then attached, which locks meter_days only against other DDL, not
 * against reads and writes (CREATE … PARTITION OF would lock out everyone).
 */
async function createMonth(db: Db, month: Month): Promise<void> {
  const partition = name(partitionName(month));
  const from = literal(monthStart(month));
  const to = literal(monthStart(addMonths(month, 1)));
  await db.execute(
    sql`CREATE TABLE ${partition} (LIKE ${name(table)} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`,
  );
  await db.execute(sql`
    WITH moved AS (DELETE FROM ${name(defaultPartition)}
                   WHERE ${name(partitionKey)} >= ${from} AND ${name(partitionKey)} < ${to} RETURNING *)
    INSERT INTO ${partition} SELECT * FROM moved`);
  await db.execute(
    sql`ALTER TABLE ${name(table)} ATTACH PARTITION ${partition} FOR VALUES FROM (${from}) TO (${to})`,
  );
}

/** The months of `range` (clipped to retention) that have no partition yet. */
async function missingMonths(
  db: Db,
  range: PartitionRange,
  options: PartitionOptions,
): Promise<Month[]> {
  const kept = firstKeptMonth(options);
  let from = monthOf(range.from);
  if (kept && monthIndex(kept) > monthIndex(from)) from = kept;
  const attached = await attachedPartitions(db);
  const candidates = monthsBetween(from, monthOf(range.to)).filter(
    (month) => !attached.has(partitionName(month)),
  );
  // A table of that name that is not attached is a month retention detached: left alone.
  const missing: Month[] = [];
  for (const month of candidates) {
    if ((await relationKind(db, partitionName(month))) === undefined) missing.push(month);
  }
  return missing;
}

/**
 * Turns the plain meter_days of the migrations into a partitioned one with the same columns,
 * keys and indexes; its rows move into their months. Runs in the caller's transaction.
 */
async function convert(db: Db, range: PartitionRange): Promise<void> {
  await db.execute(sql`SET LOCAL work_mem = '256MB'`);
  const constraints = await queryRows<{ name: string; definition: string }>(
    db,
    sql`SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conrelid = to_regclass(${table}) AND contype IN ('p', 'u', 'f') ORDER BY contype DESC`,
  );
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
        WHERE x.indrelid = to_regclass(${table})
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)`,
  );
  // Triggers (the usage notices of migration 0011) are made again on the new table.
  const triggers = await queryRows<{ definition: string }>(
    db,
    sql`SELECT pg_get_triggerdef(oid) AS definition FROM pg_trigger
        WHERE tgrelid = to_regclass(${table}) AND NOT tgisinternal`,
  );
  const [bounds] = await queryRows<{ first: string | null; last: string | null }>(
    db,
    sql`SELECT min(${name(partitionKey)})::text AS first, max(${name(partitionKey)})::text AS last
        FROM ${name(table)}`,
  );
  await db.execute(sql`ALTER TABLE ${name(table)} RENAME TO ${name(oldTable)}`);
  // The names move to the new table; the old one goes at the end of this transaction.
  for (const index of indexes) await db.execute(sql`DROP INDEX ${name(index.name)}`);
  for (const constraint of constraints) {
    await db.execute(sql`ALTER TABLE ${name(oldTable)} DROP CONSTRAINT ${name(constraint.name)}`);
  }
  await db.execute(sql`
    CREATE TABLE ${name(table)} (LIKE ${name(oldTable)} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)
    PARTITION BY RANGE (${name(partitionKey)})`);
  await db.execute(sql`CREATE TABLE ${name(defaultPartition)} PARTITION OF ${name(table)} DEFAULT`);
  const first = bounds?.first ? new Date(bounds.first) : range.from;
  const last = bounds?.last ? new Date(bounds.last) : range.to;
  const from = first < range.from ? first : range.from;
  const to = last > range.to ? last : range.to;
  for (const month of monthsBetween(monthOf(from), monthOf(to))) {
    const lower = literal(monthStart(month));
    const upper = literal(monthStart(addMonths(month, 1)));
    await db.execute(sql`
      CREATE TABLE ${name(partitionName(month))} PARTITION OF ${name(table)}
      FOR VALUES FROM (${lower}) TO (${upper})`);
  }
  // Keys and indexes are built once after the move: much faster than row by row.
  await db.execute(sql`INSERT INTO ${name(table)} SELECT * FROM ${name(oldTable)}`);
  await db.execute(sql`DROP TABLE ${name(oldTable)}`);
  for (const trigger of triggers) await db.execute(sql.raw(trigger.definition));
  for (const constraint of constraints) {
    await db.execute(
      sql`ALTER TABLE ${name(table)} ADD CONSTRAINT ${name(constraint.name)} ${sql.raw(constraint.definition)}`,
    );
  }
  for (const index of indexes) await db.execute(sql.raw(index.definition));
}

/** Detaches (never drops) the partitions wholly before the first kept month. */
async function detachOld(db: Db, kept: Month): Promise<string[]> {
  const keptName = partitionName(kept);
  // Month names sort as their months do (four-digit years).
  const old = [...(await attachedPartitions(db))]
    .filter((partition) => /^meter_days_p\d{4}_\d{2}$/.test(partition) && partition < keptName)
    .sort();
  for (const partition of old) {
    await db.execute(sql`ALTER TABLE ${name(table)} DETACH PARTITION ${name(partition)}`);
  }
  return old;
}

async function underLock(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${partitionLockId})`);
}

/**
 * On PostgreSQL: converts a plain meter_days into a monthly partitioned one (once), creates
 * the partitions of `range`'s months that are missing, and under a retention setting detaches
 * the months before it. One transaction under an advisory lock, so several processes may call
 * it at once; a second call changes nothing. On PGlite it does nothing.
 */
export async function ensureMeterDataPartitions(
  database: Database,
  range: PartitionRange,
  options: PartitionOptions = {},
): Promise<PartitionChanges> {
  const changes: PartitionChanges = { converted: false, created: [], detached: [] };
  if (database.kind !== 'postgres' || !database.pool) return changes;
  // Converting a long history, or waiting for the lock while another process does, takes
  // longer than any request may.
  const client = await connectWithoutTimeLimits(database.pool);
  try {
    await drizzle(client).transaction(async (tx) => {
      const db = tx as unknown as Db;
      await underLock(db);
      if ((await relationKind(db, table)) === 'r') {
        await convert(db, range);
        changes.converted = true;
      }
      for (const month of await missingMonths(db, range, options)) {
        await createMonth(db, month);
        changes.created.push(partitionName(month));
      }
      const kept = firstKeptMonth(options);
      if (kept) changes.detached = await detachOld(db, kept);
      // Detaching fires no trigger: the answers remembered of those months are told here.
      if (changes.detached.length > 0) await announceUsageChanged(db);
    });
  } finally {
    await client.end();
  }
  return changes;
}

/**
 * Inside an import's transaction: creates the missing months of the rows about to be written,
 * if meter_days is partitioned (elsewhere, PGlite included, nothing). Only a catalog read when
 * the months exist, as they do for new data (the server keeps months ahead); otherwise the
 * partition lock is held until the import commits.
 */
export async function ensurePartitionsForRows(db: Db, range: PartitionRange): Promise<string[]> {
  if ((await relationKind(db, table)) !== 'p') return [];
  if ((await missingMonths(db, range, {})).length === 0) return [];
  await underLock(db);
  const created: string[] = [];
  for (const month of await missingMonths(db, range, {})) {
    await createMonth(db, month);
    created.push(partitionName(month));
  }
  return created;
}

/** The months the server keeps: from `from` (else the current month) to `monthsAhead` ahead. */
export function serverPartitionRange(now: Date, from?: Date): PartitionRange {
  const start = monthStart(monthOf(now));
  return {
    from: from && from < start ? from : start,
    to: monthStart(addMonths(monthOf(now), monthsAhead)),
  };
}

export interface KeepOptions {
  retentionMonths?: number;
  /**
   * The demo world's meter data starts on 1 January 2020: its months are made too, before it
   * is seeded (a database already holding meter data has its months).
   */
  demoData?: boolean;
  logger: PartitionLogger;
  clock: Clock;
}

const demoMeterDataStart = helsinkiMidnight(2020, 1, 1);

function logChanges(logger: PartitionLogger, changes: PartitionChanges): void {
  if (changes.converted) logger.info({}, 'meter_days: converted to monthly partitions');
  if (changes.created.length > 0) {
    logger.info({ partitions: changes.created }, 'meter_days: partitions created');
  }
  if (changes.detached.length > 0) {
    logger.info({ partitions: changes.detached }, 'meter_days: old partitions detached');
  }
}

/**
 * The server's part: partitions now (before the demo world is seeded) and then once a day,
 * ahead of the months to come and behind the retention setting. The daily timer stops when
 * the database is closed. PGlite: nothing.
 */
export async function keepMeterDataPartitions(
  database: Database,
  options: KeepOptions,
): Promise<void> {
  if (database.kind !== 'postgres') return;
  const { retentionMonths, clock } = options;
  const partitionOptions = (): PartitionOptions =>
    retentionMonths === undefined ? {} : { retentionMonths, now: clock.now() };
  const now = clock.now();
  const [stored] = options.demoData
    ? await queryRows<{ any: boolean }>(
        database.db,
        sql`SELECT EXISTS (SELECT 1 FROM meter_days) AS any`,
      )
    : [];
  const from = stored?.any === false ? demoMeterDataStart : undefined;
  logChanges(
    options.logger,
    await ensureMeterDataPartitions(database, serverPartitionRange(now, from), partitionOptions()),
  );
  const timer = setInterval(() => {
    ensureMeterDataPartitions(database, serverPartitionRange(clock.now()), partitionOptions())
      .then((changes) => logChanges(options.logger, changes))
      .catch((error: unknown) =>
        options.logger.warn(
          { message: (error as Error).message },
          'meter_days: the daily partition check failed',
        ),
      );
  }, dayMs);
  timer.unref();
  const close = database.close;
  database.close = async () => {
    clearInterval(timer);
    await close();
  };
}
