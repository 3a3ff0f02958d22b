import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { ensurePartitionsForRows } from '../db/meter-data-partitions';
import { queryRows } from '../db/query';
import { refreshRollups } from '../db/rollups';
import { helsinkiFields } from '../demo/helsinki-time';
import type { ColumnPositions } from './csv-header';
import type { MeterDataColumn, PointRanges } from './meter-data-rules';
import type { MergeCounts } from './run-import';

interface ChangedPoint {
  id: number;
  first_ms: number;
  last_ms: number;
  inserted: number;
  updated: number;
}

/** A point whose rollups are recomputed over [first, last] (epoch ms, interval starts). */
interface RefreshRange {
  id: number;
  first: number;
  last: number;
}

const idArray = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

const storedColumns = sql.raw(
  'metering_point_id, ts, value, quality, production, production_quality, reading',
);
// A consumption row of the own CSV carries its production beside it, with the row's quality.
const stagedColumns = sql.raw(
  `metering_point_id, to_timestamp(epoch) AS ts, value, quality, production,
   CASE WHEN production IS NOT NULL THEN quality END AS production_quality, reading`,
);
const consumption = sql`kind = 'c'`;

// Every staged point was read from metering_points in this transaction. Locking them as each
// row's foreign-key check would, once per point, keeps them from vanishing; then the per-row
// checks on meter_data and the rollups can be skipped, which halves the cost of writing a row.
// Only a superuser may skip them (PGlite always is); elsewhere the checks simply run.
async function skipForeignKeyChecks(db: Db, ids: readonly number[]): Promise<void> {
  const [row] = await queryRows<{ superuser: string }>(
    db,
    sql`SELECT current_setting('is_superuser') AS superuser`,
  );
  if (row?.superuser !== 'on') return;
  await db.execute(
    sql`SELECT id FROM metering_points WHERE id = ANY(${idArray(ids)}) FOR KEY SHARE`,
  );
  await db.execute(sql`SET LOCAL session_replication_role = replica`);
}

