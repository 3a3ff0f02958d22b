import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  helsinkiDay,
  helsinkiFields,
  HOUR_MS,
  type UsageAnswer,
  usageAnswerSchema,
  type UsagePoint,
} from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildCompanyManager,
  buildConsumer,
  buildMeteringPoint,
  createCustomer,
  seriesBetween,
} from '../../../test/factories';
import {
  createTariff,
  priceContract,
  putMeterData,
  putPrices,
  type MeterRow,
  type PriceInput,
} from '../../cost/cost-fixtures';
import { monthCostOfPoint } from '../../cost/month-cost';
import { dayFromToday, firstOfMonth, midnight, nextDay } from '../../usage-periods/test-dates';

// Cost per bucket (issue #14) on a quarter-hour point of the test's own, priced by the test's
// own tariffs, tax and spot prices on chosen days: the VAT changes, the DST days and a day of
// quarter-hour prices. The VAT rates are the legal ones the migration holds.

/** Session cookies of a consumer and of a company's manager. */
let consumer: string;
let companyManager: string;
/**
 * The consumer's points: `own` with the chosen days, `solar` with production over the months
 * before and of `solarMonth` (priced by the test's tariffs, the template's spot prices), an
 * unpriced `cottage`, and `heat` and `water` with last month's data; `maija` another consumer's;
 * `company` the company's. Identifiers.
 */
let points: Record<'own' | 'solar' | 'cottage' | 'heat' | 'water' | 'maija' | 'company', string>;
/** Internal ids of the points the tests price or cost directly. */
let ids: Record<'own' | 'heat' | 'water', number>;
/** Business ids: the manager's company and a housing company. */
let companyId: string;
let houseId: string;
const solarMonth = firstOfMonth(dayFromToday(-35));
const lastMonth = firstOfMonth(dayFromToday(-1), -1);

const month = (day: string) => midnight(day);
const spot = { margin: [0.4, 0.59], fee: [3, 4.5], change: '2024-09-01' };
const grid = { day: [4, 4.5], night: [2.5, 2.7], fee: [12, 14], change: '2025-01-01' };
const tax = { cents: [2.253, 2.79372], change: '2025-01-01' };

const days = [
  ...['2022-11-29', '2022-11-30', '2022-12-01', '2022-12-02'],
  ...['2023-04-29', '2023-04-30', '2023-05-01', '2023-05-02'],
  ...['2024-08-30', '2024-08-31', '2024-09-01', '2024-09-02'],
  ...['2025-03-29', '2025-03-30', '2025-10-26', '2025-11-12'],
];
// A day whose prices are missing (removed, in case the demo world has them) beside a priced one.
const unpricedDay = '2021-02-14';
const pricedNeighbour = '2021-02-15';
// The day-ahead market settles every 15 minutes from this instant.
const quarterPricesFrom = midnight('2025-10-01').getTime();

/** A deterministic price with a daily shape and some negative hours, EUR/MWh. */
const priceAt = (ms: number) => ((Math.floor(ms / 900_000) * 37) % 29) * 6.5 - 25.25;
/** A deterministic quarter-hour consumption, kWh. */
const valueAt = (ms: number) => 0.15 + ((Math.floor(ms / 900_000) * 7) % 11) * 0.05;

function pricesOf(day: string): PriceInput[] {
  const prices: PriceInput[] = [];
  const start = midnight(day).getTime();
  const end = midnight(nextDay(day)).getTime();
  const step = start >= quarterPricesFrom ? 900_000 : HOUR_MS;
  for (let ms = start; ms < end; ms += step) {
    prices.push({
      start: new Date(ms),
      minutes: step === HOUR_MS ? 60 : 15,
      eurPerMwh: priceAt(ms),
    });
  }
  return prices;
}

function quartersOf(day: string): MeterRow[] {
  const rows: MeterRow[] = [];
  for (let ms = midnight(day).getTime(); ms < midnight(nextDay(day)).getTime(); ms += 900_000) {
    rows.push({ ts: new Date(ms), value: Number(valueAt(ms).toFixed(3)) });
  }
  return rows;
}

