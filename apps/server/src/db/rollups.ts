import { sql } from 'drizzle-orm';
import type { Db } from './connection';

export interface RollupRange {
  meteringPointIds: number[];
  /** Any instant inside the first changed interval. */
  from: Date;
  /** Any instant after the last changed interval (exclusive end). */
  to: Date;
}

/**
 * Recomputes the hour, day and month rollups of the given metering points for every
 * Helsinki calendar month the range touches. Delete-then-insert makes it idempotent: a
 * re-import of the same rows, or of fewer rows, leaves exactly the sums of meter_data.
 * Run it inside the transaction that changed meter_data.
 */
export async function refreshRollups(db: Db, range: RollupRange): Promise<void> {
  if (range.meteringPointIds.length === 0 || range.to <= range.from) return;
  const ids = sql`ARRAY[${sql.join(
    range.meteringPointIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  // Whole months, so a month bucket is never summed from a partial set of days.
  const start = sql`date_trunc('month', ${range.from.toISOString()}::timestamptz, 'Europe/Helsinki')`;
  // The month after the last one, computed on wall time so a month is a calendar month.
  const endInstant = sql`((date_trunc('month', ${range.to.toISOString()}::timestamptz - interval '1 microsecond', 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki') + interval '1 month') AT TIME ZONE 'Europe/Helsinki'`;

  // Enough memory to aggregate millions of rows without spilling to disk (this transaction only).
  await db.execute(sql`SET LOCAL work_mem = '256MB'`);
  for (const table of ['meter_data_hour', 'meter_data_day', 'meter_data_month']) {
    await db.execute(
      sql`DELETE FROM ${sql.identifier(table)} WHERE metering_point_id = ANY(${ids}) AND bucket_start >= ${start} AND bucket_start < ${endInstant}`,
    );
  }
  // Helsinki's UTC offset is whole hours, so UTC hours are Helsinki hours (and the repeated
  // autumn hour stays two buckets).
  await db.execute(sql`
    INSERT INTO meter_data_hour (metering_point_id, bucket_start, value, production, reading, samples)
    SELECT metering_point_id, date_trunc('hour', ts), sum(value), sum(production),
           (array_agg(reading ORDER BY ts DESC) FILTER (WHERE reading IS NOT NULL))[1], count(*)
    FROM meter_data
    WHERE metering_point_id = ANY(${ids}) AND ts >= ${start} AND ts < ${endInstant}
    GROUP BY 1, 2`);
  await rollUp(db, 'meter_data_hour', 'meter_data_day', 'day', ids, start, endInstant);
  await rollUp(db, 'meter_data_day', 'meter_data_month', 'month', ids, start, endInstant);
}

function rollUp(
  db: Db,
  source: string,
  target: string,
  unit: 'day' | 'month',
  ids: ReturnType<typeof sql>,
  start: ReturnType<typeof sql>,
  end: ReturnType<typeof sql>,
) {
  return db.execute(sql`
    INSERT INTO ${sql.identifier(target)} (metering_point_id, bucket_start, value, production, reading, samples)
    SELECT metering_point_id, date_trunc(${unit}, bucket_start, 'Europe/Helsinki'), sum(value), sum(production),
           (array_agg(reading ORDER BY bucket_start DESC) FILTER (WHERE reading IS NOT NULL))[1], sum(samples)
    FROM ${sql.identifier(source)}
    WHERE metering_point_id = ANY(${ids}) AND bucket_start >= ${start} AND bucket_start < ${end}
    GROUP BY 1, 2`);
}
