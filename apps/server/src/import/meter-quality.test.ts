import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helsinkiMidnight, type UsageAnswer, usageAnswerSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildConsumer } from '../../test/factories';
import { queryRows } from '../db/query';
import { importMeterData } from './meter-data-import';
import type { ImportResult } from './run-import';
import { csvFolder, helsinkiIso, instants, storedMeterRows, type CsvFolder } from './test-csv';

// Datahub's CSV export and the quality of every value, end to end: the file, what is stored,
// the rollups and what the usage API answers. The consumer's electricity point, with solar
// production, is hourly until 2024-01-01 and quarter-hourly since, with no meter data until a
// test imports some.
// 29.10.2023 (25 hours, hourly) and 31.3.2024 (23 hours, 92 quarter-hours) are the DST days.

const autumnDay = helsinkiMidnight(2023, 10, 29);
const autumnNext = helsinkiMidnight(2023, 10, 30);
const springDay = helsinkiMidnight(2024, 3, 31);
const springNext = helsinkiMidnight(2024, 4, 1);

const finnishHeader =
  'Mittauspisteen tunnus;Tuotteen tyyppi;Resoluutio;Yksikkötyyppi;Lukeman tyyppi;Alkuaika;Määrä;Laatu';

let testApp: TestApp;
let files: CsvFolder;
let mainPoint: string;
let gsrn: string;
let productionGsrn: string;
let pointId: number;
let cookie: string;

const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(testApp.database.db, query);

beforeAll(async () => {
  testApp = await buildTestApp();
  files = await csvFolder();
  const consumer = await buildConsumer(testApp.database.db, {
    points: [
      { resolutionMinutes: 15, hourlyUntil: helsinkiMidnight(2024, 1, 1), production: true },
    ],
  });
  const point = consumer.points[0]!;
  ({ id: pointId, gsrn, identifier: mainPoint } = point);
  productionGsrn = point.productionGsrn!;
  cookie = consumer.cookie;
});
afterAll(async () => {
  await files.remove();
  await testApp.app.close();
});

async function runImport(name: string, lines: string[]) {
  const problems: string[] = [];
  const result: ImportResult = await importMeterData(
    testApp.database,
    await files.write(name, lines),
    {
      label: name,
      report: (problem) => problems.push(problem),
    },
  );
  return { result, problems };
}

async function imported(name: string, lines: string[]) {
  const { result, problems } = await runImport(name, lines);
  expect(problems).toEqual([]);
  if (result.status !== 'imported') throw new Error(`${name} was refused`);
  return result.summary;
}

/** A Datahub line: UTC start, the quantity with a decimal comma. */
const datahubLine = (
  minutes: 15 | 60,
  start: number,
  quantity: string,
  quality = 'OK',
  readingType = 'BN01',
) =>
  [
    gsrn,
    '8716867000030',
    minutes === 15 ? 'PT15M' : 'PT1H',
    'kWh',
    readingType,
    new Date(start).toISOString().replace('.000Z', 'Z'),
    quantity,
    quality,
  ].join(';');

const kwh = (i: number) => `${(i % 9) + 1},${String(i % 1000).padStart(3, '0')}`;
const asNumber = (text: string) => Number(text.replace(',', '.'));

// The spring day's 92 quarter-hours: the 10th estimated, the 20th suspect, the 30th missing.
const qualityAt = (i: number) =>
  i === 10 ? 'ESTIMATED' : i === 20 ? 'UNCERTAIN' : i === 30 ? 'MISSING' : 'OK';
const springLines = () =>
  instants(springDay, springNext, 15).map((t, i) =>
    datahubLine(15, t, qualityAt(i) === 'MISSING' ? '' : kwh(i), qualityAt(i)),
  );
const autumnLines = () =>
  instants(autumnDay, autumnNext, 60).map((t, i) => datahubLine(60, t, kwh(i)));
// Production of the first four spring quarter-hours, listed after the consumption as Datahub does.
const productionLines = () =>
  instants(springDay, springNext, 15)
    .slice(0, 4)
    .map((t) => datahubLine(15, t, '0,250', 'OK', 'BN02'));

async function usage(level: string, start: Date, end: Date): Promise<UsageAnswer> {
  const query = new URLSearchParams({
    mp: mainPoint,
    start: start.toISOString(),
    end: end.toISOString(),
  });
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/electricity/${level}?${query.toString()}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return usageAnswerSchema.parse(response.json());
}

