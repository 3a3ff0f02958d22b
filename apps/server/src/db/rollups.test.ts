import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/database';
import { testMeterDataWindow } from '../../test/template';
import { testClock } from '../../test/clock';
import type { Database } from './connection';
import { allMeterRows } from './meter-rows';
import { queryRows } from './query';
import { refreshRollups } from './rollups';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(database.db, query);

/** Rollup rows of sample points whose sums, sample count or last reading differ from raw rows. */
async function mismatches(table: 'meter_data_day' | 'meter_data_month', unit: string) {
  // A quarter-hour point with solar production, a quarter-hour point without, an hourly one.
  const ids = sql.join(
    [
      await pointId('electricity', 15),
      await lastPointId('electricity'),
      await pointId('districtheat', 60),
    ].map((id) => sql`${id}`),
    sql`, `,
  );
  return rows<{ n: number }>(sql`
    WITH raw AS (
      SELECT metering_point_id, date_trunc(${unit}, ts, 'Europe/Helsinki') AS bucket_start,
             sum(value) AS value, sum(production) AS production, count(*)::int AS samples,
             (array_agg(reading ORDER BY ts DESC))[1] AS reading
      FROM ${allMeterRows} m WHERE metering_point_id IN (${ids}) GROUP BY 1, 2)
    SELECT count(*)::int AS n
    FROM raw FULL JOIN (SELECT * FROM ${sql.identifier(table)} WHERE metering_point_id IN (${ids})) r
      USING (metering_point_id, bucket_start)
    WHERE r.value IS DISTINCT FROM raw.value OR r.production IS DISTINCT FROM raw.production
       OR r.samples IS DISTINCT FROM raw.samples OR r.reading IS DISTINCT FROM raw.reading`);
}

async function pointId(utility: string, resolution: number): Promise<number> {
  const [row] = await rows<{ id: number }>(
    sql`SELECT id FROM metering_points WHERE utility = ${utility} AND resolution_minutes = ${resolution} ORDER BY id LIMIT 1`,
  );
  return row!.id;
}

async function lastPointId(utility: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    sql`SELECT max(id) AS id FROM metering_points WHERE utility = ${utility}`,
  );
  return row!.id;
}

// The last Sunday of a month, as a local date string.
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

