import { sql, type SQL } from 'drizzle-orm';
import { meteringPointVisibility } from '../../auth/access';
import type { SessionUser } from '../../auth/session-user';
import {
  bucketCostJoins,
  costComplete,
  costIsStored,
  costJsonFields,
} from '../../cost/bucket-cost';
import type { Database } from '../../db/connection';
import { helsinkiDayEnd, hourRows, slotRows } from '../../db/meter-days';
import { queryStatement } from '../../db/query';
import type { meteringPoints } from '../../db/schema';
import type { Bucket } from '../../usage-periods/buckets';
import type { UsageRange } from '../../usage-periods/range';
import { slotBucketsJson } from './stored-slots';

// Month and day read the Helsinki calendar rollups (db/rollups.ts) by their primary key; hours
// and quarter-hours are made from the day blocks (db/meter-days.ts), one row a day, so a year
// or month view never touches meter_days.
const sources: Record<Bucket, { table?: string; time: string }> = {
  month: { table: 'meter_data_month', time: 'bucket_start' },
  day: { table: 'meter_data_day', time: 'bucket_start' },
  hour: { time: 'bucket_start' },
  quarterhour: { time: 'ts' },
};

/** The rows of a bucket size for the point `metering_points` in [start, end). */
function bucketRows(bucket: Bucket, start: SQL, end: SQL): SQL {
  const { table } = sources[bucket];
  if (table) return sql`${sql.identifier(table)}`;
  const range = { point: sql`metering_points.id`, start, end };
  return bucket === 'hour'
    ? sql`(${hourRows(range, sql`metering_points.utility = 'electricity'`)})`
    : sql`(${slotRows(range)})`;
}

type MeteringPoint = typeof meteringPoints.$inferSelect;

/** What every answer needs of its point. */
export interface UsagePointBasics {
  utility: MeteringPoint['utility'];
  unit: MeteringPoint['unit'];
  /** Finest and coarsest native resolution (minutes) stored in the asked period. */
  finestMinutes: number;
  coarsestMinutes: number;
}

/** The point as the Excel file names it, too. */
export interface UsagePointFacts extends UsagePointBasics {
  identifier: string;
  gsrn: string;
  street: string;
  postalCode: string;
  city: string;
}

export interface UsageRows<Point extends UsagePointBasics = UsagePointFacts> {
  /** Null when the point does not exist or the user may not see it. */
  point: Point | null;
  /**
   * The buckets as the answer's `data` array in JSON text, as PostgreSQL wrote it (keys without
   * a value left out); null when there are none.
   */
  data: string | null;
}

export interface UsageSelection {
  /** The metering point's public identifier. */
  mp: string;
  user: SessionUser;
  /** Business id of the company or housing company whose view asks. */
  companyId: string | undefined;
  utility: MeteringPoint['utility'];
  bucket: Bucket;
  range: UsageRange;
  comparison: boolean;
  /** Each bucket with its cost (cost/bucket-cost.ts); the comparison buckets stay without. */
  cost: boolean;
  /**
   * The point's identifier, GSRN and address as well (`UsagePointFacts`), for the Excel file:
   * a JSON answer leaves them out, and each column costs the driver on every request.
   */
  details: boolean;
}

// The same Helsinki wall-clock time one year earlier (a month bucket maps to last year's month).
const yearEarlier = (column: SQL) =>
  sql`((${column} AT TIME ZONE 'Europe/Helsinki') - interval '1 year') AT TIME ZONE 'Europe/Helsinki'`;

// JSON writes a timestamptz in ISO 8601 in the session's time zone, which is UTC (db/connection):
// '2025-01-01T22:00:00+00:00'. to_char could write the API's '…T22:00:00.000Z' but costs more
// than the rest of the statement; `findUsage` rewrites the suffix instead.
const bucketValues = (alias: string, time: string) => {
  const table = sql.raw(alias);
  return sql`'ts', ${table}.${sql.identifier(time)}, 'v', ${table}.value,
             'vp', ${table}.production, 'r', ${table}.reading, 'q', ${qualityName(table)}`;
};

/** The API's name of a stored quality code (import/meter-quality.ts); null when measured. */
const qualityName = (table: SQL) =>
  sql`CASE ${table}.quality WHEN 1 THEN 'estimated' WHEN 2 THEN 'suspect' WHEN 3 THEN 'missing' END`;

/** A bucket that is a plain measured value: no production, reading or quality to write. */
const plainBucket = sql`cur.production IS NULL AND cur.reading IS NULL AND cur.quality = 0
                        AND cur.value IS NOT NULL`;

