import { sql, type SQL } from 'drizzle-orm';
import { isNight, slotPrice } from '../db/meter-days';
import type { Bucket } from '../usage-periods/buckets';

// The cost of a consumption bucket (issue #14), computed by PostgreSQL from the bucket's own
// figures: for each day rollup when it is stored (cost/stored-cost.ts), for hours and
// quarter-hours as they are read, so every view prices the same rows the same way. The model
// (all rates without VAT, each the row valid at the bucket's start; rates change at Helsinki
// month starts and contracts at Helsinki midnights, so no day straddles a change):
// - electricity: energy = spot cost + margin × kWh (spot) or price × kWh (fixed), plus the
//   product's monthly fee × share; distribution = basic fee × share + day/night or single rate
//   × kWh; tax = electricity tax × kWh; VAT on their sum;
// - district heat and water: energy = price per unit × units (+ monthly fee × share);
// - share = the bucket's hours holding data ÷ its Helsinki month's hours (743–745 h for 31 days);
//   a daily reading (water) holds 24 hours.
// Each component is all or nothing: a missing contract, rate or spot price leaves the bucket
// without any cost column. Arithmetic is in float8: exact enough for euros and far cheaper
// than numeric.

/** The row of the bucket table a cost is computed for: its alias and the bucket size. */
export interface CostedRow {
  /** Alias of the bucket row (a rollup row, an hour or an interval of db/meter-days.ts). */
  row: string;
  /** Alias of the metering_points row the bucket belongs to. */
  point: string;
  bucket: Bucket;
}

const helsinki = sql.raw(`'Europe/Helsinki'`);

/**
 * The length in hours of the Helsinki month holding the wall-clock time `local`: its days × 24,
 * less the spring-forward hour in March, plus the repeated hour in October (the EU rule).
 */
const monthHours = (local: SQL) => sql`
  (extract(day FROM date_trunc('month', ${local}) + interval '1 month' - interval '1 day') * 24
   - CASE extract(month FROM ${local}) WHEN 3 THEN 1 WHEN 10 THEN -1 ELSE 0 END)`;

/**
 * The bucket's own figures the cost is made of: start, Helsinki day, kWh (or units), night kWh,
 * spot cost (€ without VAT), share of the month's fees, and for hour and quarter-hour buckets
 * the day-ahead price (EUR/MWh).
 */
function bucketFigures({ row, point, bucket }: CostedRow): SQL {
  const r = sql.raw(row);
  const p = sql.raw(point);
  const electricity = sql`${p}.utility = 'electricity'`;
  // Daily meter readings (water) hold one hour each in the rollups, but stand for whole days.
  const hoursPerRow = sql`CASE WHEN ${p}.resolution_minutes >= 1440 THEN 24 ELSE 1 END`;
  const local = sql`w.local`;
  // OFFSET 0 keeps each step a subquery of its own: evaluated once per bucket, not copied into
  // every expression that uses it.
  if (bucket === 'quarterhour') {
    const time = sql`${r}.ts`;
    return sql`
      SELECT w.at, ${local}::date AS day, ${r}.value::float8 AS v,
             CASE WHEN ${isNight(time)} THEN ${r}.value::float8 ELSE 0 END AS night,
             ${r}.value::float8 * w.eur / 1000 AS spot,
             0.25 / ${monthHours(local)}::float8 AS share, w.eur
      FROM (SELECT ${time} AS at, ${time} AT TIME ZONE ${helsinki} AS local,
                   CASE WHEN ${electricity} THEN ${slotPrice(time, sql`15`)}::float8 END AS eur OFFSET 0) w
      OFFSET 0`;
  }
  const time = sql`${r}.bucket_start`;
  const eur =
    bucket === 'hour'
      ? sql`CASE WHEN ${electricity} THEN ${slotPrice(time, sql`60`)}::float8 END`
      : sql`NULL::float8`;
  return sql`
    SELECT w.at, ${local}::date AS day, ${r}.value::float8 AS v,
           ${r}.night_value::float8 AS night, ${r}.spot_cost::float8 AS spot,
           ${r}.hours * ${hoursPerRow} / ${monthHours(local)}::float8 AS share, ${eur} AS eur
    FROM (SELECT ${time} AS at, ${time} AT TIME ZONE ${helsinki} AS local OFFSET 0) w
    OFFSET 0`;
}

/** The row valid at the bucket's start of a table of rates by `valid_from` (its key's end). */
const validRow = (table: string, column: string, where: SQL = sql`true`) => sql`
  (SELECT ${sql.identifier(column)}::float8 FROM ${sql.identifier(table)}
   WHERE ${where} AND valid_from <= b.at ORDER BY valid_from DESC LIMIT 1)`;