describe('rollups', () => {
  it.each([
    ['meter_data_day', 'day'],
    ['meter_data_month', 'month'],
  ] as const)('%s equals the sums of the raw rows', async (table, unit) => {
    const [result] = await mismatches(table, unit);
    expect(result!.n).toBe(0);
  });

  it('gives a sample day the sum of its raw rows', async () => {
    const id = await pointId('electricity', 15);
    const [sample] = await rows<{ rollup: string; raw: string }>(sql`
      SELECT d.value::text AS rollup,
             (SELECT sum(value)::text FROM ${allMeterRows} m WHERE m.metering_point_id = d.metering_point_id
                AND m.ts >= d.bucket_start AND m.ts < d.bucket_start + interval '1 day') AS raw
      FROM meter_data_day d WHERE d.metering_point_id = ${id}
      ORDER BY d.bucket_start DESC LIMIT 1 OFFSET 40`);
    expect(sample!.rollup).toBe(sample!.raw);
  });

  it('makes the spring DST day 23 hours and the autumn one 25', async () => {
    const { from } = testMeterDataWindow(testClock.now());
    const year = from.getUTCMonth() < 2 ? from.getUTCFullYear() : from.getUTCFullYear() + 1;
    const spring = lastSunday(year, 3);
    const autumn = lastSunday(from.getUTCMonth() < 9 ? from.getUTCFullYear() : year, 10);
    const quarter = await pointId('electricity', 15);
    const hourly = await pointId('districtheat', 60);
    const days = await rows<{ id: number; day: string; samples: number; hours: number }>(sql`
      SELECT d.metering_point_id AS id, to_char(d.bucket_start AT TIME ZONE 'Europe/Helsinki', 'YYYY-MM-DD') AS day,
             d.samples,
             d.hours
      FROM meter_data_day d
      WHERE d.metering_point_id IN (${quarter}, ${hourly})
        AND to_char(d.bucket_start AT TIME ZONE 'Europe/Helsinki', 'YYYY-MM-DD') IN (${spring}, ${autumn})
      ORDER BY d.metering_point_id, day`);
    const expected = [
      { id: quarter, day: spring, samples: 92, hours: 23 },
      { id: quarter, day: autumn, samples: 100, hours: 25 },
      { id: hourly, day: spring, samples: 23, hours: 23 },
      { id: hourly, day: autumn, samples: 25, hours: 25 },
    ];
    expect(days).toEqual(expected.sort((a, b) => a.id - b.id || a.day.localeCompare(b.day)));
  });

  it('sums only the days a range touches, and their months again', async () => {
    const id = await pointId('electricity', 15);
    const [month] = await rows<{ start: string }>(sql`
      SELECT bucket_start::text AS start FROM meter_data_month WHERE metering_point_id = ${id}
      ORDER BY bucket_start LIMIT 1 OFFSET 3`);
    const untouched = new Date(month!.start);
    const touched = new Date(untouched.getTime() + 5 * 86_400_000);
    const dayValue = async (day: Date) => {
      const [row] = await rows<{ value: string }>(sql`
        SELECT value::text AS value FROM meter_data_day
        WHERE metering_point_id = ${id} AND bucket_start = ${day.toISOString()}::timestamptz`);
      return Number(row!.value);
    };
    const before = [await dayValue(untouched), await dayValue(touched)];
    // Both days' first quarter-hour gains 1 kWh; only the second day's range is refreshed.
    await database.db.execute(sql`
      UPDATE meter_days SET value[1] = value[1] + 1000000
      WHERE metering_point_id = ${id}
        AND day_start IN (${untouched.toISOString()}::timestamptz, ${touched.toISOString()}::timestamptz)`);
    await refreshRollups(database.db, {
      meteringPointIds: [id],
      from: touched,
      to: new Date(touched.getTime() + 1),
    });
    expect([await dayValue(untouched), await dayValue(touched)]).toEqual([
      before[0],
      before[1]! + 1,
    ]);
    const [sums] = await rows<{ month: string; days: string }>(sql`
      SELECT m.value::text AS month,
             (SELECT sum(d.value)::text FROM meter_data_day d WHERE d.metering_point_id = m.metering_point_id
                AND date_trunc('month', d.bucket_start, 'Europe/Helsinki') = m.bucket_start) AS days
      FROM meter_data_month m
      WHERE m.metering_point_id = ${id} AND m.bucket_start = ${untouched.toISOString()}::timestamptz`);
    expect(sums!.month).toBe(sums!.days);
    await refreshRollups(database.db, {
      meteringPointIds: [id],
      from: untouched,
      to: new Date(untouched.getTime() + 1),
    });
    expect(await dayValue(untouched)).toBe(before[0]! + 1);
  });

  it('recomputes idempotently after raw rows change', async () => {
    const id = await pointId('electricity', 15);
    const [month] = await rows<{ start: string }>(sql`
      SELECT bucket_start::text AS start FROM meter_data_month WHERE metering_point_id = ${id}
      ORDER BY bucket_start LIMIT 1 OFFSET 2`);
    const from = new Date(month!.start);
    const to = new Date(from.getTime() + 10 * 86_400_000);
    await database.db.execute(sql`
      DELETE FROM meter_days WHERE metering_point_id = ${id} AND day_start = ${from.toISOString()}::timestamptz`);
    // The first hour of a later day gains 1 kWh in each quarter.
    await database.db.execute(sql`
      UPDATE meter_days SET value[1:4] = ARRAY(SELECT v + 1000000 FROM unnest(value[1:4]) v)
      WHERE metering_point_id = ${id}
        AND day_start = date_trunc('day', ${to.toISOString()}::timestamptz, 'Europe/Helsinki')`);
    // Through the end of the changed day.
    const changed = { meteringPointIds: [id], from, to: new Date(to.getTime() + 3_600_000) };
    await refreshRollups(database.db, changed);
    await refreshRollups(database.db, changed);
    for (const [table, unit] of [
      ['meter_data_day', 'day'],
      ['meter_data_month', 'month'],
    ] as const) {
      const [result] = await mismatches(table, unit);
      expect(result!.n, table).toBe(0);
    }
  });
});
