import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageAnswerSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { buildMeteringPoint, cookieOf, createCustomer, createUser } from '../../../test/factories';
import type { Database } from '../../db/connection';
import { writeMeterRows } from '../../db/meter-rows';
import { dayFromToday, midnight, nextDay } from '../../usage-periods/test-dates';

// Decision 0043: a point whose meter data has not come yet answers 200 with no buckets and
// `noDataYet`; missing data where some was due keeps the spec's 404.

const contractStart = dayFromToday(-20);
// The data-holding point's two stored days.
const firstDay = dayFromToday(-5);
const secondDay = dayFromToday(-4);

let testApp: TestApp;
let cookie: string;
let emptyPoint: string;
let dataPoint: string;

/** An hourly electricity point of the customer with a contract from `contractStart`. */
async function createPoint(database: Database, customerId: number) {
  const point = await buildMeteringPoint(database.db, { customerId });
  await database.db.execute(sql`
    INSERT INTO contracts (contract_identifier, contract_type, contract_product, start_date,
                           utility, customer_id, metering_point_id)
    VALUES (${`NODATA-${point.identifier}`}, 'Sähköverkkosopimus', 'Yleissiirto', ${contractStart},
            'electricity', ${customerId}, ${point.id})`);
  return point;
}

/** Every hour of the Helsinki day, one kWh each. */
const hoursOf = (day: string) =>
  Array.from({ length: 24 }, (_, hour) => ({
    ts: new Date(midnight(day).getTime() + hour * 3_600_000),
    value: 1,
  })).filter((row) => row.ts < midnight(nextDay(day)));

beforeAll(async () => {
  testApp = await buildTestApp();
  const db = testApp.database.db;
  const person = await createCustomer(db, 'person');
  const user = await createUser(db, 'consumer', { customerIds: [person.id] });
  cookie = await cookieOf(db, user.id);
  emptyPoint = (await createPoint(testApp.database, person.id)).identifier;
  const withData = await createPoint(testApp.database, person.id);
  dataPoint = withData.identifier;
  await db.transaction((tx) =>
    writeMeterRows(tx, withData.id, [...hoursOf(firstDay), ...hoursOf(secondDay)]),
  );
});
afterAll(() => testApp.app.close());

function get(level: string, query: Record<string, string>, type = 'electricity') {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/${type}/${level}?${new URLSearchParams(query).toString()}`,
    headers: { cookie },
  });
}

async function answer(level: string, query: Record<string, string>) {
  const response = await get(level, query);
  expect(response.statusCode, response.body).toBe(200);
  return usageAnswerSchema.strict().parse(response.json());
}

const thisYear = () => {
  const year = Number(dayFromToday(0).slice(0, 4));
  return { start: `${year}-01-01`, end: `${year + 1}-01-01` };
};

describe('a point without any meter data', () => {
  it('answers the year, month and day views with no buckets and the contract start', async () => {
    for (const [level, range] of [
      ['thisyear', thisYear()],
      ['day', { start: dayFromToday(-10), end: dayFromToday(0) }],
      ['hour', { start: dayFromToday(-1), end: dayFromToday(0) }],
    ] as const) {
      expect(await answer(level, { mp: emptyPoint, ...range }), level).toEqual({
        data: [],
        unit: 'kWh',
        maximumResolution: 'hour',
        noDataYet: { dataFrom: contractStart },
      });
    }
  });

  it('answers the cost view the same way', async () => {
    const range = { start: dayFromToday(-10), end: dayFromToday(0) };
    const costs = await answer('day', { mp: emptyPoint, ...range, cost: 'true' });
    expect(costs).toMatchObject({ data: [], noDataYet: { dataFrom: contractStart } });
  });

  it('offers no Excel file of nothing: 404', async () => {
    const range = { start: dayFromToday(-10), end: dayFromToday(0) };
    const response = await get('day', { mp: emptyPoint, ...range, download: 'true' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('NOT_FOUND');
  });

  it('still answers 403 for a point of someone else and 404 for another utility', async () => {
    const range = { start: dayFromToday(-10), end: dayFromToday(0) };
    expect((await get('day', { mp: '6400100005', ...range })).statusCode).toBe(403);
    expect((await get('day', { mp: emptyPoint, ...range }, 'heat')).statusCode).toBe(404);
  });
});

describe('a point with meter data', () => {
  it('answers a period before its first value with the first stored day', async () => {
    const before = { start: dayFromToday(-15), end: firstDay };
    expect(await answer('day', { mp: dataPoint, ...before })).toEqual({
      data: [],
      unit: 'kWh',
      maximumResolution: 'hour',
      noDataYet: { dataFrom: firstDay },
    });
  });

  it('answers a period holding data as before, without noDataYet', async () => {
    const result = await answer('day', { mp: dataPoint, start: firstDay, end: dayFromToday(0) });
    expect(result.noDataYet).toBeUndefined();
    expect(result.data.map((bucket) => [bucket.ts, bucket.v])).toEqual([
      [midnight(firstDay).toISOString(), 24],
      [midnight(secondDay).toISOString(), 24],
    ]);
  });

  it('answers a period reaching past today after the last stored day as not yet come', async () => {
    const result = await answer('hour', {
      mp: dataPoint,
      start: dayFromToday(-1),
      end: dayFromToday(1),
    });
    expect(result).toMatchObject({ data: [], noDataYet: { dataFrom: null } });
  });

  it('keeps 404 for a past period after the last stored day (data missing)', async () => {
    const response = await get('day', {
      mp: dataPoint,
      start: dayFromToday(-3),
      end: dayFromToday(-2),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'Pyydettyjä tietoja ei löytynyt',
    });
  });
});
