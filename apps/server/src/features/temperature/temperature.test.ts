import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temperatureAnswerSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { buildConsumer, buildMeteringPoint, createCustomer } from '../../../test/factories';
import { queryRows } from '../../db/query';
import { dayFromToday, firstOfMonth, midnight } from '../../usage-periods/test-dates';

const yesterday = dayFromToday(-1);
const today = dayFromToday(0);

let testApp: TestApp;
let cookie: string;
// The consumer's main point is in the Helsinki temperature area, the cottage in Jyväskylä.
let mainPoint: string;
let cottagePoint: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  const consumer = await buildConsumer(testApp.database.db, {
    points: [{ temperatureArea: 'Helsinki' }, { temperatureArea: 'Jyväskylä' }],
  });
  cookie = consumer.cookie;
  mainPoint = consumer.points[0]!.identifier;
  cottagePoint = consumer.points[1]!.identifier;
});
afterAll(() => testApp.app.close());

const get = (level: string, query: Record<string, string>, withSession = true) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/temperature/${level}?${new URLSearchParams(query).toString()}`,
    headers: withSession ? { cookie } : {},
  });

async function temperatures(level: string, query: Record<string, string>) {
  const response = await get(level, query);
  expect(response.statusCode, response.body).toBe(200);
  return temperatureAnswerSchema.parse(response.json()).data;
}

async function storedHours(area: string, start: string, end: string) {
  const rows = await queryRows<{ ts: string; celsius: string }>(
    testApp.database.db,
    sql`SELECT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ts, celsius
        FROM temperatures
        WHERE area = ${area} AND ts >= ${midnight(start).toISOString()}::timestamptz
          AND ts < ${midnight(end).toISOString()}::timestamptz
        ORDER BY ts`,
  );
  return rows.map((row) => ({ ts: row.ts, v: Number(row.celsius) }));
}

describe('GET /api/temperature/{level}', () => {
  it("gives the hours of the point's own area", async () => {
    const hours = await temperatures('hour', { mp: mainPoint, start: yesterday, end: today });
    expect(hours).toEqual(await storedHours('Helsinki', yesterday, today));
    expect(hours.length).toBeGreaterThanOrEqual(23);
    const cottage = await temperatures('hour', { mp: cottagePoint, start: yesterday, end: today });
    expect(cottage).toEqual(await storedHours('Jyväskylä', yesterday, today));
  });

  it('gives day means with one decimal on Helsinki days', async () => {
    const start = firstOfMonth(yesterday, -1);
    const end = firstOfMonth(yesterday);
    const days = await temperatures('day', { mp: mainPoint, start, end });
    const hours = await storedHours('Helsinki', start, end);
    const bounds = [...days.map((day) => day.ts), midnight(end).toISOString()];
    expect(days.length).toBe(Math.round(hours.length / 24));
    days.forEach((day, i) => {
      const inDay = hours.filter((hour) => hour.ts >= bounds[i]! && hour.ts < bounds[i + 1]!);
      expect([23, 24, 25]).toContain(inDay.length);
      const mean = inDay.reduce((sum, hour) => sum + hour.v, 0) / inDay.length;
      expect(Math.abs(day.v - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Number.isInteger(Math.round(day.v * 10 * 1e6) / 1e6)).toBe(true);
    });
    expect(days[0]!.ts).toBe(midnight(start).toISOString());
  });

  it('gives the year view one mean per month (thisyear and month alike)', async () => {
    const start = firstOfMonth(yesterday, -3);
    const end = firstOfMonth(yesterday);
    const months = await temperatures('thisyear', { mp: mainPoint, start, end });
    expect(months.map((month) => month.ts)).toEqual(
      [0, 1, 2].map((i) => midnight(firstOfMonth(start, i)).toISOString()),
    );
    expect(await temperatures('month', { mp: mainPoint, start, end })).toEqual(months);
  });

  it('keeps the hourly values at the full hour of a quarter-hour view', async () => {
    const quarters = await temperatures('quarterhour', {
      mp: mainPoint,
      start: yesterday,
      end: today,
    });
    expect(quarters).toEqual(await storedHours('Helsinki', yesterday, today));
  });

  it('answers 404 when there are no temperatures in the range', async () => {
    const response = await get('day', { mp: mainPoint, start: '2021-01-01', end: '2021-02-01' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Pyydettyjä tietoja ei löytynyt');
  });

  it('refuses like the usage calls: 400, 401, 403', async () => {
    const tooLong = await get('month', { mp: mainPoint, start: '2024-01-01', end: '2025-06-01' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Kulutuslukemia voi hakea enintään yhden vuoden ajalta...');
    const malformed = await get('day', { mp: mainPoint, start: 'x', end: today });
    expect(malformed.json().error).toBe('USAGE_RANGE_INVALID');
    expect(
      (await get('day', { mp: mainPoint, start: yesterday, end: today }, false)).statusCode,
    ).toBe(401);
    const db = testApp.database.db;
    const company = await createCustomer(db, 'company');
    const othersPoint = await buildMeteringPoint(db, {
      customerId: (await createCustomer(db, 'person')).id,
    });
    const foreign: Record<string, string>[] = [
      { mp: othersPoint.identifier },
      { mp: '6499999999' },
      { mp: mainPoint, companyid: company.businessId! },
    ];
    for (const query of foreign) {
      const response = await get('day', { ...query, start: yesterday, end: today });
      expect(response.statusCode, JSON.stringify(query)).toBe(403);
    }
  });
});
