import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { monthEndAfter, monthStartOf } from '../db/helsinki-months';
import { queryRows } from '../db/query';
import { bucketCostJoins } from './bucket-cost';

// Day and month rollups keep their cost (issue #14), so a year or month view with cost reads
// what it reads without. A day is priced from its own sums (kWh, night kWh, spot cost, hours)
// by the contract and rates of that day; a month is the sum of its days, so it adds up exactly
// and follows a contract that changes in the middle of it. The rollups write the costs with
// the sums (db/rollups.ts: meter data and prices imports); whatever else the cost is made of
// prices them again in the transaction that changes it (`refreshCosts`): the tariffs and
// contracts imports, and a migration through `cost_refreshes`.

export interface CostRange {
  /** The points to price again; all points when left out. */
  meteringPointIds?: number[];
  /** Any instant inside the first month to price again; the beginning of time when left out. */
  from?: Date;
  /** Any instant after the last month to price again (exclusive); the end of time when left out. */
  to?: Date;
}

/** The stored cost columns of a day or month rollup, in the order the values below give. */
export const storedCostColumnNames = [
  'cost',
  'energy_cost',
  'grid_cost',
  'tax_cost',
  'vat_cost',
  'cost_json',
] as const;
export const storedCostColumns = sql.raw(storedCostColumnNames.join(', '));

/**
 * The stored cost columns' values from the parts `ce`, `cd`, `ct`, `cv` of `alias` (numeric,
 * all null or none): the total is their exact sum, and `cost_json` the usage API's cost members,
 * each number as PostgreSQL writes a float8 in JSON.
 */
export function storedCostValues(alias: string): SQL {
  const [ce, cd, ct, cv] = (['ce', 'cd', 'ct', 'cv'] as const).map((part) =>
    sql.raw(`${alias}.${part}`),
  ) as [SQL, SQL, SQL, SQL];
  const total = sql`(${ce} + ${cd} + ${ct} + ${cv})`;
  const json = (value: SQL) => sql`(${value})::float8::text`;
  return sql`${total}, ${ce}, ${cd}, ${ct}, ${cv},
    '"c":' || ${json(total)} || ',"ce":' || ${json(ce)} || ',"cd":' || ${json(cd)}
    || ',"ct":' || ${json(ct)} || ',"cv":' || ${json(cv)}`;
}

/**
 * Joins after a day row `row` (its sums) and its metering point `point` in FROM that give the
 * day's parts as `day_cost.ce` … `day_cost.cv`, each rounded to 8 decimals (a millionth of a
 * cent): short JSON, and sums that stay exact.
 */
export function dayCostParts(row: string, point: string): SQL {
  const part = (name: string) => sql`round(cost.${sql.raw(name)}::numeric, 8) AS ${sql.raw(name)}`;
  return sql`
    ${bucketCostJoins({ row, point, bucket: 'day' })}
    CROSS JOIN LATERAL (SELECT ${sql.join(['ce', 'cd', 'ct', 'cv'].map(part), sql`, `)}) day_cost`;
}

/**
 * Aggregates over a month's day rows that give its parts `ce` … `cv`: the exact sums of its
 * days' parts when every day is priced, else null.
 */
export const monthCostSums = sql.join(
  (
    [
      ['ce', 'energy_cost'],
      ['cd', 'grid_cost'],
      ['ct', 'tax_cost'],
      ['cv', 'vat_cost'],
    ] as const
  ).map(
    ([name, column]) =>
      sql`CASE WHEN count(cost) = count(*) THEN sum(${sql.identifier(column)}::numeric) END AS ${sql.raw(name)}`,
  ),
  sql`, `,
);

/**
 * Prices again the day and month rollups of the points in the Helsinki months from `from` to
 * `to`. Run it inside the transaction that changed what the costs are made of.
 */
export async function refreshCosts(db: Db, range: CostRange = {}): Promise<void> {
  const { meteringPointIds: ids, from, to } = range;
  if (ids?.length === 0) return;
  const start = from === undefined ? sql`'-infinity'::timestamptz` : monthStartOf(from);
  const end = to === undefined ? sql`'infinity'::timestamptz` : monthEndAfter(to);
  const chosen = (alias: string) => {
    const points =
      ids === undefined
        ? sql`true`
        : sql`${sql.raw(alias)}.metering_point_id = ANY(ARRAY[${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}]::int[])`;
    return sql`${points} AND ${sql.raw(alias)}.bucket_start >= ${start}
               AND ${sql.raw(alias)}.bucket_start < ${end}`;
  };
  await db.execute(sql`
    UPDATE meter_data_day r SET (${storedCostColumns}) = (
      SELECT ${storedCostValues('day_cost')}
      FROM metering_points mp ${dayCostParts('r', 'mp')}
      WHERE mp.id = r.metering_point_id)
    WHERE ${chosen('r')}`);
  await db.execute(sql`
    UPDATE meter_data_month m SET (${storedCostColumns}) = (
      SELECT ${storedCostValues('s')}
      FROM (SELECT ${monthCostSums} FROM meter_data_day d
            WHERE d.metering_point_id = m.metering_point_id
              AND date_trunc('month', d.bucket_start, 'Europe/Helsinki') = m.bucket_start
              AND d.bucket_start >= m.bucket_start
              AND d.bucket_start < m.bucket_start + interval '32 days') s)
    WHERE ${chosen('m')}`);
}

/**
 * The refreshes migrations asked for (`cost_refreshes`), done and removed in one transaction:
 * a second process migrating at the same time waits on the rows and then finds none.
 */
export async function runCostRefreshes(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Milliseconds since 1970 as text, or null for the beginning of time.
    const rows = await queryRows<{ ms: string | null }>(
      tx,
      sql`SELECT CASE WHEN from_instant > '-infinity'
                      THEN (extract(epoch FROM from_instant) * 1000)::bigint::text END AS ms
          FROM cost_refreshes FOR UPDATE`,
    );
    if (rows.length === 0) return;
    const earliest = rows.some((row) => row.ms === null)
      ? undefined
      : new Date(Math.min(...rows.map((row) => Number(row.ms))));
    await refreshCosts(tx, { from: earliest });
    await tx.execute(sql`DELETE FROM cost_refreshes`);
  });
}
