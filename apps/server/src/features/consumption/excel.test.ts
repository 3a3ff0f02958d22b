import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import {
  bucketQualityLabel,
  helsinkiWallClock,
  holdsSingleValue,
  usageAnswerSchema,
  type UsageAnswer,
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
import { createTariff, priceContract, putPrices, refreshPoint } from '../../cost/cost-fixtures';
import {
  dayFromToday,
  firstOfMonth,
  latestLastSunday,
  midnight,
} from '../../usage-periods/test-dates';
import { usageWorkbook, type UsageWorkbook } from './excel';
import type { UsagePointFacts } from './repo';

// The file is read back with read-excel-file, a reader other than the writer (exceljs), and
// every row is checked against the JSON answer of the same query.

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const yesterday = dayFromToday(-1);
const today = dayFromToday(0);

let testApp: TestApp;
/** Session cookies of a consumer and of a company's manager. */
let consumer: string;
let companyManager: string;
/**
 * The consumer's quarter-hour electricity point with production and daily water point, another
 * consumer's point and the company's district heat point in MWh: ids and identifiers.
 */
let points: Record<'main' | 'water' | 'maija' | 'companyHeat', { id: number; identifier: string }>;
let companyId: string;

/** Meter rows with a value now and then estimated, suspect or missing, as meter data comes. */
const row = (i: number) => {
  const quality = i % 97 === 5 ? 1 : i % 89 === 7 ? 2 : i % 83 === 9 ? 3 : 0;
  return { value: quality === 3 ? null : 0.1 + (i % 11) / 20, quality };
};

beforeAll(async () => {
  testApp = await buildTestApp();
  const db = testApp.database.db;
  const end = midnight(today);
  const built = await buildConsumer(db, {
    points: [
      {
        resolutionMinutes: 15,
        series: seriesBetween(midnight(firstOfMonth(yesterday, -13)), end, 15, (i) => ({
          ...row(i),
          production: i % 96 >= 40 && i % 96 < 64 ? 0.05 : 0,
        })),
      },
      {
        utility: 'water',
        series: seriesBetween(midnight(firstOfMonth(yesterday, -3)), end, 1440, (i) => ({
          ...row(i),
          reading: 100 + i,
        })),
      },
    ],
  });
  consumer = built.cookie;
  const company = await createCustomer(db, 'company');
  companyId = company.businessId!;
  companyManager = (await buildCompanyManager(db, { companies: [company] })).cookie;
  points = {
    main: built.points[0]!,
    water: built.points[1]!,
    maija: (await buildConsumer(db, { points: [{}] })).points[0]!,
    companyHeat: await buildMeteringPoint(db, {
      customerId: company.id,
      utility: 'districtheat',
      unit: 'MWh',
      street: 'Teollisuuskatu 10',
      postalCode: '00510',
      series: seriesBetween(midnight(firstOfMonth(yesterday, -1)), end, 60, (i) => ({
        ...row(i),
        value: row(i).value === null ? null : 0.002 + (i % 7) / 1000,
      })),
    }),
  };
});
afterAll(() => testApp.app.close());

async function fetchBoth(path: string, query: Record<string, string>, cookie: string) {
  const send = (extra: Record<string, string>) =>
    testApp.app.inject({
      method: 'GET',
      url: `${path}?${new URLSearchParams({ ...query, ...extra }).toString()}`,
      headers: { cookie },
    });
  const json = await send({});
  expect(json.statusCode, json.body).toBe(200);
  const file = await send({ download: 'true' });
  expect(file.statusCode, file.body).toBe(200);
  expect(file.headers['content-type']).toBe(xlsx);
  return {
    answer: usageAnswerSchema.parse(json.json()),
    disposition: String(file.headers['content-disposition']),
    sheet: await readRows(file.rawPayload),
  };
}

/** Helsinki wall-clock times of the answer's points, as Excel cells hold them. */
const times = (answer: UsageAnswer) =>
  answer.data.map((point) => helsinkiWallClock(new Date(point.ts)));

const qualityWords: Record<string, string> = {
  measured: 'Mitattu',
  estimated: 'Arvioitu',
  suspect: 'Epävarma',
  missing: 'Puuttuu',
  containsEstimated: 'Sisältää arvioituja arvoja',
  containsSuspect: 'Sisältää epävarmoja arvoja',
  containsMissing: 'Sisältää puuttuvia arvoja',
};

/** The 'Laatu' cells of an answer's buckets of `bucket` size, as the file should have them. */
const qualities = (answer: UsageAnswer, bucket: 'month' | 'day' | 'hour' | 'quarterhour') =>
  answer.data.map(
    (point) =>
      qualityWords[bucketQualityLabel(point, holdsSingleValue(bucket, answer.maximumResolution))],
  );

// Excel keeps times as fractions of a day (2:00 is 0.0833…), so a reader may land a millisecond
// off; Excel itself shows them rounded, as we compare them.
const toSecond = (cell: unknown) => new Date(Math.round((cell as Date).getTime() / 1000) * 1000);

async function readRows(file: Buffer) {
  const [header, ...data] = await readSheet(file);
  const timeColumn = header!.indexOf('Aika');
  return {
    header,
    data: data.map((row) => row.map((cell, i) => (i === timeColumn ? toSecond(cell) : cell))),
  };
}

describe('the quality column', () => {
  const point: UsagePointFacts = {
    utility: 'electricity',
    unit: 'kWh',
    identifier: '6400100001',
    gsrn: '643000000000000001',
    street: 'Esimerkkitie 5',
    postalCode: '00100',
    city: 'Helsinki',
    finestMinutes: 60,
    coarsestMinutes: 60,
  };
  const file = (overrides: Partial<UsageWorkbook> & Pick<UsageWorkbook, 'answer' | 'bucket'>) =>
    usageWorkbook({ point, forCompany: false, cost: false, ...overrides }).then(readRows);

  it("names each hour's quality and leaves a missing hour's consumption empty, never 0", async () => {
    const { header, data } = await file({
      bucket: 'hour',
      answer: {
        unit: 'kWh',
        maximumResolution: 'hour',
        data: [
          { ts: '2025-11-04T22:00:00Z', v: 1.25 },
          { ts: '2025-11-04T23:00:00Z', v: 0.5, q: 'estimated' },
          { ts: '2025-11-05T00:00:00Z', v: 0.75, q: 'suspect' },
          { ts: '2025-11-05T01:00:00Z', q: 'missing' },
        ],
      },
    });
    expect(header).toEqual(['Aika', 'Kulutus (kWh)', 'Laatu']);
    expect(data.map((row) => row.slice(1))).toEqual([
      [1.25, 'Mitattu'],
      [0.5, 'Arvioitu'],
      [0.75, 'Epävarma'],
      [null, 'Puuttuu'],
    ]);
  });

  it('says what a day holds, a partly missing day with the sum of the values it has', async () => {
    const { data } = await file({
      bucket: 'day',
      answer: {
        unit: 'kWh',
        maximumResolution: 'hour',
        data: [
          { ts: '2025-11-04T22:00:00Z', v: 20, q: 'estimated' },
          { ts: '2025-11-05T22:00:00Z', v: 12.5, q: 'missing' },
          { ts: '2025-11-06T22:00:00Z', v: 18, q: 'suspect' },
          { ts: '2025-11-07T22:00:00Z', q: 'missing' },
        ],
      },
    });
    expect(data.map((row) => row.slice(1))).toEqual([
      [20, 'Sisältää arvioituja arvoja'],
      [12.5, 'Sisältää puuttuvia arvoja'],
      [18, 'Sisältää epävarmoja arvoja'],
      [null, 'Puuttuu'],
    ]);
  });

  it('follows the consumption in the company layout, a missing MWh value empty too', async () => {
    const { header, data } = await file({
      bucket: 'day',
      forCompany: true,
      answer: {
        unit: 'MWh',
        maximumResolution: 'hour',
        data: [
          { ts: '2025-11-04T22:00:00Z', v: 1.2345, q: 'suspect' },
          { ts: '2025-11-05T22:00:00Z', q: 'missing' },
        ],
      },
    });
    expect(header!.slice(5)).toEqual(['Kulutus kWh', 'Laatu']);
    expect(data.map((row) => row.slice(5))).toEqual([
      [1234.5, 'Sisältää epävarmoja arvoja'],
      [null, 'Puuttuu'],
    ]);
  });
});

describe('GET /api/{type}/{level}?download=true', () => {
  it("gives a consumer's hours with Finnish times, consumption and production", async () => {
    const { answer, disposition, sheet } = await fetchBoth(
      '/api/electricity/hour',
      { mp: points.main.identifier, start: dayFromToday(-2), end: yesterday },
      consumer,
    );
    expect(disposition).toBe(
      `attachment; filename="kulutus_${points.main.identifier}_electricity_${dayFromToday(-2)}.xlsx"`,
    );
    const { header, data } = sheet;
    expect(header).toEqual(['Aika', 'Kulutus (kWh)', 'Laatu', 'Tuotanto (kWh)']);
    expect(data).toHaveLength(answer.data.length);
    expect(data.map((row) => row[0])).toEqual(times(answer));
    const quality = qualities(answer, 'hour');
    expect(data.map((row) => row.slice(1))).toEqual(
      answer.data.map((p, i) => [p.v ?? null, quality[i], p.vp]),
    );
    // The first hour of a Helsinki day is midnight there.
    expect((data[0]![0] as unknown as Date).getUTCHours()).toBe(0);
  });

  it('leaves the production column out for a point without production', async () => {
    const { answer, sheet } = await fetchBoth(
      '/api/water/month',
      { mp: points.water.identifier, start: firstOfMonth(yesterday, -2), end: today },
      consumer,
    );
    const { header, data } = sheet;
    expect(header).toEqual(['Aika', 'Kulutus (m3)', 'Laatu']);
    const quality = qualities(answer, 'month');
    expect(data).toEqual(
      answer.data.map((point, i) => [times(answer)[i], point.v ?? null, quality[i]]),
    );
  });

  it('gives a company the spec columns with MWh converted to kWh', async () => {
    const { answer, disposition, sheet } = await fetchBoth(
      '/api/heat/day',
      {
        mp: points.companyHeat.identifier,
        companyid: companyId,
        logintype: 'b2b',
        start: firstOfMonth(yesterday, -1),
        end: firstOfMonth(yesterday),
      },
      companyManager,
    );
    expect(answer.unit).toBe('MWh');
    expect(disposition).toContain(`kulutus_${points.companyHeat.identifier}_heat_`);
    const { header, data } = sheet;
    expect(header).toEqual([
      'GSRN tai käyttöpaikka',
      'Osoite',
      'Postinumero',
      'Postitoimipaikka',
      'Aika',
      'Kulutus kWh',
      'Laatu',
    ]);
    expect(data).toHaveLength(answer.data.length);
    const quality = qualities(answer, 'day');
    answer.data.forEach((point, i) => {
      const [gsrn, street, postalCode, city, time, kwh, laatu] = data[i]!;
      expect([gsrn, street, postalCode, city]).toEqual([
        expect.stringMatching(/^\d{18}$/),
        'Teollisuuskatu 10',
        '00510',
        'Helsinki',
      ]);
      expect(time).toEqual(times(answer)[i]);
      if (point.v === undefined) expect(kwh).toBeNull();
      else expect(kwh).toBeCloseTo(point.v * 1000, 6);
      expect(laatu).toBe(quality[i]);
    });
  });

  it('gives every quarter-hour of weeks across a clock change, as the JSON answer has them', async () => {
    // Files are read a week at a time; the JSON answer is one read.
    const clockChange = new Date(`${latestLastSunday(10)}T12:00:00Z`).getTime();
    const day = (offset: number) =>
      new Date(clockChange + offset * 86_400_000).toISOString().slice(0, 10);
    const end = day(12) < today ? day(12) : today;
    const { answer, sheet } = await fetchBoth(
      '/api/electricity/quarterhour',
      { mp: points.main.identifier, start: day(-9), end },
      consumer,
    );
    expect(answer.data.length).toBeGreaterThan(2 * 7 * 96);
    expect(sheet.data).toHaveLength(answer.data.length);
    expect(sheet.data.map((row) => row[0])).toEqual(times(answer));
    const quality = qualities(answer, 'quarterhour');
    expect(sheet.data.map((row) => row.slice(1))).toEqual(
      answer.data.map((p, i) => [p.v ?? null, quality[i], p.vp ?? null]),
    );
  });

  describe('with cost=true', () => {
    const costHeaders = [
      'Energia (€, alv 0 %)',
      'Siirto (€, alv 0 %)',
      'Sähkövero (€, alv 0 %)',
      'ALV (€)',
      'Kustannus (€, sis. alv)',
    ];
    const costOf = (p: UsagePoint) => [p.ce, p.cd, p.ct, p.cv, p.c];

    beforeAll(async () => {
      // The test's own tariffs and prices (the demo world's may change).
      const { database } = testApp;
      const since = midnight('2015-01-01');
      const tariff = (
        code: string,
        utility: 'electricity' | 'districtheat',
        kind: 'spot' | 'distribution' | 'unit',
        priceCents: number,
        fee: number,
      ) =>
        createTariff(database, {
          code,
          utility,
          kind,
          rates: [{ validFrom: since, priceCents, monthlyFeeEuros: fee }],
        });
      const mainPoint = points.main.id;
      await priceContract(
        database,
        mainPoint,
        await tariff('X-SPOT', 'electricity', 'spot', 0.5, 3.9),
        '2016-01-01',
      );
      await priceContract(
        database,
        mainPoint,
        await tariff('X-GRID', 'electricity', 'distribution', 4.2, 9.9),
        '2016-01-01',
      );
      const from = midnight(dayFromToday(-2));
      const to = midnight(yesterday);
      const prices = [];
      // Quarter-hour prices with a few negative ones.
      for (let ms = from.getTime(), i = 0; ms < to.getTime(); ms += 900_000, i++) {
        prices.push({
          start: new Date(ms),
          minutes: 15 as const,
          eurPerMwh: ((i * 13) % 17) * 9.5 - 20,
        });
      }
      await putPrices(database, from, to, prices);
      await refreshPoint(database, mainPoint, from, to);
      const heatPoint = points.companyHeat.id;
      await priceContract(
        database,
        heatPoint,
        await tariff('X-HEAT', 'districtheat', 'unit', 8_200, 0),
        '2016-01-01',
      );
    });

    it("adds the cost columns and the hour's price, the unrounded figures of the page", async () => {
      const { answer, sheet } = await fetchBoth(
        '/api/electricity/hour',
        { mp: points.main.identifier, start: dayFromToday(-2), end: yesterday, cost: 'true' },
        consumer,
      );
      const { header, data } = sheet;
      expect(header).toEqual([
        'Aika',
        'Kulutus (kWh)',
        'Laatu',
        'Tuotanto (kWh)',
        ...costHeaders,
        'Spot-hinta (c/kWh, sis. alv)',
      ]);
      expect(answer.data.every((p) => p.c !== undefined && p.p !== undefined)).toBe(true);
      const quality = qualities(answer, 'hour');
      expect(data.map((row) => row.slice(1))).toEqual(
        answer.data.map((p, i) => [p.v ?? null, quality[i], p.vp, ...costOf(p), p.p]),
      );
      const column = header!.indexOf('Kustannus (€, sis. alv)');
      const fileSum = data.reduce((total, row) => total + (row[column] as number), 0);
      expect(fileSum).toBeCloseTo(
        answer.data.reduce((total, p) => total + p.c!, 0),
        9,
      );
    });

    it('adds the cost columns to the company layout, without a price for days', async () => {
      const { answer, sheet } = await fetchBoth(
        '/api/heat/day',
        {
          mp: points.companyHeat.identifier,
          companyid: companyId,
          logintype: 'b2b',
          start: firstOfMonth(yesterday, -1),
          end: firstOfMonth(yesterday),
          cost: 'true',
        },
        companyManager,
      );
      const { header, data } = sheet;
      expect(header!.slice(7)).toEqual(costHeaders);
      expect(answer.data.every((p) => p.c !== undefined)).toBe(true);
      expect(data.map((row) => row.slice(7))).toEqual(answer.data.map(costOf));
    });

    it('leaves the cost columns out without cost=true', async () => {
      const { sheet } = await fetchBoth(
        '/api/heat/day',
        {
          mp: points.companyHeat.identifier,
          companyid: companyId,
          logintype: 'b2b',
          start: firstOfMonth(yesterday, -1),
          end: firstOfMonth(yesterday),
        },
        companyManager,
      );
      expect(sheet.header).toHaveLength(7);
    });
  });

  it('makes two files of a user at a time and refuses a third with 429 and a Finnish message', async () => {
    const download = () =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/electricity/quarterhour?mp=${points.main.identifier}&start=${firstOfMonth(yesterday, -1)}&end=${today}&download=true`,
        headers: { cookie: consumer },
      });
    const answers = await Promise.all([download(), download(), download()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({
      error: 'EXCEL_USER_BUSY',
      message:
        'Edelliset Excel-tiedostosi ovat vielä valmisteilla. Yritä uudelleen, kun ne ovat valmiit.',
    });
    // The places are free again once the files are made.
    expect((await download()).statusCode).toBe(200);
  });

  it('answers a refused download in JSON like the JSON call', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/electricity/day?mp=${points.maija.identifier}&start=${yesterday}&end=${today}&download=true`,
      headers: { cookie: consumer },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('FORBIDDEN');
  });
});
