import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageAnswerSchema, type UsageAnswer } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildCompanyManager,
  buildConsumer,
  buildMeteringPoint,
  createCustomer,
  seriesBetween,
} from '../../../test/factories';
import { queryRows } from '../../db/query';
import {
  addYears,
  dayFromToday,
  firstOfMonth,
  latestLastSunday,
  midnight,
  nextDay,
} from '../../usage-periods/test-dates';

const yesterday = dayFromToday(-1);
const today = dayFromToday(0);
const hoursBetween = (start: string, end: string) =>
  (midnight(end).getTime() - midnight(start).getTime()) / 3_600_000;

let testApp: TestApp;
/** Session cookies: a consumer, and a manager of a parent company and its subsidiary. */
let consumer: string;
let companyManager: string;
/**
 * The consumer's main electricity point (hourly until 2024, quarter-hours since, with
 * production and readings), cottage, district heat and water; another consumer's point; the
 * parent company's electricity and heat points. Identifiers, by name.
 */
let points: Record<
  'main' | 'cottage' | 'heat' | 'water' | 'maija' | 'companyOffice' | 'companyHeat',
  string
>;
/** Business ids: the manager's parent company and subsidiary, and a housing company. */
let companies: Record<'parent' | 'subsidiary' | 'house', string>;

beforeAll(async () => {
  testApp = await buildTestApp();
  const db = testApp.database.db;
  const end = midnight(today);
  // Data from a year before the 1st of last month: both DST days and the year so far.
  const yearAgo = midnight(firstOfMonth(yesterday, -13));
  const built = await buildConsumer(db, {
    points: [
      {
        resolutionMinutes: 15,
        hourlyUntil: midnight('2024-01-01'),
        series: seriesBetween(yearAgo, end, 15, (i) => ({
          value: 0.25 + (i % 8) / 16,
          production: i % 96 >= 40 && i % 96 < 64 ? 0.125 : 0,
          reading: 10_000 + i / 4,
        })),
      },
      { series: seriesBetween(midnight(firstOfMonth(yesterday, -1)), end, 60) },
      {
        utility: 'districtheat',
        series: seriesBetween(midnight(`${Number(yesterday.slice(0, 4)) - 1}-01-01`), end, 60),
      },
      {
        utility: 'water',
        series: seriesBetween(midnight(firstOfMonth(yesterday, -3)), end, 1440, (i) => ({
          value: 0.2,
          reading: 100 + i / 5,
        })),
      },
    ],
  });
  consumer = built.cookie;
  const [main, cottage, heat, water] = built.points.map((point) => point.identifier);
  const maija = (await buildConsumer(db, { points: [{}] })).points[0]!.identifier;

  const parent = await createCustomer(db, 'company');
  const subsidiary = await createCustomer(db, 'company', { parentCustomerId: parent.id });
  const house = await createCustomer(db, 'housing_company');
  companies = {
    parent: parent.businessId!,
    subsidiary: subsidiary.businessId!,
    house: house.businessId!,
  };
  companyManager = (await buildCompanyManager(db, { companies: [parent, subsidiary] })).cookie;
  const companyPoint = (utility: 'electricity' | 'districtheat') =>
    buildMeteringPoint(db, {
      customerId: parent.id,
      utility,
      series: seriesBetween(midnight(dayFromToday(-2)), end, 60),
    });
  points = {
    main: main!,
    cottage: cottage!,
    heat: heat!,
    water: water!,
    maija,
    companyOffice: (await companyPoint('electricity')).identifier,
    companyHeat: (await companyPoint('districtheat')).identifier,
  };
});
afterAll(() => testApp.app.close());

function get(path: string, cookie?: string) {
  return testApp.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
}

const usageUrl = (type: string, level: string, query: Record<string, string>) =>
  `/api/${type}/${level}?${new URLSearchParams(query).toString()}`;