/**
 * An hour or quarter-hour bucket's JSON object, its production and reading only where they have
 * a value, and with `cost` its cost. Most rows have no production or reading (and all cost
 * columns or none) and are built as is: json_strip_nulls re-reads the object, which costs
 * PostgreSQL about as much as building it (pgbench, month view: 40 % more statements a second).
 */
const bucketObject = (time: string, cost: Bucket | undefined) => {
  if (!cost) {
    return sql`
      CASE WHEN ${plainBucket}
           THEN json_build_object('ts', cur.${sql.identifier(time)}, 'v', cur.value)
           ELSE json_strip_nulls(json_build_object(${bucketValues('cur', time)})) END`;
  }
  return sql`
    CASE WHEN ${plainBucket} AND ${costComplete}
         THEN json_build_object('ts', cur.${sql.identifier(time)}, 'v', cur.value, ${costJsonFields(cost)})
         ELSE json_strip_nulls(json_build_object(${bucketValues('cur', time)}, ${costJsonFields(cost)})) END`;
};

/**
 * A day or month bucket's object (a rollup row), with `cost` its stored cost, as JSON text
 * written by concatenation: the members json_build_object and json_strip_nulls would write, the
 * cost from the stored members (`cost_json`), but without their per-value work (pgbench, month
 * view: 0.6 of the statements a second without cost when built by json_build_object, 0.9–1.0
 * so). A null member is left out, as json_strip_nulls leaves it.
 */
const rollupBucketText = (time: string, cost: boolean) => {
  const member = (prefix: string, value: SQL) => sql`coalesce(${prefix} || ${value}, '')`;
  return sql`
    '{"ts":' || to_json(cur.${sql.identifier(time)})::text
    || ${member(',"v":', sql`cur.value::text`)} || ${member(',"vp":', sql`cur.production::text`)}
    || ${member(',"r":', sql`cur.reading::text`)}
    || ${member(',"q":"', sql`${qualityName(sql`cur`)} || '"'`)}
    ${cost ? sql`|| ${member(',', sql`cur.cost_json`)}` : sql``} || '}'`;
};

/** With comparison: the bucket and the same bucket a year earlier, where there is one. */
const comparedBucketObject = (time: string, cost: Bucket | undefined) => sql`
  json_strip_nulls(json_build_object(${bucketValues('cur', time)}, ${cost ? sql`${costJsonFields(cost)}, ` : sql``}'comparison',
    CASE WHEN prev.metering_point_id IS NOT NULL
         THEN json_build_object(${bucketValues('prev', time)}) END))`;

type Shape = Pick<UsageSelection, 'bucket' | 'comparison' | 'cost' | 'details'> & {
  role: SessionUser['role'];
  forCompany: boolean;
};

/**
 * Quarter-hours without cost or comparison are read as stored: the point's day blocks that
 * overlap the range, as JSON (stored-slots.ts `StoredBlock`), made into buckets by
 * `slotBucketsJson`. PostgreSQL took 0.3–0.45 ms of CPU to write a day's 96 bucket objects, the
 * statement reading the blocks 0.1 ms; the server writes the buckets in 0.02–0.04 ms.
 */
const readsStoredBlocks = ({ bucket, comparison, cost }: Shape) =>
  bucket === 'quarterhour' && !comparison && !cost;

const storedBlocks = (start: SQL, end: SQL) => sql`
  SELECT json_agg(json_build_object(
           'd', (extract(epoch FROM b.day_start) * 1000)::float8, 'm', b.minutes, 'v', b.value,
           'q', encode(b.quality, 'hex'), 'p', b.production,
           'pq', encode(b.production_quality, 'hex'), 'r', b.reading) ORDER BY b.day_start)::text
  FROM meter_days b
  WHERE b.metering_point_id = metering_points.id
    AND b.day_start > ${start} - interval '25 hours' AND b.day_start < ${end}
    AND ${helsinkiDayEnd(sql`b.day_start`)} > ${start}`;

/**
 * The `data` column: the rows of the bucket table within the range, by primary key, each with
 * its previous-year bucket when `comparison` is on and its cost when `cost` is on (stored or
 * computed, cost/bucket-cost.ts), aggregated into the answer's JSON; or the stored blocks
 * (`readsStoredBlocks`). None for a point of another utility, or a quarter-hour query over a
 * period stored coarser.
 */