/**
 * The rates of the point's contract of the given tariff kinds in force on the bucket's Helsinki
 * day, valid at the bucket's start: price (c/kWh or c/unit), night price, monthly fee (€). A
 * contract whose tariff has no rate yet gives way to an earlier one.
 */
const contractRate = (point: SQL, kinds: SQL) => sql`
  SELECT t.kind, r.price_cents::float8 AS price, r.night_price_cents::float8 AS night_price,
         r.monthly_fee_euros::float8 AS fee
  FROM contracts k
  JOIN tariffs t ON t.id = k.tariff_id AND t.kind IN (${kinds})
  CROSS JOIN LATERAL (
    SELECT price_cents, night_price_cents, monthly_fee_euros FROM tariff_rates
    WHERE tariff_id = k.tariff_id AND valid_from <= b.at ORDER BY valid_from DESC LIMIT 1
  ) r
  WHERE k.metering_point_id = ${point}.id AND k.start_date <= b.day
    AND (k.end_date IS NULL OR k.end_date >= b.day)
  ORDER BY k.start_date DESC LIMIT 1`;

/**
 * Joins that give each bucket row the columns `cost.c`, `cost.ce`, `cost.cd`, `cost.ct`,
 * `cost.cv` (euros; all null where the bucket cannot be priced) and `cost.p` (the day-ahead
 * price in c/kWh with VAT: hour and quarter-hour buckets of electricity). Put them after the
 * bucket table in FROM; the point's rates are read by key for each bucket.
 */
export function bucketCostJoins(costed: CostedRow): SQL {
  const p = sql.raw(costed.point);
  const electricity = sql`${p}.utility = 'electricity'`;
  return sql`
    CROSS JOIN LATERAL (${bucketFigures(costed)}) b
    LEFT JOIN LATERAL (${contractRate(p, sql`'spot', 'fixed', 'unit'`)}) energy ON true
    LEFT JOIN LATERAL (
      SELECT * FROM (${contractRate(p, sql`'distribution'`)}) d WHERE ${electricity}
    ) grid ON true
    CROSS JOIN LATERAL (
      SELECT ${validRow('vat_rates', 'percent', sql`utility = ${p}.utility`)} AS vat,
             CASE WHEN ${electricity} THEN
               ${validRow('electricity_tax_rates', 'cents_per_kwh')} END AS tax
      OFFSET 0
    ) law
    CROSS JOIN LATERAL (
      SELECT CASE WHEN energy.kind = 'spot' THEN b.spot + energy.price * b.v / 100
                  WHEN energy.kind IN ('fixed', 'unit') THEN energy.price * b.v / 100
             END + energy.fee * b.share AS ce,
             CASE WHEN ${electricity} THEN grid.fee * b.share
                    + CASE WHEN grid.night_price IS NULL THEN grid.price * b.v
                           ELSE grid.price * (b.v - b.night) + grid.night_price * b.night
                      END / 100
                  ELSE 0 END AS cd,
             CASE WHEN ${electricity} THEN law.tax * b.v / 100 ELSE 0 END AS ct
      OFFSET 0
    ) part
    LEFT JOIN LATERAL (
      SELECT part.ce, part.cd, part.ct, vat.cv, part.ce + part.cd + part.ct + vat.cv AS c
      FROM (SELECT (part.ce + part.cd + part.ct) * law.vat / 100 AS cv) vat
      WHERE part.ce IS NOT NULL AND part.cd IS NOT NULL AND part.ct IS NOT NULL
        AND vat.cv IS NOT NULL
    ) priced ON true
    CROSS JOIN LATERAL (
      SELECT priced.c, priced.ce, priced.cd, priced.ct, priced.cv,
             b.eur / 10 * (1 + law.vat / 100) AS p
    ) cost`;
}

/**
 * Day and month buckets keep their cost with their sums (cost/stored-cost.ts): a view with cost
 * reads the same rows as one without. Hours and quarter-hours, a day's worth at a time, are
 * priced as they are read (`bucketCostJoins`).
 */
export const costIsStored = (bucket: Bucket): boolean => bucket === 'day' || bucket === 'month';

/**
 * The cost columns of a bucket's JSON object, from the row `cur`: stored, or from
 * `bucketCostJoins` in FROM.
 */
export function costJsonFields(bucket: Bucket): SQL {
  if (costIsStored(bucket)) {
    return sql`'c', cur.cost, 'ce', cur.energy_cost, 'cd', cur.grid_cost, 'ct', cur.tax_cost,
               'cv', cur.vat_cost`;
  }
  return sql`'c', cost.c, 'ce', cost.ce, 'cd', cost.cd, 'ct', cost.ct, 'cv', cost.cv, 'p', cost.p`;
}

/** True where every cost column of an hour's or quarter-hour's JSON object has a value. */
export const costComplete = sql`cost.c IS NOT NULL AND cost.p IS NOT NULL`;