async function usage(
  type: string,
  level: string,
  query: Record<string, string>,
  cookie = consumer,
): Promise<UsageAnswer> {
  const response = await get(usageUrl(type, level, query), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return usageAnswerSchema.parse(response.json());
}

describe('GET /api/{type}/{level}: views and buckets', () => {
  it('answers the year view with one month bucket per month so far', async () => {
    const year = yesterday.slice(0, 4);
    const answer = await usage('electricity', 'thisyear', {
      mp: points.main,
      start: `${year}-01-01`,
      end: `${Number(year) + 1}-01-01`,
    });
    expect(answer.unit).toBe('kWh');
    expect(answer.maximumResolution).toBe('quarterhour');
    expect(answer.data).toHaveLength(Number(yesterday.slice(5, 7)));
    expect(answer.data[0]!.ts).toBe(midnight(`${year}-01-01`).toISOString());
    expect(answer.data.map((point) => point.ts)).toEqual(
      answer.data.map((_, i) => midnight(firstOfMonth(`${year}-01-01`, i)).toISOString()),
    );
  });

  it('answers the month level like thisyear (the water year view asks month)', async () => {
    const start = firstOfMonth(yesterday, -3);
    const end = firstOfMonth(yesterday);
    const answer = await usage('water', 'month', { mp: points.water, start, end });
    expect(answer.unit).toBe('m3');
    expect(answer.maximumResolution).toBe('day');
    expect(answer.data).toHaveLength(3);
    expect(answer.data.every((point) => point.r !== undefined)).toBe(true);
  });

  it('answers a month view with one day bucket per day', async () => {
    const start = firstOfMonth(yesterday, -1);
    const end = firstOfMonth(yesterday);
    const answer = await usage('heat', 'day', { mp: points.heat, start, end });
    expect(answer.maximumResolution).toBe('hour');
    expect(answer.data).toHaveLength(Math.round(hoursBetween(start, end) / 24));
    expect(answer.data.map((point) => point.ts)).toContain(midnight(start).toISOString());
  });

  it('answers a day view with 24 hour buckets, production and readings', async () => {
    const start = dayFromToday(-2);
    const answer = await usage('electricity', 'hour', { mp: points.main, start, end: yesterday });
    expect(answer.data).toHaveLength(hoursBetween(start, yesterday));
    for (const point of answer.data) {
      expect(point.vp).toEqual(expect.any(Number));
      expect(point.r).toEqual(expect.any(Number));
      expect(point.comparison).toBeUndefined();
    }
    expect(answer.data.some((point) => point.vp! > 0)).toBe(true);
  });

  it('leaves vp out for a point without production', async () => {
    const answer = await usage('electricity', 'hour', {
      mp: points.cottage,
      start: dayFromToday(-2),
      end: yesterday,
    });
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.every((point) => !('vp' in point))).toBe(true);
  });

  it.each([
    ['spring', 3, 23],
    ['autumn', 10, 25],
  ])('gives the %s DST day (month %i) %i hour buckets', async (_, month, hours) => {
    const day = latestLastSunday(month);
    const answer = await usage('electricity', 'hour', {
      mp: points.main,
      start: day,
      end: nextDay(day),
    });
    expect(answer.data).toHaveLength(hours);
    const dayView = await usage('electricity', 'day', {
      mp: points.main,
      start: day,
      end: nextDay(day),
    });
    const sum = answer.data.reduce((total, point) => total + (point.v ?? 0), 0);
    expect(dayView.data[0]!.v).toBeCloseTo(sum, 4);
  });

  it('answers quarter-hours of a smart-meter day', async () => {
    const start = dayFromToday(-2);
    const answer = await usage('electricity', 'quarterhour', {
      mp: points.main,
      start,
      end: yesterday,
    });
    expect(answer.data).toHaveLength(hoursBetween(start, yesterday) * 4);
    const steps = answer.data
      .slice(1)
      .map((point, i) => Date.parse(point.ts) - Date.parse(answer.data[i]!.ts));
    expect(new Set(steps)).toEqual(new Set([15 * 60_000]));
  });

  it('accepts instants with an offset and a company view through its business id', async () => {
    const start = `${dayFromToday(-2)}T00:00:00+00:00`;
    const end = `${dayFromToday(-2)}T06:00:00Z`;
    const answer = await usage(
      'electricity',
      'hour',
      { mp: points.companyOffice, companyid: companies.parent, logintype: 'b2b', start, end },
      companyManager,
    );
    expect(answer.data).toHaveLength(6);
    expect(answer.data[0]!.ts).toBe(new Date(start).toISOString());
  });

  it('says no-store', async () => {
    const response = await get(
      usageUrl('water', 'month', {
        mp: points.water,
        start: firstOfMonth(yesterday),
        end: today,
      }),
      consumer,
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/{type}/{level}: comparison with the previous year', () => {
  it("gives each bucket the same Helsinki day a year earlier, and none where that year's is missing", async () => {
    const [first, second] = [dayFromToday(-2), yesterday];
    const pointId = await pointIdOf(points.main);
    // Set up the previous year exactly: one known row, one missing one.
    await testApp.database.db.execute(sql`
      DELETE FROM meter_data_day WHERE metering_point_id = ${pointId}
        AND bucket_start IN (${midnight(addYears(first, -1)).toISOString()}::timestamptz,
                             ${midnight(addYears(second, -1)).toISOString()}::timestamptz)`);
    await testApp.database.db.execute(sql`
      INSERT INTO meter_data_day (metering_point_id, bucket_start, value, production, reading, samples)
      VALUES (${pointId}, ${midnight(addYears(second, -1)).toISOString()}::timestamptz,
              12.345, 1.5, 4321, 96)`);

    const answer = await usage('electricity', 'day', {
      mp: points.main,
      start: first,
      end: today,
      comparison: 'true',
    });
    expect(answer.data).toHaveLength(2);
    expect(answer.data[0]!.comparison).toBeUndefined();
    expect(answer.data[1]!.comparison).toEqual({
      ts: midnight(addYears(second, -1)).toISOString(),
      v: 12.345,
      vp: 1.5,
      r: 4321,
    });
  });

  it("matches the year view's comparison months to last year's months", async () => {
    const year = Number(yesterday.slice(0, 4));
    const query = { mp: points.heat, start: `${year}-01-01`, end: `${year + 1}-01-01` };
    const answer = await usage('heat', 'thisyear', { ...query, comparison: 'true' });
    const lastYear = await get(
      usageUrl('heat', 'thisyear', {
        mp: points.heat,
        start: `${year - 1}-01-01`,
        end: `${year}-01-01`,
      }),
      consumer,
    );
    const previous = lastYear.statusCode === 200 ? usageAnswerSchema.parse(lastYear.json()) : null;
    answer.data.forEach((point, i) => {
      const lastYearsMonth = midnight(firstOfMonth(`${year - 1}-01-01`, i)).toISOString();
      expect(point.comparison).toEqual(previous?.data.find((p) => p.ts === lastYearsMonth));
    });
  });
});

describe('GET /api/{type}/{level}: year and month views read the rollups', () => {
  it('answers from meter_data_month and meter_data_day, not from meter_days', async () => {
    const pointId = await pointIdOf(points.cottage);
    const month = firstOfMonth(yesterday);
    await testApp.database.db.execute(sql`
      UPDATE meter_data_month SET value = 98765.25
      WHERE metering_point_id = ${pointId} AND bucket_start = ${midnight(month).toISOString()}::timestamptz`);
    await testApp.database.db.execute(sql`
      UPDATE meter_data_day SET value = 4321.5
      WHERE metering_point_id = ${pointId} AND bucket_start = ${midnight(yesterday).toISOString()}::timestamptz`);
    await testApp.database.db.execute(
      sql`DELETE FROM meter_days WHERE metering_point_id = ${pointId}`,
    );

    const year = await usage('electricity', 'thisyear', {
      mp: points.cottage,
      start: month,
      end: firstOfMonth(month, 1),
    });
    expect(year.data).toEqual([expect.objectContaining({ v: 98765.25 })]);
    const days = await usage('electricity', 'day', {
      mp: points.cottage,
      start: yesterday,
      end: today,
    });
    expect(days.data).toEqual([expect.objectContaining({ v: 4321.5 })]);
  });
});

describe('GET /api/{type}/{level}: refusals', () => {
  const rangeError = {
    error: 'USAGE_RANGE_INVALID',
    message: 'Kulutuslukemia voi hakea enintään yhden vuoden ajalta...',
  };

  it.each([
    ['over one year', { start: '2025-01-01', end: '2026-01-02' }],
    ['end before start', { start: yesterday, end: dayFromToday(-2) }],
    ['end equal to start', { start: yesterday, end: yesterday }],
    ['a malformed date', { start: 'eilen', end: today }],
    ['an impossible date', { start: '2025-02-30', end: '2025-03-02' }],
    ['an instant without offset', { start: `${yesterday}T00:00:00`, end: today }],
  ])('answers 400 with the range message for %s', async (_, range) => {
    const response = await get(
      usageUrl('electricity', 'day', { mp: points.main, ...range }),
      consumer,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(rangeError);
  });

  it('allows exactly one calendar year', async () => {
    const year = Number(yesterday.slice(0, 4));
    const response = await get(
      usageUrl('electricity', 'thisyear', {
        mp: points.main,
        start: `${year}-01-01`,
        end: `${year + 1}-01-01`,
      }),
      consumer,
    );
    expect(response.statusCode).toBe(200);
  });

  it('answers other bad query fields with the normal 400', async () => {
    const queries: Record<string, string>[] = [
      { mp: 'abc', start: yesterday, end: today },
      { mp: points.main, start: yesterday, end: today, comparison: 'kyllä' },
      { mp: points.main, start: 'eilen', end: today, tuntematon: '1' },
    ];
    for (const query of queries) {
      const response = await get(usageUrl('electricity', 'day', query), consumer);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
    const level = await get(
      usageUrl('electricity', 'week', { mp: points.main, start: yesterday, end: today }),
      consumer,
    );
    expect(level.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const response = await get(
      usageUrl('electricity', 'day', { mp: points.main, start: yesterday, end: today }),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('UNAUTHORIZED');
  });

  it.each([
    ["another consumer's point", 'maija', undefined],
    ['a point that does not exist', null, undefined],
    ["a company's point", 'companyOffice', undefined],
    ['a foreign company id', 'main', 'parent'],
  ] as const)('answers 403 for %s', async (_, point, company) => {
    const mp = point === null ? '6499999999' : points[point];
    const companyid = company && companies[company];
    const query = { mp, start: yesterday, end: today, ...(companyid ? { companyid } : {}) };
    const response = await get(usageUrl('electricity', 'day', query), consumer);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('FORBIDDEN');
  });

  it("answers 403 when the company is not the user's or does not own the point", async () => {
    const query = { mp: points.companyOffice, start: yesterday, end: today };
    for (const companyid of [companies.house, companies.subsidiary, '9999999-9']) {
      const response = await get(
        usageUrl('electricity', 'day', { ...query, companyid }),
        companyManager,
      );
      expect(response.statusCode, companyid).toBe(403);
    }
  });

  it("answers 404 for a point of another utility than the path's", async () => {
    const response = await get(
      usageUrl('heat', 'day', { mp: points.main, start: yesterday, end: today }),
      consumer,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Pyydettyjä tietoja ei löytynyt');
  });

  it('answers a range before the first stored value as no data yet (no-data-yet.test.ts)', async () => {
    const answer = await usage('electricity', 'day', {
      mp: points.main,
      start: '2021-03-01',
      end: '2021-04-01',
    });
    expect(answer.data).toEqual([]);
    expect(answer.noDataYet?.dataFrom).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('answers 404 for quarter-hours where the meter was hourly (before 2024)', async () => {
    for (const range of [
      { start: '2023-06-01', end: '2023-06-02' },
      { start: '2023-12-31', end: '2024-01-02' },
    ]) {
      const response = await get(
        usageUrl('electricity', 'quarterhour', { mp: points.main, ...range }),
        consumer,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'NO_FINER_DATA',
        message: 'Valitettavasti tarkempaa tietoa ei ole saatavilla tälle ajanjaksolle.',
      });
    }
    const heat = await get(
      usageUrl('heat', 'quarterhour', { mp: points.heat, start: yesterday, end: today }),
      consumer,
    );
    expect(heat.json().error).toBe('NO_FINER_DATA');
  });

  it('answers 404 for a company point of a heat view asked as electricity', async () => {
    const response = await get(
      usageUrl('electricity', 'day', {
        mp: points.companyHeat,
        companyid: companies.parent,
        start: yesterday,
        end: today,
      }),
      companyManager,
    );
    expect(response.statusCode).toBe(404);
  });
});

async function pointIdOf(identifier: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    testApp.database.db,
    sql`SELECT id FROM metering_points WHERE identifier = ${identifier}`,
  );
  return row!.id;
}
