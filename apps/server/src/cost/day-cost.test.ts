import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { Database } from '../db/connection';
import { decimalText } from '../db/day-sums';
import { float8Text } from '../db/postgres-numbers';
import { queryRows } from '../db/query';
import { helsinkiMidnight } from '@energiaportaali/domain';
import { bucketCostJoins } from './bucket-cost';
import { createTariff, priceContract } from './cost-fixtures';
import { priceDay, readDayPricing, storedDayCost, type DayFigures } from './day-cost';
import { storedCostValues } from './stored-cost';

// The day rollups an import writes are priced in Node (cost/day-cost.ts); every other bucket,
// and a day priced again after a tariff changes, by PostgreSQL (cost/bucket-cost.ts). Both
// must give the same doubles for the same day, whatever its figures, contracts and rates.

let database: Database;
const points: number[] = [];

const month = (year: number, number: number) => helsinkiMidnight(year, number, 1);

/** A point of its own like `sibling` (utility, resolution), priced only by this test. */
async function pointLike(sibling: string, identifier: string): Promise<number> {
  const [point] = await queryRows<{ id: number }>(
    database.db,
    sql`INSERT INTO metering_points (customer_id, identifier, gsrn, utility, street, postal_code,
                                     city, unit, resolution_minutes, temperature_area)
        SELECT customer_id, ${identifier}, ${`6430${identifier}0000`}, utility, street,
               postal_code, city, unit, resolution_minutes, temperature_area
        FROM metering_points WHERE identifier = ${sibling}
        RETURNING id`,
  );
  return point!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const electricity = await pointLike('6400100001', '7700000001');
  const heat = await pointLike('6400100003', '7700000003');
  const water = await pointLike('6400100004', '7700000004');
  points.push(electricity, heat, water);
  const tariff = (
    code: string,
    utility: 'electricity' | 'districtheat' | 'water',
    kind: 'spot' | 'fixed' | 'distribution' | 'unit',
    rates: Parameters<typeof createTariff>[1]['rates'],
  ) => createTariff(database, { code, utility, kind, rates });
  const spot = await tariff('DC-SPOT', 'electricity', 'spot', [
    { validFrom: month(2022, 1), priceCents: 0.5, monthlyFeeEuros: 3.9 },
    { validFrom: month(2024, 1), priceCents: 0.59, monthlyFeeEuros: 4.5 },
  ]);
  // Its first rate comes a month after its contract starts: July 2024 has no price at all.
  const fixed = await tariff('DC-FIXED', 'electricity', 'fixed', [
    { validFrom: month(2024, 8), priceCents: 8.5, monthlyFeeEuros: 2 },
  ]);
  const shortFixed = await tariff('DC-FIXED-2', 'electricity', 'fixed', [
    { validFrom: month(2025, 3), priceCents: 7.123, monthlyFeeEuros: 0 },
  ]);
  const grid = await tariff('DC-GRID', 'electricity', 'distribution', [
    { validFrom: month(2022, 1), priceCents: 4, nightPriceCents: 2.5, monthlyFeeEuros: 10.5 },
    { validFrom: month(2025, 1), priceCents: 5.1, monthlyFeeEuros: 12 },
  ]);
  const heatUnit = await tariff('DC-HEAT', 'districtheat', 'unit', [
    { validFrom: month(2022, 1), priceCents: 9.87, monthlyFeeEuros: 25 },
  ]);
  const waterUnit = await tariff('DC-WATER', 'water', 'unit', [
    { validFrom: month(2022, 1), priceCents: 450, monthlyFeeEuros: 5.25 },
  ]);
  await priceContract(database, electricity, spot, '2022-01-01', '2024-06-30');
  await priceContract(database, electricity, fixed, '2024-07-01');
  await priceContract(database, electricity, shortFixed, '2025-03-10', '2025-03-20');
  await priceContract(database, electricity, grid, '2022-01-01');
  await priceContract(database, heat, heatUnit, '2023-01-01');
  await priceContract(database, water, waterUnit, '2022-01-01');
});
afterAll(() => database.close());

const first = Date.UTC(2022, 5, 1);
const days = Math.round((Date.UTC(2026, 0, 1) - first) / 86_400_000);
/** DST and contract edges: spring and autumn days, and the ends of the contracts above. */
const edgeDays = [
  [2023, 3, 26],
  [2023, 10, 29],
  [2024, 3, 31],
  [2024, 10, 27],
  [2025, 3, 30],
  [2025, 10, 26],
  [2024, 6, 30],
  [2024, 7, 1],
  [2024, 8, 1],
  [2025, 3, 10],
  [2025, 3, 20],
  [2025, 3, 21],
  [2022, 12, 1],
  [2023, 5, 1],
  [2024, 9, 1],
] as const;

