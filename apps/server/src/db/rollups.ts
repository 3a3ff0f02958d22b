import { sql, type SQL } from 'drizzle-orm';
import {
  dayCostParts,
  monthCostSums,
  storedCostColumns,
  storedCostValues,
} from '../cost/stored-cost';
import type { Db } from './connection';
import { monthEndAfter, monthStartOf } from './helsinki-months';
import { dayPriceArrays, daySums, helsinkiDayEnd } from './meter-days';

export interface RollupRange {
  meteringPointIds: number[];
  /** Any instant inside the first changed day. */
  from: Date;
  /** Any instant after the start of the last changed day (exclusive end). */
  to: Date;
}

const helsinkiDayStartOf = (instant: SQL) => sql`date_trunc('day', ${instant}, 'Europe/Helsinki')`;

/**
 * Recomputes the day rollups of the given metering points for the Helsinki days the range
 * touches, and the month rollups of the months they are in, with their costs, from their day
 * blocks (meter_days): a day's sums depend on its block alone, so a daily delivery sums one
 * day, not its month. Delete-then-insert makes it idempotent: a re-import of the same values,
 * or of fewer, leaves exactly the sums of meter_days. Run it inside the transaction that
 * changed meter_days.
 */
export async function refreshRollups(db: Db, range: RollupRange): Promise<void> {
  if (range.meteringPointIds.length === 0 || range.to <= range.from) return;
  const ids = sql`ARRAY[${sql.join(
    range.meteringPointIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const dayStart = helsinkiDayStartOf(sql`${range.from.toISOString()}::timestamptz`);
  const dayEnd = helsinkiDayEnd(
    helsinkiDayStartOf(sql`${range.to.toISOString()}::timestamptz - interval '1 microsecond'`),
  );
  const inDays = (column: string) =>
    sql`${sql.raw(column)} >= ${dayStart} AND ${sql.raw(column)} < ${dayEnd}`;
  // Whole months, so a month bucket is never summed from a partial set of days.
  const monthsInRange = sql`metering_point_id = ANY(${ids}) AND bucket_start >= ${monthStartOf(range.from)}
                            AND bucket_start < ${monthEndAfter(range.to)}`;

  // Enough memory to aggregate millions of values without spilling to disk (this transaction only).
  await db.execute(sql`SET LOCAL work_mem = '256MB'`);
  await db.execute(
    sql`DELETE FROM meter_data_day WHERE metering_point_id = ANY(${ids}) AND ${inDays('bucket_start')}`,
  );
  await db.execute(sql`DELETE FROM meter_data_month WHERE ${monthsInRange}`);
  // Each interval costs its value at its own price (db/meter-days.ts); the prices and night
  // flags of a day's intervals are made once per day and interval length, not per point.
  // Each day is priced from its sums by its own contract and rates (cost/stored-cost.ts).
  const electricity = sql`mp.utility = 'electricity'`;
  await db.execute(sql`
    WITH dp AS MATERIALIZED (${dayPriceArrays(dayStart, dayEnd)})
    INSERT INTO meter_data_day (${rollupColumns}, ${storedCostColumns})
    SELECT r.*, ${storedCostValues('day_cost')}
    FROM (
      SELECT b.metering_point_id, b.day_start AS bucket_start, t.value, t.quality, t.production,
             t.production_quality, t.reading, t.samples, t.hours, t.night_value, t.spot_cost
      FROM meter_days b
      JOIN metering_points mp ON mp.id = b.metering_point_id
      JOIN dp ON dp.day_start = b.day_start AND dp.minutes = b.minutes
      CROSS JOIN LATERAL (${daySums(electricity)}) t
      WHERE b.metering_point_id = ANY(${ids}) AND ${inDays('b.day_start')} AND t.samples > 0
    ) r
    JOIN metering_points mp ON mp.id = r.metering_point_id
    ${dayCostParts('r', 'mp')}`);
  await db.execute(sql`
    INSERT INTO meter_data_month (${rollupColumns}, ${storedCostColumns})
    SELECT ${rollupColumns}, ${storedCostValues('m')}
    FROM (SELECT ${monthSums}, ${monthCostSums} FROM meter_data_day WHERE ${monthsInRange}
          GROUP BY 1, 2) m`);
}

const rollupColumns = sql`metering_point_id, bucket_start, value, quality, production, production_quality, reading, samples, hours, night_value, spot_cost`;

/** The sums of a month over its days, named as the rollup's columns (group by 1, 2). */
const monthSums = sql`
  metering_point_id, date_trunc('month', bucket_start, 'Europe/Helsinki') AS bucket_start,
  sum(value) AS value, max(quality) AS quality, sum(production) AS production,
  max(production_quality) AS production_quality,
  (array_agg(reading ORDER BY bucket_start DESC) FILTER (WHERE reading IS NOT NULL))[1] AS reading,
  sum(samples) AS samples, sum(hours) AS hours, sum(night_value) AS night_value,
  CASE WHEN count(spot_cost) = count(*) THEN sum(spot_cost) END AS spot_cost`;
