import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import type { Database } from '../../db/connection';
import { allHourRows, writeMeterRows } from '../../db/meter-rows';
import { queryRows } from '../../db/query';
import { refreshRollups } from '../../db/rollups';
import { helsinkiFields, helsinkiMidnight } from '@energiaportaali/domain';

// refreshRollups costs consumption at the day-ahead prices (decision 0034). Days of 2030, where
// the test world has neither prices nor meter data, on points of the test's own customer.

let database: Database;
const points = { quarter: 0, hourly: 0, missing: 0, dst: 0, water: 0 };

const minuteMs = 60_000;
const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(database.db, query);

async function createPoint(identifier: string, utility: 'electricity' | 'water'): Promise<number> {
  const [point] = await rows<{ id: number }>(sql`
    INSERT INTO metering_points (customer_id, identifier, gsrn, utility, street, postal_code, city,
                                 unit, resolution_minutes, temperature_area)
    SELECT id, ${identifier}, ${`64300696${identifier}`}, ${utility}, 'Hintatie 1', '00100',
           'Helsinki', ${utility === 'water' ? 'm3' : 'kWh'}, 15, 'Helsinki'
    FROM customers WHERE business_id = '7777777-5'
    RETURNING id`);
  return point!.id;
}

/** Values at `minutes` a value. */
async function insertMeterData(
  pointId: number,
  values: [start: number, value: number][],
  minutes = 15,
) {
  await database.db.transaction((tx) =>
    writeMeterRows(
      tx,
      pointId,
      values.map(([ts, value]) => ({ ts: new Date(ts), value: value.toFixed(3) })),
      minutes,
    ),
  );
}

async function insertPrices(minutes: 15 | 60, prices: [start: number, eur: number][]) {
  for (const [start, eur] of prices) {
    await database.db.execute(sql`
      INSERT INTO prices (zone, start, minutes, eur_per_mwh)
      VALUES ('FI', ${new Date(start).toISOString()}::timestamptz, ${minutes}, ${eur.toFixed(2)})`);
  }
}

/** Starts from the Helsinki midnight of the day to the next one, every `step` minutes. */
function slots(year: number, month: number, day: number, step: number): number[] {
  const end = helsinkiMidnight(year, month, day + 1).getTime();
  const result: number[] = [];
  for (let t = helsinkiMidnight(year, month, day).getTime(); t < end; t += step * minuteMs) {
    result.push(t);
  }
  return result;
}

interface RollupRow {
  start: number;
  hours: number;
  night: number | null;
  spot: number | null;
}

async function rollup(table: string | SQL, pointId: number): Promise<RollupRow[]> {
  const found = await rows<{
    start: number;
    hours: number;
    night: string | null;
    spot: string | null;
  }>(
    sql`SELECT (extract(epoch FROM bucket_start) * 1000)::float8 AS start, hours,
               night_value::text AS night, spot_cost::text AS spot
        FROM ${typeof table === 'string' ? sql.identifier(table) : table} r
        WHERE metering_point_id = ${pointId} ORDER BY bucket_start`,
  );
  return found.map((row) => ({
    start: Number(row.start),
    hours: row.hours,
    night: row.night === null ? null : Number(row.night),
    spot: row.spot === null ? null : Number(row.spot),
  }));
}

const hourOf = (t: number) => t - (t % 3_600_000);
const value = (i: number) => 0.05 + ((i * 37) % 23) * 0.011;
const price = (i: number) =>
  Math.round((40 + 30 * Math.sin(i / 5) - (i % 11 === 0 ? 50 : 0)) * 100) / 100;
/** 15 January 2030 has quarter-hour prices. */
const quarterPrices: [number, number][] = slots(2030, 1, 15, 15).map((t, i) => [t, price(i)]);

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`
    INSERT INTO customers (kind, name, business_id) VALUES ('company', 'Hintatesti Oy', '7777777-5')`);
  points.quarter = await createPoint('9770000001', 'electricity');
  points.hourly = await createPoint('9770000002', 'electricity');
  points.missing = await createPoint('9770000003', 'electricity');
  points.dst = await createPoint('9770000004', 'electricity');
  points.water = await createPoint('9770000005', 'water');
  await insertPrices(15, quarterPrices);
});
afterAll(() => database.close());

const refresh = (ids: number[], from: Date, to: Date) =>
  refreshRollups(database.db, { meteringPointIds: ids, from, to });

