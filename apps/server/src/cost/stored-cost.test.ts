import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { migrateDatabase, type Database } from '../db/connection';
import { queryRows } from '../db/query';
import { runCostRefreshes } from './stored-cost';
import { helsinkiFields, helsinkiMidnight } from '@energiaportaali/domain';
import { createTariff, pointIdOf, priceContract, unpricePoint } from './cost-fixtures';
import { testClock } from '../../test/clock';

// The costs stored with the day and month rollups (cost/stored-cost.ts): refreshed by a
// migration's request, and following a contract that changes in the middle of a month.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(database.db, query);

interface MonthCost {
  point: number;
  start: string;
  costs: string | null;
}

/** Every month rollup's cost columns, as text. */
const monthCosts = () =>
  rows<MonthCost>(sql`
    SELECT metering_point_id AS point, bucket_start::text AS start,
           concat_ws(' ', cost, energy_cost, grid_cost, tax_cost, vat_cost) AS costs
    FROM meter_data_month ORDER BY 1, 2`);

async function forgetCosts() {
  for (const table of ['meter_data_day', 'meter_data_month']) {
    await database.db.execute(sql`
      UPDATE ${sql.identifier(table)}
      SET cost = NULL, energy_cost = NULL, grid_cost = NULL, tax_cost = NULL, vat_cost = NULL`);
  }
}

describe('cost refreshes asked for by a migration', () => {
  it('prices every point again, once, and removes the request', async () => {
    const before = await monthCosts();
    expect(before.filter((month) => month.costs !== '').length).toBeGreaterThan(50);
    await forgetCosts();
    await database.db.execute(sql`INSERT INTO cost_refreshes VALUES ('-infinity')`);

    await migrateDatabase(database);
    await runCostRefreshes(database.db);

    expect(await monthCosts()).toEqual(before);
    expect(await rows(sql`SELECT * FROM cost_refreshes`)).toEqual([]);
  });

  it('prices the months from the Helsinki month of the request on', async () => {
    const before = await monthCosts();
    const { year, month } = helsinkiFields(testClock.now().getTime());
    const from = helsinkiMidnight(year, month - 5, 1);
    await forgetCosts();
    // In the middle of the month: the whole month is priced again.
    const request = new Date(from.getTime() + 14 * 86_400_000);
    await database.db.execute(sql`INSERT INTO cost_refreshes VALUES (${request.toISOString()})`);

    await migrateDatabase(database);
    await runCostRefreshes(database.db);

    const after = await monthCosts();
    const fromText = (
      await rows<{ t: string }>(sql`SELECT ${from.toISOString()}::timestamptz::text AS t`)
    )[0]!.t;
    const earlier = (list: MonthCost[]) => list.filter((m) => m.start < fromText);
    const later = (list: MonthCost[]) => list.filter((m) => m.start >= fromText);
    expect(later(after)).toEqual(later(before));
    expect(later(after).some((m) => m.costs !== '')).toBe(true);
    expect(earlier(after).length).toBeGreaterThan(0);
    expect(earlier(after).every((m) => m.costs === '')).toBe(true);
  });
});

describe('a contract that changes its product in the middle of a month', () => {
  it('prices each day by its own contract and the month as the sum of its days', async () => {
    const pointId = await pointIdOf(database, '6400100003');
    const { year, month } = helsinkiFields(testClock.now().getTime());
    const first = helsinkiMidnight(year, month - 3, 1);
    const { year: y, month: m } = helsinkiFields(first.getTime());
    const day = (d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const tariff = (code: string, priceCents: number) =>
      createTariff(database, {
        code,
        utility: 'districtheat',
        kind: 'unit',
        rates: [{ validFrom: helsinkiMidnight(2015, 1, 1), priceCents }],
      });
    await unpricePoint(database, pointId);
    await priceContract(database, pointId, await tariff('TEST-HEAT-A', 8), '2016-01-01', day(14));
    await priceContract(database, pointId, await tariff('TEST-HEAT-B', 10), day(15));

    const days = await rows<{ day: string; v: number; ce: number; c: number }>(sql`
      SELECT (bucket_start AT TIME ZONE 'Europe/Helsinki')::date::text AS day,
             value::float8 AS v, energy_cost AS ce, cost AS c
      FROM meter_data_day
      WHERE metering_point_id = ${pointId} AND bucket_start >= ${first.toISOString()}
        AND date_trunc('month', bucket_start, 'Europe/Helsinki') = ${first.toISOString()}
      ORDER BY bucket_start`);
    expect(days.length).toBeGreaterThanOrEqual(28);
    for (const { day: d, v, ce } of days) {
      expect(ce, d).toBeCloseTo(((d < day(15) ? 8 : 10) * v) / 100, 6);
    }
    const [monthRow] = await rows<{ c: number; ce: number }>(sql`
      SELECT cost AS c, energy_cost AS ce FROM meter_data_month
      WHERE metering_point_id = ${pointId} AND bucket_start = ${first.toISOString()}`);
    expect(monthRow!.ce).toBeCloseTo(
      days.reduce((total, row) => total + row.ce, 0),
      6,
    );
    expect(monthRow!.c).toBeCloseTo(
      days.reduce((total, row) => total + row.c, 0),
      6,
    );
  });
});