describe("Datahub's CSV export", () => {
  it('imports hourly and quarter-hour rows, production and every quality of both DST days', async () => {
    const lines = [finnishHeader, ...autumnLines(), ...springLines(), ...productionLines()];
    const summary = await imported('datahub.csv', ['\uFEFF' + lines[0]!, ...lines.slice(1)]);
    expect(summary.rowsRead).toBe(25 + 92 + 4);
    // Counted in intervals: a production row joins the consumption of its interval.
    expect(summary).toMatchObject({ inserted: 25 + 92, updated: 0, unchanged: 4 });
    const blocks = await rows<{ minutes: number; length: number; production: number }>(sql`
      SELECT minutes, array_length(value, 1) AS length,
             (SELECT count(p)::int FROM unnest(production) AS p) AS production
      FROM meter_days
      WHERE metering_point_id = ${pointId} AND day_start IN (${autumnDay.toISOString()}::timestamptz,
                                                             ${springDay.toISOString()}::timestamptz)
      ORDER BY day_start`);
    expect(blocks).toEqual([
      { minutes: 60, length: 25, production: 0 },
      { minutes: 15, length: 92, production: 4 },
    ]);

    const autumn = await usage('hour', autumnDay, autumnNext);
    expect(autumn.data).toHaveLength(25);
    expect(autumn.data.map((bucket) => bucket.v)).toEqual(
      Array.from({ length: 25 }, (_, i) => asNumber(kwh(i))),
    );

    const spring = await usage('quarterhour', springDay, springNext);
    expect(spring.data).toHaveLength(92);
    expect(spring.data[10]).toMatchObject({ v: asNumber(kwh(10)), q: 'estimated' });
    expect(spring.data[20]).toMatchObject({ v: asNumber(kwh(20)), q: 'suspect' });
    // Missing is a gap with its quality, never a zero.
    expect(spring.data[30]).toEqual({
      ts: new Date(springDay.getTime() + 30 * 900_000).toISOString(),
      q: 'missing',
    });
    expect(spring.data[0]).toMatchObject({ v: asNumber(kwh(0)), vp: 0.25 });
    expect(spring.data[5]!.q).toBeUndefined();

    // The hour holding the estimated quarter, and the day, say so; the sum leaves the gap out.
    const hours = await usage('hour', springDay, springNext);
    expect(hours.data).toHaveLength(23);
    expect(hours.data[2]!.q).toBe('estimated');
    expect(hours.data[7]!.q).toBe('missing');
    const [day] = (await usage('day', springDay, springNext)).data;
    const sum = springLines()
      .map((line, i) => (i === 30 ? 0 : asNumber(line.split(';')[6]!)))
      .reduce((a, b) => a + b, 0);
    expect(day!.v).toBeCloseTo(sum, 6);
    expect(day!.q).toBe('missing');
  });

  it('changes nothing when the same file comes again', async () => {
    const lines = [finnishHeader, ...autumnLines(), ...springLines(), ...productionLines()];
    const summary = await imported('again.csv', lines);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 25 + 92 + 4 });
  });

  it('updates the value, its quality and the rollups when an estimate is measured', async () => {
    const at = springDay.getTime() + 10 * 900_000;
    const summary = await imported('measured.csv', [finnishHeader, datahubLine(15, at, '7,5')]);
    expect(summary).toMatchObject({ inserted: 0, updated: 1 });
    const quarters = await usage('quarterhour', springDay, springNext);
    expect(quarters.data[10]).toEqual({ ts: new Date(at).toISOString(), v: 7.5 });
    const hours = await usage('hour', springDay, springNext);
    expect(hours.data[2]!.q).toBeUndefined();
    const [stored] = await rows<{ value: string; quality: number; day_quality: number }>(sql`
      SELECT r.value::text AS value, r.quality, d.quality AS day_quality FROM ${storedMeterRows}
      JOIN meter_data_day d ON d.metering_point_id = r.metering_point_id
                           AND d.bucket_start = ${springDay.toISOString()}::timestamptz
      WHERE r.metering_point_id = ${pointId} AND r.ts = ${new Date(at).toISOString()}::timestamptz`);
    // The day keeps the quality of its suspect and missing intervals.
    expect(stored).toEqual({ value: '7.500000', quality: 0, day_quality: 3 });
  });

  it("stores the values of a point's production GSRN as its production", async () => {
    const at = springDay.getTime() + 60 * 900_000;
    const productionLine = datahubLine(15, at, '1,125', 'ESTIMATED').replace(gsrn, productionGsrn);
    const summary = await imported('production-point.csv', [finnishHeader, productionLine]);
    expect(summary).toMatchObject({ inserted: 0, updated: 1 });
    const [stored] = await rows<{ production: string; production_quality: number }>(sql`
      SELECT production::text, production_quality FROM ${storedMeterRows}
      WHERE metering_point_id = ${pointId} AND ts = ${new Date(at).toISOString()}::timestamptz`);
    expect(stored).toEqual({ production: '1.125000', production_quality: 1 });
    const quarters = await usage('quarterhour', springDay, springNext);
    expect(quarters.data[60]).toMatchObject({ v: asNumber(kwh(60)), vp: 1.125 });
  });

  it('reads the English header', async () => {
    const english =
      'Metering point ID;Product type;Resolution;Unit type;Reading type;Start time;Quantity;Quality';
    const at = springDay.getTime() + 40 * 900_000;
    await imported('english.csv', [english, datahubLine(15, at, '3,25', 'ESTIMATED')]);
    const quarters = await usage('quarterhour', springDay, springNext);
    expect(quarters.data[40]).toMatchObject({ v: 3.25, q: 'estimated' });
  });

  it('refuses a file with bad lines whole, naming each line, and writes nothing', async () => {
    const stored = sql`SELECT md5(string_agg(m::text, ',' ORDER BY metering_point_id, day_start)) AS blocks
                       FROM meter_days m`;
    const before = await rows<{ blocks: string }>(stored);
    const good = datahubLine(15, springDay.getTime() + 900_000 * 50, '1,0');
    const { result, problems } = await runImport('bad.csv', [
      finnishHeader,
      good.replace(';OK', ';GUESSED'),
      datahubLine(60, springDay.getTime(), '1,0'),
      good.replace(gsrn, '643006966000999999'),
      good.replace(';1,0;', ';-1,0;'),
      good.replace(';1,0;', ';1000000000;'),
      good,
    ]);
    expect(result.status).toBe('rejected');
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/^bad\.csv:2: .*GUESSED/);
    expect(problems[1]).toMatch(/^bad\.csv:3: .*PT15M .*PT1H/);
    expect(problems[2]).toMatch(/^bad\.csv:4: unknown metering point '643006966000999999'/);
    expect(problems[3]).toBe("bad.csv:5: quantity '-1.0' is negative");
    // Datahub's reader allows 12 digits; the blocks hold 9 (millionths below 2^53).
    expect(problems[4]).toBe("bad.csv:6: quantity '1000000000' is beyond ±999 999 999 kWh");
    expect(await rows<{ blocks: string }>(stored)).toEqual(before);
  });

  it('refuses a second value of the same interval, of consumption or of production', async () => {
    const at = springDay.getTime() + 70 * 900_000;
    const iso = new Date(at).toISOString();
    const { result, problems } = await runImport('twice.csv', [
      finnishHeader,
      datahubLine(15, at, '1,0'),
      datahubLine(15, at, '0,5', 'OK', 'BN02'),
      datahubLine(15, at, '1,0'),
      datahubLine(15, at, '0,5', 'OK', 'BN02'),
    ]);
    expect(result.status).toBe('rejected');
    expect(problems).toEqual([
      `twice.csv:4: duplicate: metering point ${gsrn} at ${iso} is already on an earlier line`,
      `twice.csv:5: duplicate: production of metering point ${gsrn} at ${iso} is already on an earlier line`,
    ]);
  });

  it("refuses a ';' file whose header is not Datahub's, saying what was expected", async () => {
    const { result, problems } = await runImport('odd.csv', [
      'Piste;Aika;Määrä',
      `${gsrn};2024-03-31T00:00:00Z;1,0`,
    ]);
    expect(result.status).toBe('rejected');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.startsWith('odd.csv:1: '))).toBe(true);
    expect(problems.join('\n')).toContain('Mittauspisteen tunnus');
  });
});