function bucketData(shape: Shape, start: SQL, end: SQL): SQL {
  const { bucket, comparison, cost } = shape;
  const finerDataExists =
    bucket === 'quarterhour'
      ? sql`AND coalesce(periods.coarsest, metering_points.resolution_minutes) <= 15`
      : sql``;
  const ofPoint = sql`metering_points.utility = ${sql.placeholder('utility')} ${finerDataExists}`;
  if (readsStoredBlocks(shape)) return sql`${storedBlocks(start, end)} AND ${ofPoint}`;
  const { time } = sources[bucket];
  const current = sql`cur.${sql.identifier(time)}`;
  const costOf = cost ? bucket : undefined;
  const buckets =
    !comparison && costIsStored(bucket)
      ? sql`'[' || string_agg(${rollupBucketText(time, cost)}, ',' ORDER BY ${current}) || ']'`
      : sql`json_agg(${comparison ? comparedBucketObject(time, costOf) : bucketObject(time, costOf)} ORDER BY ${current})::text`;
  const costJoins =
    cost && !costIsStored(bucket)
      ? bucketCostJoins({ row: 'cur', point: 'metering_points', bucket })
      : sql``;
  const comparisonJoin = comparison
    ? sql`LEFT JOIN ${bucketRows(bucket, yearEarlier(start), yearEarlier(end))} prev
            ON prev.metering_point_id = cur.metering_point_id
           AND prev.${sql.identifier(time)} = ${yearEarlier(current)}`
    : sql``;
  return sql`
    SELECT ${buckets}
    FROM ${bucketRows(bucket, start, end)} cur ${comparisonJoin} ${costJoins}
    WHERE cur.metering_point_id = metering_points.id
      AND ${current} >= ${start} AND ${current} < ${end} AND ${ofPoint}`;
}

/**
 * The point's facts and its buckets (`bucketData`) in one statement, the access check included
 * (the fixed cost per statement dominates these small reads).
 */
function usageStatement(db: Database['db'], shape: Shape): SQL {
  const start = sql`${sql.placeholder('start')}::timestamptz`;
  const end = sql`${sql.placeholder('end')}::timestamptz`;
  const visible = meteringPointVisibility(
    db,
    { role: shape.role, id: sql.placeholder('userId') },
    shape.forCompany ? sql.placeholder('companyId') : undefined,
  )!;
  const details = shape.details
    ? sql`metering_points.identifier, metering_points.gsrn, metering_points.street,
          metering_points.postal_code AS "postalCode", metering_points.city,`
    : sql``;
  return sql`
    SELECT metering_points.utility, metering_points.unit, ${details}
           coalesce(periods.finest, metering_points.resolution_minutes) AS "finestMinutes",
           coalesce(periods.coarsest, metering_points.resolution_minutes) AS "coarsestMinutes",
           (${bucketData(shape, start, end)}) AS data
    FROM metering_points
    CROSS JOIN LATERAL (
      -- The resolutions in force during the range: the one valid at its start and any later.
      -- A period before any recorded resolution has no data; the current one stands in for it.
      SELECT min(resolution_minutes) AS finest, max(resolution_minutes) AS coarsest
      FROM metering_point_resolutions r
      WHERE r.metering_point_id = metering_points.id AND r.valid_from < ${end}
        AND r.valid_from >= coalesce(
          (SELECT max(valid_from) FROM metering_point_resolutions
           WHERE metering_point_id = metering_points.id AND valid_from <= ${start}),
          '-infinity')
    ) periods
    WHERE metering_points.identifier = ${sql.placeholder('mp')} AND ${visible}`;
}

type Row = UsagePointBasics & Partial<UsagePointFacts> & { data: string | null };

export function findUsage(
  database: Pick<Database, 'db' | 'pool' | 'pglite'>,
  selection: UsageSelection & { details: true },
): Promise<UsageRows<UsagePointFacts>>;
export function findUsage(
  database: Pick<Database, 'db' | 'pool' | 'pglite'>,
  selection: UsageSelection,
): Promise<UsageRows<UsagePointBasics>>;
export async function findUsage(
  database: Pick<Database, 'db' | 'pool' | 'pglite'>,
  selection: UsageSelection,
): Promise<UsageRows<UsagePointBasics>> {
  const { mp, user, companyId, utility, bucket, range, comparison, cost, details } = selection;
  const forCompany = companyId !== undefined;
  const shape: Shape = { bucket, comparison, cost, details, role: user.role, forCompany };
  const [row] = await queryStatement<Row>(
    database,
    `usage ${bucket} ${comparison} ${cost} ${details} ${user.role} ${forCompany}`,
    () => usageStatement(database.db, shape),
    {
      mp,
      userId: user.id,
      companyId,
      utility,
      start: range.start.toISOString(),
      end: range.end.toISOString(),
    },
  );
  if (!row) return { point: null, data: null };
  const { data, ...point } = row;
  if (readsStoredBlocks(shape)) {
    return { point, data: data === null ? null : slotBucketsJson(data, range) };
  }
  // Bucket starts are whole minutes (the rollups' calendar buckets, the import's grid), so each
  // ends '+00:00"' and nothing else in the numbers-only JSON does.
  return { point, data: data?.replaceAll('+00:00"', '.000Z"') ?? null };
}
