import { sql } from 'drizzle-orm';
import { spotZone } from '../cost/spot-zone';
import {
  dayCostParts,
  monthCostSums,
  storedCostColumns,
  storedCostValues,
} from '../cost/stored-cost';
import type { Db } from './connection';
import { monthEndAfter, monthStartOf } from './helsinki-months';

export interface RollupRange {
  meteringPointIds: number[];
  /** Any instant inside the first changed interval. */
  from: Date;
  /** Any instant after the last changed interval (exclusive end). */
  to: Date;
}

/**
 * Recomputes the hour, day and month rollups of the given metering points for every
 * Helsinki calendar month the range touches, and their costs. Delete-then-insert makes it idempotent: a
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
  const start = monthStartOf(range.from);
  const endInstant = monthEndAfter(range.to);
  const inRange = sql`metering_point_id = ANY(${ids}) AND bucket_start >= ${start} AND bucket_start < ${endInstant}`;

  // Enough memory to aggregate millions of rows without spilling to disk (this transaction only).
  await db.execute(sql`SET LOCAL work_mem = '256MB'`);
  for (const table of ['meter_data_hour', 'meter_data_day', 'meter_data_month']) {
    await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE ${inRange}`);
  }
  // Helsinki's UTC offset is whole hours, so UTC hours are Helsinki hours (and the repeated
  // autumn hour stays two buckets). A quarter-hour row costs its value at its own market time
  // unit's price (the quarter's, or the hour's before quarter-hour prices); an hour stored as one
  // row costs its value at the hour's mean price. A missing price leaves the hour's cost null.
  await db.execute(sql`
    WITH hour_rows AS (
      SELECT md.metering_point_id, date_trunc('hour', md.ts) AS hour, sum(md.value) AS value,
             sum(md.production) AS production, max(md.quality) AS quality,
             max(coalesce(md.production_quality, 0)) FILTER (WHERE md.production IS NOT NULL)
               AS production_quality,
             (array_agg(md.reading ORDER BY md.ts DESC) FILTER (WHERE md.reading IS NOT NULL))[1] AS reading,
             count(*) AS samples,
             sum(md.value * coalesce(pq.eur_per_mwh, ph.eur_per_mwh)) / 1000 AS quarter_cost,
             count(coalesce(pq.eur_per_mwh, ph.eur_per_mwh)) AS priced
      FROM meter_data md
      LEFT JOIN prices pq ON pq.zone = ${spotZone} AND pq.start = md.ts
      LEFT JOIN prices ph ON ph.zone = ${spotZone} AND ph.minutes = 60
                         AND ph.start = date_trunc('hour', md.ts)
      WHERE md.metering_point_id = ANY(${ids}) AND md.ts >= ${start} AND md.ts < ${endInstant}
      GROUP BY 1, 2
    )
    INSERT INTO meter_data_hour (metering_point_id, bucket_start, value, quality, production,
                                 production_quality, reading, samples, hours, night_value, spot_cost)
    SELECT h.metering_point_id, h.hour, h.value, h.quality, h.production, h.production_quality,
           h.reading, h.samples, 1,
           CASE WHEN mp.utility = 'electricity' THEN
             CASE WHEN extract(hour FROM h.hour AT TIME ZONE 'Europe/Helsinki') >= 22
                    OR extract(hour FROM h.hour AT TIME ZONE 'Europe/Helsinki') < 7
                  THEN h.value ELSE 0 END END,
           CASE WHEN mp.utility <> 'electricity' THEN NULL
                WHEN h.samples = 1 THEN
                  CASE WHEN hp.minutes = 60 THEN h.value * hp.eur_per_mwh / 1000 END
                WHEN h.priced = h.samples THEN h.quarter_cost END
    FROM hour_rows h
    JOIN metering_points mp ON mp.id = h.metering_point_id
    -- Per hour by the prices' key, and only for an hour stored as one row: a join with the
    -- range's hourly means went nested-loop over freshly loaded tables (minutes per point-year).
    LEFT JOIN LATERAL (
      SELECT avg(p.eur_per_mwh) AS eur_per_mwh, sum(p.minutes) AS minutes
      FROM prices p
      WHERE h.samples = 1 AND mp.utility = 'electricity' AND p.zone = ${spotZone}
        AND p.start >= h.hour AND p.start < h.hour + interval '1 hour'
    ) hp ON true`);
  // Each day priced from its sums by its own contract and rates (cost/stored-cost.ts).
  await db.execute(sql`
    INSERT INTO meter_data_day (${rollupColumns}, ${storedCostColumns})
    SELECT r.*, ${storedCostValues('day_cost')}
    FROM (SELECT ${sums('day')} FROM meter_data_hour WHERE ${inRange} GROUP BY 1, 2) r
    JOIN metering_points mp ON mp.id = r.metering_point_id
    ${dayCostParts('r', 'mp')}`);
  await db.execute(sql`
    INSERT INTO meter_data_month (${rollupColumns}, ${storedCostColumns})
    SELECT ${rollupColumns}, ${storedCostValues('m')}
    FROM (SELECT ${sums('month')}, ${monthCostSums} FROM meter_data_day WHERE ${inRange}
          GROUP BY 1, 2) m`);
}

const rollupColumns = sql`metering_point_id, bucket_start, value, quality, production, production_quality, reading, samples, hours, night_value, spot_cost`;

/** The sums of a day or month over the finer rollup, named as the rollup's columns (group by 1, 2). */
const sums = (unit: 'day' | 'month') => sql`
  metering_point_id, date_trunc(${unit}, bucket_start, 'Europe/Helsinki') AS bucket_start,
  sum(value) AS value, max(quality) AS quality, sum(production) AS production,
  max(production_quality) AS production_quality,
  (array_agg(reading ORDER BY bucket_start DESC) FILTER (WHERE reading IS NOT NULL))[1] AS reading,
  sum(samples) AS samples, sum(hours) AS hours, sum(night_value) AS night_value,
  CASE WHEN count(spot_cost) = count(*) THEN sum(spot_cost) END AS spot_cost`;