/** The price a quarter is costed at: its own, or its hour's before quarter-hour prices. */
const quarterPrice = (ms: number) =>
  ms >= quarterPricesFrom ? priceAt(ms) : priceAt(ms - (ms % HOUR_MS));

const monthHours = (day: string) =>
  (midnight(firstOfMonth(day, 1)).getTime() - midnight(firstOfMonth(day)).getTime()) / HOUR_MS;

const isNight = (ms: number) => {
  const hour = helsinkiFields(ms).hour;
  return hour >= 22 || hour < 7;
};

/** Legal VAT of electricity on a day (the migration's rows). */
const vatOn = (day: string) =>
  day < '2022-12-01' ? 24 : day < '2023-05-01' ? 10 : day < '2024-09-01' ? 24 : 25.5;

interface Cost {
  ce: number;
  cd: number;
  ct: number;
  cv: number;
  c: number;
}

/** A day's cost by the rules, from its quarter-hours, prices and the test's rates. */
function handCost(day: string): Cost {
  const quarters = quartersOf(day);
  const kwh = quarters.reduce((total, row) => total + row.value, 0);
  const nightKwh = quarters
    .filter((row) => isNight(row.ts.getTime()))
    .reduce((total, row) => total + row.value, 0);
  const spotCost = quarters.reduce(
    (total, row) => total + (row.value * quarterPrice(row.ts.getTime())) / 1000,
    0,
  );
  // The day's hours holding data (23 or 25 on DST days) of its month's hours.
  const share = quarters.length / 4 / monthHours(day);
  const s = day < spot.change ? 0 : 1;
  const g = day < grid.change ? 0 : 1;
  const t = day < tax.change ? 0 : 1;
  const ce = spotCost + (spot.margin[s]! * kwh) / 100 + spot.fee[s]! * share;
  const cd =
    grid.fee[g]! * share + (grid.day[g]! * (kwh - nightKwh) + grid.night[g]! * nightKwh) / 100;
  const ct = (tax.cents[t]! * kwh) / 100;
  const cv = ((ce + cd + ct) * vatOn(day)) / 100;
  return { ce, cd, ct, cv, c: ce + cd + ct + cv };
}

const costKeys = ['c', 'ce', 'cd', 'ct', 'cv'] as const;

/** Digits a stored day or month cost is exact to: each part is rounded to 1e-8 €. */
const stored = 7;

function expectCost(point: UsagePoint | undefined, expected: Cost, digits = 6) {
  for (const key of costKeys) expect(point?.[key], key).toBeCloseTo(expected[key], digits);
}

let testApp: TestApp;

function get(path: string, cookie = consumer) {
  return testApp.app.inject({ method: 'GET', url: path, headers: { cookie } });
}

const usageUrl = (type: string, level: string, query: Record<string, string>) =>
  `/api/${type}/${level}?${new URLSearchParams({ ...query, cost: 'true' }).toString()}`;

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

const own = (level: string, start: string, end: string) =>
  usage('electricity', level, { mp: points.own, start, end });

const sum = (points: UsagePoint[], key: 'c' | 'ce' | 'cd' | 'ct' | 'cv' | 'v') =>
  points.reduce((total, point) => total + point[key]!, 0);