describe('refreshRollups: spot cost', () => {
  it('costs quarter-hours at quarter prices, and at the hour price before quarter prices', async () => {
    const january = slots(2030, 1, 15, 15);
    const januaryPrices = new Map(quarterPrices);
    const february = slots(2030, 2, 12, 15);
    const hourPrices = new Map(slots(2030, 2, 12, 60).map((t, i) => [t, price(i + 7)]));
    await insertPrices(60, [...hourPrices]);
    const values = new Map([...january, ...february].map((t, i) => [t, value(i)]));
    await insertMeterData(points.quarter, [...values]);

    await refresh([points.quarter], helsinkiMidnight(2030, 1, 1), helsinkiMidnight(2030, 3, 1));

    const expected = new Map<number, number>();
    for (const [t, v] of values) {
      const eur = januaryPrices.get(t) ?? hourPrices.get(hourOf(t))!;
      expected.set(hourOf(t), (expected.get(hourOf(t)) ?? 0) + (v * eur) / 1000);
    }
    const hours = await rollup(allHourRows(), points.quarter);
    expect(hours).toHaveLength(48);
    for (const hour of hours)
      expect(hour.spot, new Date(hour.start).toISOString()).toBeCloseTo(
        expected.get(hour.start)!,
        7,
      );
    const sumOver = (from: Date, to: Date) =>
      [...expected]
        .filter(([t]) => t >= from.getTime() && t < to.getTime())
        .reduce((s, [, c]) => s + c, 0);
    const days = await rollup('meter_data_day', points.quarter);
    expect(days.map((d) => d.start)).toEqual([
      helsinkiMidnight(2030, 1, 15).getTime(),
      helsinkiMidnight(2030, 2, 12).getTime(),
    ]);
    expect(days[0]!.spot).toBeCloseTo(
      sumOver(helsinkiMidnight(2030, 1, 15), helsinkiMidnight(2030, 1, 16)),
      6,
    );
    expect(days[1]!.spot).toBeCloseTo(
      sumOver(helsinkiMidnight(2030, 2, 12), helsinkiMidnight(2030, 2, 13)),
      6,
    );
    const months = await rollup('meter_data_month', points.quarter);
    expect(months.map((m) => m.spot)).toEqual([days[0]!.spot, days[1]!.spot]);
  });

  it('costs an hour stored as one row at the mean of its quarter prices', async () => {
    const hours = slots(2030, 1, 15, 60);
    await insertMeterData(
      points.hourly,
      hours.map((t, i) => [t, value(i) * 4]),
      60,
    );

    await refresh([points.hourly], helsinkiMidnight(2030, 1, 15), helsinkiMidnight(2030, 1, 16));

    const stored = await rollup(allHourRows(), points.hourly);
    expect(stored).toHaveLength(24);
    stored.forEach((hour, i) => {
      const quarters = quarterPrices.slice(4 * i, 4 * i + 4);
      const mean = quarters.reduce((sum, [, eur]) => sum + eur, 0) / 4;
      expect(hour.spot).toBeCloseTo((value(i) * 4 * mean) / 1000, 7);
    });
  });

  it('leaves the cost null up the chain where a price is missing', async () => {
    const day = slots(2030, 3, 5, 60);
    const missingHour = day[10]!;
    await insertPrices(
      60,
      day.filter((t) => t !== missingHour).map((t, i) => [t, price(i)]),
    );
    await insertMeterData(
      points.missing,
      slots(2030, 3, 5, 15).map((t, i) => [t, value(i)]),
    );

    await refresh([points.missing], helsinkiMidnight(2030, 3, 5), helsinkiMidnight(2030, 3, 6));

    const hours = await rollup(allHourRows(), points.missing);
    expect(hours.filter((hour) => hour.spot === null).map((hour) => hour.start)).toEqual([
      missingHour,
    ]);
    expect((await rollup('meter_data_day', points.missing))[0]!.spot).toBeNull();
    expect((await rollup('meter_data_month', points.missing))[0]!.spot).toBeNull();
  });

  it('counts 23 and 25 hours and the night consumption on the DST days', async () => {
    const spring = slots(2030, 3, 31, 60);
    const autumn = slots(2030, 10, 27, 15);
    expect([spring.length, autumn.length / 4]).toEqual([23, 25]);
    const values: [number, number][] = [...spring, ...autumn].map((t, i) => [t, value(i)]);
    await insertMeterData(points.dst, values.slice(0, spring.length), 60);
    await insertMeterData(points.dst, values.slice(spring.length));
    await insertMeterData(
      points.water,
      [
        [helsinkiMidnight(2030, 3, 31).getTime(), 1.25],
        [helsinkiMidnight(2030, 10, 27).getTime(), 0.75],
      ],
      1440,
    );

    await refresh(
      [points.dst, points.water],
      helsinkiMidnight(2030, 3, 1),
      helsinkiMidnight(2030, 11, 1),
    );

    const night = (from: Date, to: Date) =>
      values
        .filter(([t]) => t >= from.getTime() && t < to.getTime())
        .filter(([t]) => {
          const { hour } = helsinkiFields(t);
          return hour >= 22 || hour < 7;
        })
        .reduce((sum, [, v]) => sum + v, 0);
    const days = await rollup('meter_data_day', points.dst);
    expect(days.map((d) => d.hours)).toEqual([23, 25]);
    expect(days[0]!.night).toBeCloseTo(
      night(helsinkiMidnight(2030, 3, 31), helsinkiMidnight(2030, 4, 1)),
      6,
    );
    expect(days[1]!.night).toBeCloseTo(
      night(helsinkiMidnight(2030, 10, 27), helsinkiMidnight(2030, 10, 28)),
      6,
    );
    // 22–07 is nine hours, one of which the spring day skips and the autumn day repeats.
    const hours = await rollup(allHourRows(), points.dst);
    const nightHours = (from: Date, to: Date) =>
      hours.filter((h) => h.start >= from.getTime() && h.start < to.getTime() && h.night === 0)
        .length;
    expect(nightHours(helsinkiMidnight(2030, 3, 31), helsinkiMidnight(2030, 4, 1))).toBe(23 - 8);
    expect(nightHours(helsinkiMidnight(2030, 10, 27), helsinkiMidnight(2030, 10, 28))).toBe(
      25 - 10,
    );
    const months = await rollup('meter_data_month', points.dst);
    expect(months.map((m) => m.hours)).toEqual([23, 25]);
    expect(months.map((m) => m.night)).toEqual(days.map((d) => d.night));
    // Water is neither costed at spot prices nor split into day and night.
    const water = await rollup('meter_data_day', points.water);
    expect(water.map((d) => [d.night, d.spot])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
