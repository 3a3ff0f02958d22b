import { sql, type SQL } from 'drizzle-orm';
import { spotZone } from '../cost/spot-zone';

// Reading meter_days (decision 0038) in SQL: a day block's intervals as rows, hours summed from
// them, and the day-ahead price of each interval. The arrays hold millionths of the unit; a
// product with the numeric 0.000001 gives numeric(…, 6), the values as they were stored.

const helsinki = sql.raw(`'Europe/Helsinki'`);

/** The instant a block's interval `i` (1-based) starts at. */
const slotStart = (block: string, i: SQL) =>
  sql`${sql.raw(block)}.day_start + (${i} - 1) * (${sql.raw(block)}.minutes * interval '1 minute')`;

/** The end of the Helsinki day that starts at `dayStart`. */
export const helsinkiDayEnd = (dayStart: SQL) =>
  sql`((${dayStart} AT TIME ZONE ${helsinki} + interval '1 day') AT TIME ZONE ${helsinki})`;

/** Whether an interval starting at `ts` lies in the night hours 22–07 (Helsinki). */
export const isNight = (ts: SQL) =>
  sql`(extract(hour FROM ${ts} AT TIME ZONE ${helsinki}) >= 22
       OR extract(hour FROM ${ts} AT TIME ZONE ${helsinki}) < 7)`;

/**
 * The day-ahead price of an interval of `minutes` starting at `ts`, EUR/MWh: a quarter-hour
 * its own market time unit's price (the quarter's, or the hour's before quarter-hour prices);
 * a longer interval the mean over its units when they cover it whole. Null without one.
 */
export const slotPrice = (ts: SQL, minutes: SQL) => sql`
  CASE WHEN ${minutes} = 15 THEN coalesce(
         (SELECT eur_per_mwh FROM prices WHERE zone = ${spotZone} AND start = ${ts}),
         (SELECT eur_per_mwh FROM prices WHERE zone = ${spotZone} AND minutes = 60
                                            AND start = date_trunc('hour', ${ts})))
       ELSE (SELECT CASE WHEN sum(minutes) = ${minutes} THEN avg(eur_per_mwh) END FROM prices
             WHERE zone = ${spotZone} AND start >= ${ts}
               AND start < ${ts} + ${minutes} * interval '1 minute') END`;

/** Whether an interval of block `b` unnested as `u` holds anything (value, missing, production, reading). */
const present = sql`(u.v IS NOT NULL OR u.p IS NOT NULL OR u.r IS NOT NULL OR u.q <> 0 OR u.pq <> 0)`;

export interface SlotRange {
  /** The metering point's id. */
  point: SQL;
  /** Instants: intervals starting in [start, end). */
  start: SQL;
  end: SQL;
}

/**
 * The stored intervals of a point in a range as rows, the columns of the old per-interval
 * table: metering_point_id, ts, minutes, value, quality, production, production_quality,
 * reading. Intervals that hold nothing are left out.
 */
export function slotRows({ point, start, end }: SlotRange): SQL {
  return sql`
    SELECT b.metering_point_id, ${slotStart('b', sql`u.i`)} AS ts, b.minutes,
           u.v * 0.000001 AS value, u.q::smallint AS quality, u.p * 0.000001 AS production,
           CASE WHEN b.production_quality IS NOT NULL THEN u.pq::smallint END AS production_quality,
           u.r * 0.000001 AS reading
    FROM meter_days b
    CROSS JOIN LATERAL (
      SELECT s.v, s.p, s.r, s.i, coalesce(get_byte(b.quality, (s.i - 1)::int), 0) AS q,
             coalesce(get_byte(b.production_quality, (s.i - 1)::int), 0) AS pq
      FROM unnest(b.value, b.production, b.reading) WITH ORDINALITY AS s(v, p, r, i)
    ) u
    WHERE b.metering_point_id = ${point}
      AND b.day_start > ${start} - interval '25 hours' AND b.day_start < ${end}
      AND ${slotStart('b', sql`u.i`)} >= ${start} AND ${slotStart('b', sql`u.i`)} < ${end}
      AND ${present}`;
}

/**
 * The hours of a point in a range summed from its intervals, the columns of a rollup row:
 * metering_point_id, bucket_start, value, quality, production, production_quality, reading,
 * samples, hours, night_value, spot_cost (electricity; null unless every interval is priced).
 */
export function hourRows(range: SlotRange, electricity: SQL): SQL {
  return sql`
    SELECT s.metering_point_id, date_trunc('hour', s.ts) AS bucket_start, sum(s.value) AS value,
           max(s.quality) AS quality, sum(s.production) AS production,
           max(coalesce(s.production_quality, 0)) FILTER (WHERE s.production IS NOT NULL)
             AS production_quality,
           (array_agg(s.reading ORDER BY s.ts DESC) FILTER (WHERE s.reading IS NOT NULL))[1]
             AS reading,
           count(*)::int AS samples, 1 AS hours,
           CASE WHEN ${electricity} THEN
             sum(CASE WHEN ${isNight(sql`s.ts`)} THEN s.value ELSE 0 END) END AS night_value,
           CASE WHEN ${electricity} AND count(s.eur) = count(*)
                THEN sum(s.value * s.eur) / 1000 END AS spot_cost
    FROM (SELECT r.*, CASE WHEN ${electricity} THEN ${slotPrice(sql`r.ts`, sql`r.minutes`)} END AS eur
          FROM (${slotRows(range)}) r) s
    GROUP BY 1, 2`;
}

/**
 * Per Helsinki day in [start, end) and interval length, the day-ahead price and the night flag
 * of each interval, in the order of a block's arrays, as text the drivers return alike:
 * `day_start_ms`, `minutes`, `eur` (in 10^-5 EUR/MWh, comma-separated, `null` where there is
 * no price) and `night` (`t` or `f` per interval). Prices have three decimals, so a quarter-hour's
 * and an hour's (the mean of four quarters at most) are exact in that unit; a whole day's
 * mean is rounded to it.
 */
export function dayPriceTexts(start: SQL, end: SQL): SQL {
  return sql`
    SELECT (extract(epoch FROM d.day_start) * 1000)::float8 AS day_start_ms, m.minutes,
           array_to_string(array_agg(round(${slotPrice(sql`s.at`, sql`m.minutes`)} * 100000)::bigint
                                     ORDER BY s.i), ',', 'null') AS eur,
           string_agg(CASE WHEN ${isNight(sql`s.at`)} THEN 't' ELSE 'f' END, '' ORDER BY s.i)
             AS night
    FROM (SELECT day AT TIME ZONE ${helsinki} AS day_start
          FROM generate_series(${start} AT TIME ZONE ${helsinki},
                               ${end} AT TIME ZONE ${helsinki} - interval '1 day',
                               interval '1 day') AS day) d
    CROSS JOIN (VALUES (15), (60), (1440)) AS m(minutes)
    CROSS JOIN LATERAL generate_series(
      1, CASE WHEN m.minutes = 1440 THEN 1
              ELSE (extract(epoch FROM ${helsinkiDayEnd(sql`d.day_start`)} - d.day_start) / 60
                    / m.minutes)::int END) AS i
    CROSS JOIN LATERAL (SELECT i, d.day_start + (i - 1) * (m.minutes * interval '1 minute') AS at) s
    GROUP BY d.day_start, m.minutes`;
}