/** Every bucket priced; the sums of its parts add up to its total. */
function expectPriced(points: UsagePoint[]) {
  for (const point of points) {
    expect(point.c, point.ts).toEqual(expect.any(Number));
    expect(point.ce! + point.cd! + point.ct! + point.cv!).toBeCloseTo(point.c!, 9);
  }
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const { database } = testApp;
  await database.db.execute(sql`DELETE FROM electricity_tax_rates`);
  await database.db.execute(sql`
    INSERT INTO electricity_tax_rates (valid_from, cents_per_kwh)
    VALUES ('2015-01-01T00:00:00+02', ${tax.cents[0]}), (${month(tax.change).toISOString()}, ${tax.cents[1]})`);
  const spotTariff = await createTariff(database, {
    code: 'TEST-SPOT',
    utility: 'electricity',
    kind: 'spot',
    rates: [0, 1].map((i) => ({
      validFrom: i === 0 ? month('2015-01-01') : month(spot.change),
      priceCents: spot.margin[i]!,
      monthlyFeeEuros: spot.fee[i]!,
    })),
  });
  const gridTariff = await createTariff(database, {
    code: 'TEST-GRID',
    utility: 'electricity',
    kind: 'distribution',
    rates: [0, 1].map((i) => ({
      validFrom: i === 0 ? month('2015-01-01') : month(grid.change),
      priceCents: grid.day[i]!,
      nightPriceCents: grid.night[i]!,
      monthlyFeeEuros: grid.fee[i]!,
    })),
  });
  const db = database.db;
  const end = midnight(dayFromToday(0));
  const built = await buildConsumer(db, {
    points: [
      { resolutionMinutes: 15 },
      {
        resolutionMinutes: 15,
        series: seriesBetween(
          midnight(firstOfMonth(solarMonth, -1)),
          midnight(firstOfMonth(solarMonth, 1)),
          15,
          (i) => ({ value: 0.2 + (i % 5) / 10, production: i % 96 >= 40 && i % 96 < 64 ? 0.1 : 0 }),
        ),
      },
      { series: seriesBetween(midnight(dayFromToday(-3)), end, 60) },
      { utility: 'districtheat', series: seriesBetween(midnight(lastMonth), end, 60) },
      {
        utility: 'water',
        series: seriesBetween(midnight(lastMonth), end, 1440, (i) => ({
          value: 0.25,
          reading: 100 + i / 4,
        })),
      },
    ],
  });
  consumer = built.cookie;
  const [own, solar, cottage, heat, water] = built.points;
  for (const pointId of [own!.id, solar!.id]) {
    await priceContract(database, pointId, spotTariff, '2016-01-01');
    await priceContract(database, pointId, gridTariff, '2016-01-01');
  }
  const pointId = own!.id;
  ids = { own: pointId, heat: heat!.id, water: water!.id };
  const company = await createCustomer(db, 'company');
  companyId = company.businessId!;
  houseId = (await createCustomer(db, 'housing_company')).businessId!;
  companyManager = (await buildCompanyManager(db, { companies: [company] })).cookie;
  points = {
    own: own!.identifier,
    solar: solar!.identifier,
    cottage: cottage!.identifier,
    heat: heat!.identifier,
    water: water!.identifier,
    maija: (await buildConsumer(db, { points: [{}] })).points[0]!.identifier,
    company: (await buildMeteringPoint(db, { customerId: company.id })).identifier,
  };
  // Prices first: the rollups carry the spot cost of what they sum.
  for (const day of days) {
    await putPrices(database, midnight(day), midnight(nextDay(day)), pricesOf(day));
  }
  await putPrices(database, midnight(unpricedDay), midnight(nextDay(unpricedDay)), []);
  await putPrices(
    database,
    midnight(pricedNeighbour),
    midnight(nextDay(pricedNeighbour)),
    pricesOf(pricedNeighbour),
  );
  await putMeterData(
    database,
    pointId,
    [...days, unpricedDay, pricedNeighbour].flatMap(quartersOf),
  );
});
afterAll(() => testApp.app.close());