const dayStart = fc.oneof(
  fc.integer({ min: 0, max: days - 1 }).map((offset) => {
    const date = new Date(first + offset * 86_400_000);
    return helsinkiMidnight(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }),
  fc.constantFrom(...edgeDays).map(([y, m, d]) => helsinkiMidnight(y, m, d)),
);

const micro = (max: number) => fc.integer({ min: -max, max }).map((units) => decimalText(units, 6));

const figures = fc.record({
  point: fc.nat({ max: 2 }),
  day: dayStart.map((date) => date.getTime()),
  value: fc.option(micro(90_000_000_000), { freq: 12 }),
  nightValue: fc.option(micro(40_000_000_000), { freq: 6 }),
  spotCost: fc.option(
    fc.bigInt({ min: -(10n ** 17n), max: 10n ** 18n }).map((units) => decimalText(units, 14)),
    { freq: 6 },
  ),
  hours: fc.integer({ min: 1, max: 25 }),
});

/**
 * PostgreSQL's parts of each day (bucketCostJoins) as the doubles it holds, and the stored cost
 * columns it made of them (`storedCostValues`) as text.
 */
async function pricedBySql(rows: readonly DayFigures[]) {
  const list = (items: ReadonlyArray<string | number | null>) =>
    `{${items.map((item) => (item === null ? 'NULL' : item)).join(',')}}`;
  const result = await queryRows<{
    ce: string | null;
    cd: string | null;
    ct: string | null;
    cv: string | null;
    stored: string | null;
  }>(
    database.db,
    sql`SELECT cost.ce::text AS ce, cost.cd::text AS cd, cost.ct::text AS ct, cost.cv::text AS cv,
               concat_ws(' ', stored.c::float8::text, stored.ce::float8::text,
                         stored.cd::float8::text, stored.ct::float8::text,
                         stored.cv::float8::text, stored.json) AS stored
        FROM unnest(${list(rows.map((row) => row.pointId))}::text::int[],
                    ${list(rows.map((row) => new Date(row.dayStart).toISOString()))}::text::timestamptz[],
                    ${list(rows.map((row) => row.value))}::text::numeric[],
                    ${list(rows.map((row) => row.nightValue))}::text::numeric[],
                    ${list(rows.map((row) => row.spotCost))}::text::numeric[],
                    ${list(rows.map((row) => row.hours))}::text::int[])
          WITH ORDINALITY AS s(metering_point_id, bucket_start, value, night_value, spot_cost, hours, n)
        JOIN metering_points mp ON mp.id = s.metering_point_id
        CROSS JOIN LATERAL (
          SELECT s.bucket_start, s.value, s.hours,
                 CASE WHEN mp.utility = 'electricity' THEN s.night_value END AS night_value,
                 CASE WHEN mp.utility = 'electricity' THEN s.spot_cost END AS spot_cost
        ) r
        ${bucketCostJoins({ row: 'r', point: 'mp', bucket: 'day' })}
        CROSS JOIN LATERAL (
          SELECT round(cost.ce::numeric, 8) AS ce, round(cost.cd::numeric, 8) AS cd,
                 round(cost.ct::numeric, 8) AS ct, round(cost.cv::numeric, 8) AS cv
        ) day_cost
        CROSS JOIN LATERAL (SELECT ${storedCostValues('day_cost')}) AS stored(c, ce, cd, ct, cv, json)
        ORDER BY s.n`,
  );
  const double = (text: string | null) => (text === null ? null : Number(text));
  return result.map((row) => ({
    parts: [double(row.ce), double(row.cd), double(row.ct), double(row.cv)],
    stored: row.stored || null,
  }));
}

describe('a day priced in Node', () => {
  it('gets the very doubles and stored columns PostgreSQL gives it, whatever its figures and terms', async () => {
    const pricing = await readDayPricing(database.db, points);
    await fc.assert(
      fc.asyncProperty(fc.array(figures, { minLength: 1, maxLength: 150 }), async (drawn) => {
        const rows: DayFigures[] = drawn.map((row) => ({
          pointId: points[row.point]!,
          dayStart: row.day,
          value: row.value,
          nightValue: row.nightValue,
          spotCost: row.spotCost,
          hours: row.point === 2 ? 1 : row.hours,
        }));
        const expected = await pricedBySql(rows);
        const actual = rows.map((row) => {
          const parts = priceDay(pricing, row);
          const stored = parts && storedDayCost(parts);
          return {
            parts: parts ? [parts.ce, parts.cd, parts.ct, parts.cv] : [null, null, null, null],
            stored:
              stored &&
              [stored.cost, stored.energyCost, stored.gridCost, stored.taxCost, stored.vatCost]
                .map(float8Text)
                .concat(stored.json)
                .join(' '),
          };
        });
        const signed = (parts: ReadonlyArray<number | null>) =>
          parts.map((part) => (Object.is(part, -0) ? '-0' : part));
        expect(actual.map((day) => ({ ...day, parts: signed(day.parts) }))).toEqual(
          expected.map((day) => ({ ...day, parts: signed(day.parts) })),
        );
      }),
      { numRuns: 25 },
    );
  });

  it('prices the edges the contracts above make, and leaves unpriced days without cost', async () => {
    const pricing = await readDayPricing(database.db, points);
    const at = (y: number, m: number, d: number) => helsinkiMidnight(y, m, d).getTime();
    const day = (pointId: number, dayStart: number): DayFigures => ({
      pointId,
      dayStart,
      value: '10.000000',
      nightValue: '4.000000',
      spotCost: '0.80000000000000',
      hours: 24,
    });
    const [electricity, heat] = points as [number, number, number];
    // July 2024: the fixed contract is in force but has no rate yet, and the spot one ended.
    expect(priceDay(pricing, day(electricity, at(2024, 7, 15)))).toBeNull();
    // Heat before its contract.
    expect(priceDay(pricing, day(heat, at(2022, 12, 31)))).toBeNull();
    const march = priceDay(pricing, day(electricity, at(2025, 3, 15)))!;
    // 7.123 c/kWh × 10 kWh, no monthly fee; distribution 12 € × 24 h ÷ 743 h + 5.1 c × 10 kWh.
    expect(march.ce).toBeCloseTo(0.7123, 12);
    expect(march.cd).toBeCloseTo((12 * 24) / 743 + 0.51, 12);
    expect(march.ct).toBeCloseTo(0.2253, 12);
    expect(march.cv).toBeCloseTo((march.ce + march.cd + march.ct) * 0.255, 12);
  });
});
