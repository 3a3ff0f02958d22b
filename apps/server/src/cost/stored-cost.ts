import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { monthEndAfter, monthStartOf } from '../db/helsinki-months';
import { queryRows } from '../db/query';
import { bucketCostJoins } from './bucket-cost';

// Day and month rollups keep their cost (issue #14), so a year or month view with cost reads
// what it reads without. A day is priced from its own sums (kWh, night kWh, spot cost, hours)
// by the contract and rates of that day; a month is the sum of its days, so it adds up exactly
// and follows a contract that changes in the middle of it. Whatever the cost is made of
// refreshes it in the transaction that changes it: the rollups (meter data, prices), the
// tariffs and contracts imports, and a migration through `cost_refreshes`.

export interface CostRange {
  /** The points to price again; all points when left out. */
  meteringPointIds?: number[];
  /** Any instant inside the first month to price again; the beginning of time when left out. */
  from?: Date;
  /** Any instant after the last month to price again (exclusive); the end of time when left out. */
  to?: Date;
}

/** Each part rounded to 8 decimals (1e-6 cent) and the total their exact sum: short JSON. */
const rounded = (part: SQL) => sql`round((${part})::numeric, 8)`;

const parts = ['energy_cost', 'grid_cost', 'tax_cost', 'vat_cost'] as const;

/**
 * Prices again the day and month rollups of the points in the Helsinki months from `from` to
 * `to`. Run it inside the transaction that changed what the costs are made of.
 */
export async function refreshCosts(db: Db, range: CostRange = {}): Promise<void> {
  const { meteringPointIds: ids, from, to } = range;
  if (ids?.length === 0) return;
  const ofPoints = (alias: string) =>
    ids === undefined
      ? sql`true`
      : sql`${sql.raw(alias)}.metering_point_id = ANY(ARRAY[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[])`;
  const start = from === undefined ? sql`'-infinity'::timestamptz` : monthStartOf(from);
  const end = to === undefined ? sql`'infinity'::timestamptz` : monthEndAfter(to);
  await db.execute(sql`
    UPDATE meter_data_day d
    SET cost = s.ce + s.cd + s.ct + s.cv, energy_cost = s.ce, grid_cost = s.cd, tax_cost = s.ct,
        vat_cost = s.cv
    FROM (
      SELECT r.metering_point_id, r.bucket_start, ${rounded(sql`cost.ce`)} AS ce,
             ${rounded(sql`cost.cd`)} AS cd, ${rounded(sql`cost.ct`)} AS ct,
             ${rounded(sql`cost.cv`)} AS cv
      FROM meter_data_day r
      JOIN metering_points mp ON mp.id = r.metering_point_id
      ${bucketCostJoins({ row: 'r', point: 'mp', bucket: 'day' })}
      WHERE ${ofPoints('r')} AND r.bucket_start >= ${start} AND r.bucket_start < ${end}
    ) s
    WHERE d.metering_point_id = s.metering_point_id AND d.bucket_start = s.bucket_start`);
  // A month is priced when all its days are; its parts are exact sums of theirs.
  const sums = parts.map((part) => {
    const column = sql.identifier(part);
    return sql`CASE WHEN count(cost) = count(*) THEN sum(${column}::numeric) END AS ${column}`;
  });
  await db.execute(sql`
    UPDATE meter_data_month m
    SET cost = s.energy_cost + s.grid_cost + s.tax_cost + s.vat_cost,
        energy_cost = s.energy_cost, grid_cost = s.grid_cost, tax_cost = s.tax_cost,
        vat_cost = s.vat_cost
    FROM (
      SELECT metering_point_id, date_trunc('month', bucket_start, 'Europe/Helsinki') AS month,
             ${sql.join(sums, sql`, `)}
      FROM meter_data_day d
      WHERE ${ofPoints('d')} AND bucket_start >= ${start} AND bucket_start < ${end}
      GROUP BY 1, 2
    ) s
    WHERE m.metering_point_id = s.metering_point_id AND m.bucket_start = s.month`);
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