describe('GET /api/electricity/{level}?cost=true', () => {
  it('gives a day of quarter-hour prices the cost computed by hand', async () => {
    const day = '2025-11-12';
    const kwh = quartersOf(day).reduce((total, row) => total + row.value, 0);
    const answer = await own('day', day, nextDay(day));
    expect(answer.data).toHaveLength(1);
    const [bucket] = answer.data;
    expect(bucket!.v).toBeCloseTo(kwh, 6);
    // November: 720 h, so the day holds 24/720 of the monthly fees.
    expectCost(bucket, handCost(day));
    expect(bucket!.p).toBeUndefined();
  });

  it('gives hours and quarters the day-ahead price with VAT (an hour the mean of its quarters)', async () => {
    const day = '2025-11-12';
    const quarters = await own('quarterhour', day, nextDay(day));
    expect(quarters.data).toHaveLength(96);
    for (const point of quarters.data) {
      expect(point.p).toBeCloseTo((priceAt(Date.parse(point.ts)) / 10) * 1.255, 9);
    }
    const hours = await own('hour', day, nextDay(day));
    expect(hours.data).toHaveLength(24);
    for (const point of hours.data) {
      const start = Date.parse(point.ts);
      const mean = [0, 1, 2, 3].reduce((total, q) => total + priceAt(start + q * 900_000), 0) / 4;
      expect(point.p).toBeCloseTo((mean / 10) * 1.255, 9);
    }
    // Before quarter-hour prices, an hour has one price.
    const hourly = await own('quarterhour', '2025-03-29', '2025-03-30');
    expect(hourly.data[1]!.p).toBeCloseTo(
      (priceAt(Date.parse(hourly.data[0]!.ts)) / 10) * 1.255,
      9,
    );
  });

  it('splits distribution by the Helsinki night hours 22–07', async () => {
    const day = '2025-11-12';
    const hours = await own('hour', day, nextDay(day));
    const fee = grid.fee[1]! / 720;
    for (const point of hours.data) {
      const hour = helsinkiFields(Date.parse(point.ts)).hour;
      const rate = hour >= 22 || hour < 7 ? grid.night[1]! : grid.day[1]!;
      expect(point.cd, `${hour}:00`).toBeCloseTo(fee + (rate * point.v!) / 100, 9);
    }
    const nightHours = hours.data.filter((point) => isNight(Date.parse(point.ts)));
    expect(nightHours).toHaveLength(9);
  });

  it.each([
    ['2025-03-30', 23],
    ['2025-10-26', 25],
  ])('adds the DST day %s up: the day = its %i hours = its quarter-hours', async (day, count) => {
    const [dayView, hours, quarters] = await Promise.all([
      own('day', day, nextDay(day)),
      own('hour', day, nextDay(day)),
      own('quarterhour', day, nextDay(day)),
    ]);
    expect(hours.data).toHaveLength(count);
    expect(quarters.data).toHaveLength(count * 4);
    for (const view of [dayView, hours, quarters]) expectPriced(view.data);
    const [total] = dayView.data;
    for (const key of costKeys) {
      expect(sum(hours.data, key), key).toBeCloseTo(total![key]!, 6);
      expect(sum(quarters.data, key), key).toBeCloseTo(total![key]!, 6);
    }
    // The day holds its own hours' share of the month's fees (March 743 h, October 745 h).
    expectCost(total, handCost(day));
  });

  it.each([
    ['2022-11-01', 24, '2022-12-01', 10],
    ['2023-04-01', 10, '2023-05-01', 24],
    ['2024-08-01', 24, '2024-09-01', 25.5],
  ])(
    'prices %s at VAT %s and %s at VAT %s, each month the sum of its days',
    async (before, beforeVat, after, afterVat) => {
      const months = await own('month', before, firstOfMonth(after, 1));
      expect(months.data.map((point) => point.ts)).toEqual([
        midnight(before).toISOString(),
        midnight(after).toISOString(),
      ]);
      expectPriced(months.data);
      for (const [i, start, vat] of [
        [0, before, beforeVat],
        [1, after, afterVat],
      ] as const) {
        const bucket = months.data[i]!;
        expect(bucket.cv! / (bucket.ce! + bucket.cd! + bucket.ct!)).toBeCloseTo(vat / 100, 7);
        const dayView = await own('day', start, firstOfMonth(start, 1));
        expect(dayView.data).toHaveLength(2);
        expectPriced(dayView.data);
        for (const point of dayView.data) {
          expect(point.cv! / (point.ce! + point.cd! + point.ct!)).toBeCloseTo(vat / 100, 7);
        }
        for (const key of costKeys) {
          expect(sum(dayView.data, key), key).toBeCloseTo(bucket[key]!, 6);
        }
        dayView.data.forEach((point) =>
          expectCost(point, handCost(helsinkiDay(new Date(point.ts)))),
        );
      }
    },
  );

  it('gives the year view months that are the sums of their days', async () => {
    for (const year of ['2022', '2023', '2024', '2025']) {
      const months = await own('thisyear', `${year}-01-01`, `${Number(year) + 1}-01-01`);
      const ownDays = days.filter((day) => day.startsWith(year));
      expect(months.data.map((point) => point.ts)).toEqual([
        ...new Set(ownDays.map((day) => midnight(firstOfMonth(day)).toISOString())),
      ]);
      expectPriced(months.data);
      for (const bucket of months.data) {
        const monthDays = ownDays.filter(
          (day) => midnight(firstOfMonth(day)).toISOString() === bucket.ts,
        );
        const expected = Object.fromEntries(
          costKeys.map((key) => [
            key,
            monthDays.reduce((total, day) => total + handCost(day)[key], 0),
          ]),
        ) as unknown as Cost;
        expectCost(bucket, expected);
      }
    }
  });

  // The solar point's buckets carry production beside the cost, built otherwise than the
  // common bucket with the stored cost members (the own point's).
  it.each([
    ['solar', solarMonth, true],
    ['own', '2024-09-01', false],
  ] as const)(
    'gives the %s point the month and year views the buckets they have without cost, with and without comparison',
    async (name, start, production) => {
      const mp = points[name];
      for (const [level, from, to] of [
        ['day', start, firstOfMonth(start, 1)],
        ['month', firstOfMonth(start, -1), firstOfMonth(start, 1)],
      ] as const) {
        const query = { mp, start: from, end: to };
        const plain = await get(
          `/api/electricity/${level}?${new URLSearchParams(query).toString()}`,
        );
        const withoutCost = usageAnswerSchema.parse(plain.json()).data;
        const costed = (await usage('electricity', level, query)).data;
        expect(costed.length).toBe(withoutCost.length);
        expect(costed.length).toBeGreaterThan(1);
        expect(costed.every((bucket) => (bucket.vp !== undefined) === production)).toBe(true);
        expectPriced(costed);
        costed.forEach(({ c: _c, ce: _e, cd: _d, ct: _t, cv: _v, ...rest }, i) => {
          expect(rest, rest.ts).toEqual(withoutCost[i]);
        });
        const compared = (await usage('electricity', level, { ...query, comparison: 'true' })).data;
        expect(compared.map(({ comparison: _, ...bucket }) => bucket)).toEqual(costed);
      }
    },
  );

  it('answers 200 with kWh only for a point without a priced contract', async () => {
    const answer = await usage('electricity', 'day', {
      mp: points.cottage,
      start: dayFromToday(-3),
      end: dayFromToday(-1),
    });
    expect(answer.data.length).toBeGreaterThan(0);
    for (const point of answer.data) {
      expect(point.v).toEqual(expect.any(Number));
      expect(
        Object.keys(point).filter((key) => ['c', 'ce', 'cd', 'ct', 'cv', 'p'].includes(key)),
      ).toEqual([]);
    }
  });

  it('leaves a bucket and its month without any cost when a spot price is missing', async () => {
    const answer = await own('day', unpricedDay, nextDay(pricedNeighbour));
    expect(answer.data).toHaveLength(2);
    expect(Object.keys(answer.data[0]!).sort()).toEqual(['ts', 'v']);
    expectCost(answer.data[1], handCost(pricedNeighbour));
    const [monthBucket] = (
      await own('month', firstOfMonth(unpricedDay), firstOfMonth(unpricedDay, 1))
    ).data;
    expect(Object.keys(monthBucket!).sort()).toEqual(['ts', 'v']);
  });

  it('answers 403 for cost of a point the user may not see', async () => {
    const cases: [string, string | undefined, string][] = [
      [points.maija, undefined, consumer],
      [points.own, companyId, consumer],
      [points.company, houseId, companyManager],
    ];
    for (const [mp, companyid, cookie] of cases) {
      const query = {
        mp,
        start: '2025-11-12',
        end: '2025-11-13',
        ...(companyid ? { companyid } : {}),
      };
      const response = await get(usageUrl('electricity', 'day', query), cookie);
      expect(response.statusCode, `${mp} ${companyid}`).toBe(403);
      expect(response.json().error).toBe('FORBIDDEN');
    }
  });
});

