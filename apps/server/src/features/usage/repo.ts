import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { queryPreparedRows } from '../../db/query';
import type { meteringPoints } from '../../db/schema';
import type { UsageRange } from './range';

/** The bucket sizes of the usage calls; each reads one table by its primary key. */
export type Bucket = 'month' | 'day' | 'hour' | 'quarterhour';

// Month, day and hour read the Helsinki calendar rollups (db/rollups.ts); quarter-hours are the
// native rows, so a year or month view never touches meter_data.
const sources: Record<Bucket, { table: string; time: string }> = {
  month: { table: 'meter_data_month', time: 'bucket_start' },
  day: { table: 'meter_data_day', time: 'bucket_start' },
  hour: { table: 'meter_data_hour', time: 'bucket_start' },
  quarterhour: { table: 'meter_data', time: 'ts' },
};

type MeteringPoint = typeof meteringPoints.$inferSelect;

export interface UsagePointFacts {
  utility: MeteringPoint['utility'];
  unit: MeteringPoint['unit'];
  identifier: string;
  gsrn: string;
  street: string;
  postalCode: string;
  city: string;
  /** Finest and coarsest native resolution (minutes) stored in the asked period. */
  finestMinutes: number;
  coarsestMinutes: number;
}

/** One bucket as SQL gives it: numerics as strings, times as ISO 8601 UTC. */
export interface BucketRow {
  ts: string;
  v: string;
  vp: string | null;
  r: string | null;
  /** The bucket one calendar year earlier; null without comparison or where it has none. */
  cts: string | null;
  cv: string | null;
  cvp: string | null;
  cr: string | null;
}

export interface UsageRows {
  /** Null when the point does not exist or the user may not see it. */
  point: UsagePointFacts | null;
  buckets: BucketRow[];
}

export interface UsageSelection {
  /** The metering point's public identifier. */
  mp: string;
  /** The access module's visibility condition on `metering_points` (folded into the query). */
  visible: SQL;
  utility: MeteringPoint['utility'];
  bucket: Bucket;
  range: UsageRange;
  comparison: boolean;
}

const isoUtc = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The same Helsinki wall-clock time one year earlier (a month bucket maps to last year's month).
const yearEarlier = (column: SQL) =>
  sql`((${column} AT TIME ZONE 'Europe/Helsinki') - interval '1 year') AT TIME ZONE 'Europe/Helsinki'`;

type PointRow = Omit<UsagePointFacts, 'finestMinutes' | 'coarsestMinutes'> & {
  finestMinutes: number | null;
  coarsestMinutes: number | null;
  resolutionMinutes: number;
};

type Row = PointRow & { [Key in keyof BucketRow]: BucketRow[Key] | null };

/**
 * The point's facts and its buckets in one flat statement, the access check included (the
 * fixed cost per statement dominates these small reads): the rows of the bucket table within the range, by primary key, each
 * joined to its previous-year bucket when `comparison` is on. A point of another utility gets
 * its facts but no buckets; so does a quarter-hour query over a period stored coarser.
 */
export async function findUsage(
  database: Pick<Database, 'db' | 'pool'>,
  selection: UsageSelection,
): Promise<UsageRows> {
  const { mp, visible, utility, bucket, range, comparison } = selection;
  const { table, time } = sources[bucket];
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const current = sql`cur.${sql.identifier(time)}`;
  const previous = sql`prev.${sql.identifier(time)}`;
  const comparisonColumns = comparison
    ? sql`${isoUtc(previous)} AS cts, prev.value AS cv, prev.production AS cvp, prev.reading AS cr`
    : sql`NULL AS cts, NULL AS cv, NULL AS cvp, NULL AS cr`;
  const comparisonJoin = comparison
    ? sql`LEFT JOIN ${sql.identifier(table)} prev
            ON prev.metering_point_id = cur.metering_point_id AND ${previous} = ${yearEarlier(current)}`
    : sql``;
  const finerDataExists =
    bucket === 'quarterhour'
      ? sql`AND coalesce(periods.coarsest, metering_points.resolution_minutes) <= 15`
      : sql``;

  const rows = await queryPreparedRows<Row>(
    database,
    sql`
    SELECT metering_points.utility, metering_points.unit, metering_points.identifier,
           metering_points.gsrn, metering_points.street, metering_points.postal_code AS "postalCode",
           metering_points.city, metering_points.resolution_minutes AS "resolutionMinutes",
           periods.finest AS "finestMinutes", periods.coarsest AS "coarsestMinutes",
           ${isoUtc(current)} AS ts, cur.value AS v, cur.production AS vp, cur.reading AS r,
           ${comparisonColumns}
    FROM metering_points
    CROSS JOIN LATERAL (
      -- The resolutions in force during the range: the one valid at its start and any later.
      SELECT min(resolution_minutes) AS finest, max(resolution_minutes) AS coarsest
      FROM metering_point_resolutions r
      WHERE r.metering_point_id = metering_points.id AND r.valid_from < ${end}
        AND r.valid_from >= coalesce(
          (SELECT max(valid_from) FROM metering_point_resolutions
           WHERE metering_point_id = metering_points.id AND valid_from <= ${start}),
          '-infinity')
    ) periods
    LEFT JOIN ${sql.identifier(table)} cur
      ON cur.metering_point_id = metering_points.id AND ${current} >= ${start} AND ${current} < ${end}
     AND metering_points.utility = ${utility} ${finerDataExists}
    ${comparisonJoin}
    WHERE metering_points.identifier = ${mp} AND ${visible}
    ORDER BY ${current}`,
  );
  return toUsageRows(rows);
}

function toUsageRows(rows: Row[]): UsageRows {
  const [first] = rows;
  if (!first) return { point: null, buckets: [] };
  const { resolutionMinutes } = first;
  const point: UsagePointFacts = {
    utility: first.utility,
    unit: first.unit,
    identifier: first.identifier,
    gsrn: first.gsrn,
    street: first.street,
    postalCode: first.postalCode,
    city: first.city,
    // A period before any recorded resolution has no data; the current one stands in for it.
    finestMinutes: Number(first.finestMinutes ?? resolutionMinutes),
    coarsestMinutes: Number(first.coarsestMinutes ?? resolutionMinutes),
  };
  const buckets = rows.filter((row): row is Row & BucketRow => row.ts !== null && row.v !== null);
  return { point, buckets };
}