/** The points that already have rows somewhere in the range the file brings for them. */
async function pointsWithStoredRows(db: Db, ranges: PointRanges): Promise<Set<number>> {
  const candidates = sql.join(
    [...ranges].map(
      ([id, range]) =>
        sql`(${id}::int, ${new Date(range.first).toISOString()}::timestamptz, ${new Date(range.last).toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM (VALUES ${candidates}) AS p(id, first, last)
        WHERE EXISTS (SELECT 1 FROM meter_data m
                      WHERE m.metering_point_id = p.id AND m.ts >= p.first AND m.ts <= p.last)`,
  );
  return new Set(rows.map((row) => row.id));
}

/** Appends the staged rows of points with nothing stored in their range: no conflicts possible. */
async function insertNewRows(db: Db, ids: readonly number[], allStaged: boolean): Promise<number> {
  const onlyThese = allStaged
    ? sql`WHERE ${consumption}`
    : sql`WHERE ${consumption} AND metering_point_id = ANY(${idArray(ids)})`;
  const [row] = await queryRows<{ inserted: number }>(
    db,
    sql`WITH added AS (
          INSERT INTO meter_data (${storedColumns})
          SELECT ${stagedColumns} FROM import_meter_data ${onlyThese}
          RETURNING 1)
        SELECT count(*)::int AS inserted FROM added`,
  );
  return row!.inserted;
}

// An absent optional column keeps what is stored; an empty cell in a present one clears it.
// Only rows whose values differ are written, so a re-import writes nothing.
async function upsertRows(
  db: Db,
  source: SQL,
  columns: readonly string[],
): Promise<ChangedPoint[]> {
  const set = sql.raw(columns.map((column) => `${column} = excluded.${column}`).join(', '));
  const stored = sql.raw(columns.map((column) => `m.${column}`).join(', '));
  const incoming = sql.raw(columns.map((column) => `excluded.${column}`).join(', '));
  return queryRows<ChangedPoint>(
    db,
    sql`
      WITH changed AS (
        INSERT INTO meter_data AS m (${storedColumns})
        ${source}
        ON CONFLICT (metering_point_id, ts) DO UPDATE SET ${set}
          WHERE (${stored}) IS DISTINCT FROM (${incoming})
        RETURNING m.metering_point_id, m.ts
      ),
      -- A partitioned table has no xmax to tell: this statement still sees meter_data as it was.
      marked AS (
        SELECT c.metering_point_id, c.ts,
               NOT EXISTS (SELECT 1 FROM meter_data o
                           WHERE o.metering_point_id = c.metering_point_id AND o.ts = c.ts) AS inserted
        FROM changed c
      )
      SELECT metering_point_id AS id,
             (extract(epoch FROM min(ts)) * 1000)::float8 AS first_ms,
             (extract(epoch FROM max(ts)) * 1000)::float8 AS last_ms,
             count(*) FILTER (WHERE inserted)::int AS inserted,
             count(*) FILTER (WHERE NOT inserted)::int AS updated
      FROM marked GROUP BY metering_point_id`,
  );
}

/** The consumption rows of points with stored rows in their range. */
function upsertConsumption(
  db: Db,
  positions: ColumnPositions<MeterDataColumn>,
  ids: readonly number[],
): Promise<ChangedPoint[]> {
  const columns = ['value', 'quality'];
  if (positions.production !== -1) columns.push('production', 'production_quality');
  if (positions.reading !== -1) columns.push('reading');
  return upsertRows(
    db,
    sql`SELECT ${stagedColumns} FROM import_meter_data
        WHERE ${consumption} AND metering_point_id = ANY(${idArray(ids)})`,
    columns,
  );
}

/**
 * Production rows (Datahub's export) go beside the consumption of the same interval; where
 * none is stored yet, the row waits for it with no value.
 */
function upsertProduction(db: Db): Promise<ChangedPoint[]> {
  return upsertRows(
    db,
    sql`SELECT metering_point_id, to_timestamp(epoch), NULL::numeric, 0, value, quality, NULL::numeric
        FROM import_meter_data WHERE kind = 'p'`,
    ['production', 'production_quality'],
  );
}

async function hasProductionRows(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM import_meter_data WHERE kind = 'p') AS any`,
  );
  return row!.any;
}

/**
 * Rollups are recomputed per whole Helsinki month, so points whose changes span the same
 * months share one refresh.
 */
async function refreshChangedRollups(db: Db, changed: readonly RefreshRange[]): Promise<void> {
  const monthOf = (ms: number) => {
    const { year, month } = helsinkiFields(ms);
    return `${year}-${month}`;
  };
  const groups = new Map<string, { ids: number[]; from: number; to: number }>();
  for (const { id, first, last } of changed) {
    const key = `${monthOf(first)}/${monthOf(last)}`;
    const group = groups.get(key) ?? { ids: [], from: first, to: last };
    group.ids.push(id);
    group.from = Math.min(group.from, first);
    group.to = Math.max(group.to, last);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    // `to` is exclusive: one millisecond after the start of the last changed interval.
    await refreshRollups(db, {
      meteringPointIds: group.ids,
      from: new Date(group.from),
      to: new Date(group.to + 1),
    });
  }
}

/**
 * Points with nothing stored in the file's range get a plain append (the common case: new
 * data); the others an upsert that writes changed rows only. Rollups follow for what changed.
 */
export async function mergeMeterData(
  db: Db,
  positions: ColumnPositions<MeterDataColumn>,
  ranges: PointRanges,
  lap: (phase: string) => void,
): Promise<MergeCounts> {
  const ids = [...ranges.keys()];
  if (ids.length === 0) return { inserted: 0, updated: 0 };
  // PostgreSQL: months the rows bring with no partition yet get one (decision 0033).
  const spans = [...ranges.values()];
  await ensurePartitionsForRows(db, {
    from: new Date(Math.min(...spans.map((span) => span.first))),
    to: new Date(Math.max(...spans.map((span) => span.last))),
  });
  await skipForeignKeyChecks(db, ids);
  const stored = await pointsWithStoredRows(db, ranges);
  const fresh = ids.filter((id) => !stored.has(id));
  let inserted = 0;
  let updated = 0;
  const refresh: RefreshRange[] = [];
  if (fresh.length > 0) {
    inserted += await insertNewRows(db, fresh, fresh.length === ids.length);
    refresh.push(...fresh.map((id) => ({ id, ...ranges.get(id)! })));
  }
  const changed = stored.size > 0 ? await upsertConsumption(db, positions, [...stored]) : [];
  if (await hasProductionRows(db)) changed.push(...(await upsertProduction(db)));
  for (const point of changed) {
    inserted += point.inserted;
    updated += point.updated;
    refresh.push({ id: point.id, first: Number(point.first_ms), last: Number(point.last_ms) });
  }
  lap('merge into meter_data');
  await refreshChangedRollups(db, refresh);
  lap('rollups');
  return { inserted, updated };
}