describe('the own CSV with a quality column', () => {
  const day = helsinkiMidnight(2024, 4, 10);
  const header = 'metering_point,timestamp,value,quality';

  it('stores each quality, a missing value as a gap, and refuses an unknown one', async () => {
    const [first, second, third] = instants(day, new Date(day.getTime() + 3 * 900_000), 15);
    await imported('own.csv', [
      header,
      `${mainPoint},${helsinkiIso(first!)},1.5,estimated`,
      `${mainPoint},${helsinkiIso(second!)},,missing`,
      `${mainPoint},${helsinkiIso(third!)},2.5,`,
    ]);
    const quarters = await usage('quarterhour', day, new Date(day.getTime() + 3 * 900_000));
    expect(quarters.data).toEqual([
      { ts: new Date(first!).toISOString(), v: 1.5, q: 'estimated' },
      { ts: new Date(second!).toISOString(), q: 'missing' },
      { ts: new Date(third!).toISOString(), v: 2.5 },
    ]);

    const { result, problems } = await runImport('own-bad.csv', [
      header,
      `${mainPoint},${helsinkiIso(first!)},1.5,guessed`,
      `${mainPoint},${helsinkiIso(second!)},4.0,missing`,
      `${mainPoint},${helsinkiIso(third!)},,`,
    ]);
    expect(result.status).toBe('rejected');
    expect(problems).toEqual([
      "own-bad.csv:2: quality 'guessed' is not one of measured, estimated, suspect, missing",
      "own-bad.csv:3: value '4.0' is given, but quality says missing",
      'own-bad.csv:4: value is empty',
    ]);
  });
});