describe('cost of district heat and water', () => {
  const start = lastMonth;
  const end = firstOfMonth(dayFromToday(-1));
  const vat = 25.5;

  beforeAll(async () => {
    const { database } = testApp;
    for (const [name, utility, priceCents, fee] of [
      ['heat', 'districtheat', 8.45, 0],
      ['water', 'water', 462, 6],
    ] as const) {
      const tariff = await createTariff(database, {
        code: `TEST-${utility}`,
        utility,
        kind: 'unit',
        rates: [{ validFrom: month('2015-01-01'), priceCents, monthlyFeeEuros: fee }],
      });
      await priceContract(database, ids[name], tariff, '2016-01-01');
    }
  });

  it('costs heat as kWh × price per kWh, with VAT', async () => {
    const answer = await usage('heat', 'day', { mp: points.heat, start, end });
    expect(answer.unit).toBe('kWh');
    expect(answer.data.length).toBeGreaterThan(27);
    for (const point of answer.data) {
      const ce = (8.45 * point.v!) / 100;
      expect([point.ce, point.cd, point.ct]).toEqual([expect.closeTo(ce, stored), 0, 0]);
      expect(point.cv).toBeCloseTo((ce * vat) / 100, stored);
      expect(point.c).toBeCloseTo(ce * (1 + vat / 100), stored);
      expect(point.p).toBeUndefined();
    }
    const [monthBucket] = (await usage('heat', 'month', { mp: points.heat, start, end })).data;
    expect(monthBucket!.c).toBeCloseTo(sum(answer.data, 'c'), 6);
  });

  it("costs water as cubic metres × price, with each daily reading's share of the monthly fee", async () => {
    const answer = await usage('water', 'day', { mp: points.water, start, end });
    expect(answer.unit).toBe('m3');
    expect(answer.data.length).toBeGreaterThan(27);
    for (const point of answer.data) {
      const ce = (462 * point.v!) / 100 + (6 * 24) / monthHours(start);
      expect(point.ce).toBeCloseTo(ce, stored);
      expect(point.c).toBeCloseTo(ce * (1 + vat / 100), stored);
    }
  });

  it('gives water the day buckets it has without cost, readings included, and the cost beside them', async () => {
    const query = { mp: points.water, start, end };
    const plain = await get(`/api/water/day?${new URLSearchParams(query).toString()}`);
    const withoutCost = usageAnswerSchema.parse(plain.json()).data;
    const costed = (await usage('water', 'day', query)).data;
    expect(costed.length).toBe(withoutCost.length);
    expect(costed.some((bucket) => bucket.r !== undefined)).toBe(true);
    expectPriced(costed);
    costed.forEach(({ c: _c, ce: _e, cd: _d, ct: _t, cv: _v, ...rest }, i) => {
      expect(rest, rest.ts).toEqual(withoutCost[i]);
    });
  });
});

describe('monthCostOfPoint', () => {
  it("gives a month's cost so far as the sum of its days, and the forecast for the whole month", async () => {
    const { database } = testApp;
    const pointId = ids.own;
    const cost = await monthCostOfPoint(database, pointId, new Date('2024-09-20T12:00:00Z'));
    const days = await own('day', '2024-09-01', '2024-10-01');
    expect(cost!.days).toBe(2);
    expect(cost!.soFar).toBeCloseTo(sum(days.data, 'c'), 9);
    expect(cost!.forecast).toBeCloseTo((sum(days.data, 'c') / 2) * 30, 9);
    expect(await monthCostOfPoint(database, pointId, new Date('2024-10-20T12:00:00Z'))).toBeNull();
  });
});
