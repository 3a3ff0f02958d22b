import { sql } from 'drizzle-orm';
import {
  dayCostParts,
  monthCostSums,
  storedCostColumns,
  storedCostValues,
} from '../cost/stored-cost';
import type { Db } from './connection';
import { monthEndAfter, monthStartOf } from './helsinki-months';
import { dayPriceArrays, daySums } from './meter-days';

export interface RollupRange {
  meteringPointIds: number[];
  /** Any instant inside the first changed interval. */
  from: Date;
  /** Any instant after the last changed interval (exclusive end). */
  to: Date;
}

/**
 * Recomputes the day and month rollups of the given metering points for every Helsinki
 * calendar month the range touches, and their costs, from their day blocks (meter_days).
 * Delete-then-insert makes it idempotent: a re-import of the same values, or of fewer, leaves
 * exactly the sums of meter_days. Run it inside the transaction that changed meter_days.
 */
export async function refreshRollups(db: Db, range: RollupRange): Promise<void> {
  if (range.meteringPointIds.length === 0 || range.to <= range.from) return;
  const ids = sql`ARRAY[${sql.join(
    range.meteringPointIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  // Whole months, so a month bucket is never summed from a partial set of days.
  const start = monthStartOf(range.from);
  const endInstant = monthEndAfter(range.to);
  const inRange = sql`metering_point_id = ANY(${ids}) AND bucket_start >= ${start} AND bucket_start < ${endInstant}`;

  // Enough memory to aggregate millions of values without spilling to disk (this transaction only).
  await db.execute(sql`SET LOCAL work_mem = '256MB'`);
  for (const table of ['meter_data_day', 'meter_data_month']) {
    await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE ${inRange}`);
  }
  // Each interval costs its value at its own price (db/meter-days.ts); the prices and night
  // flags of a day's intervals are made once per day and interval length, not per point.
  // Each day is priced from its sums by its own contract and rates (cost/stored-cost.ts).
  const electricity = sql`mp.utility = 'electricity'`;
  await db.execute(sql`
    WITH dp AS MATERIALIZED (${dayPriceArrays(sql`(${start})`, sql`(${endInstant})`)})
    INSERT INTO meter_data_day (${rollupColumns}, ${storedCostColumns})
    SELECT r.*, ${storedCostValues('day_cost')}
    FROM (
      SELECT b.metering_point_id, b.day_start AS bucket_start, t.value, t.quality, t.production,
             t.production_quality, t.reading, t.samples, t.hours, t.night_value, t.spot_cost
      FROM meter_days b
      JOIN metering_points mp ON mp.id = b.metering_point_id
      JOIN dp ON dp.day_start = b.day_start AND dp.minutes = b.minutes
      CROSS JOIN LATERAL (${daySums(electricity)}) t
      WHERE b.metering_point_id = ANY(${ids}) AND b.day_start >= ${start}
        AND b.day_start < ${endInstant} AND t.samples > 0
    ) r
    JOIN metering_points mp ON mp.id = r.metering_point_id
    ${dayCostParts('r', 'mp')}`);
  await db.execute(sql`
    INSERT INTO meter_data_month (${rollupColumns}, ${storedCostColumns})
    SELECT ${rollupColumns}, ${storedCostValues('m')}
    FROM (SELECT ${sums('month')}, ${monthCostSums} FROM meter_data_day WHERE ${inRange}
          GROUP BY 1, 2) m`);
}

const rollupColumns = sql`metering_point_id, bucket_start, value, quality, production, production_quality, reading, samples, hours, night_value, spot_cost`;

/** The sums of a month over its days, named as the rollup's columns (group by 1, 2). */
const sums = (unit: 'month') => sql`
  metering_point_id, date_trunc(${unit}, bucket_start, 'Europe/Helsinki') AS bucket_start,
  sum(value) AS value, max(quality) AS quality, sum(production) AS production,
  max(production_quality) AS production_quality,
  (array_agg(reading ORDER BY bucket_start DESC) FILTER (WHERE reading IS NOT NULL))[1] AS reading,
  sum(samples) AS samples, sum(hours) AS hours, sum(night_value) AS night_value,
  CASE WHEN count(spot_cost) = count(*) THEN sum(spot_cost) END AS spot_cost`;
