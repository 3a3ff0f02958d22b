import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { repoRoot } from '../../config/env';
import type { Database } from '../../db/connection';
import { allHourRows, allMeterRows } from '../../db/meter-rows';
import { queryRows } from '../../db/query';
import { helsinkiFields, helsinkiMidnight } from '@energiaportaali/domain';
import type { ImportResult } from '../run-import';
import { describeRejection } from '../summary';
import { csvFolder, helsinkiIso, instants, type CsvFolder } from '../test-csv';
import { importPrices } from './price-import';
import { testClock } from '../../../test/clock';

let database: Database;
let files: CsvFolder;

beforeAll(async () => {
  database = await createTestDatabase();
  files = await csvFolder();
});
afterAll(async () => {
  await files.remove();
  await database.close();
});

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
const hourlyXml = fixture('fi-2025-03-30-pt60m.xml');
const quarterXml = fixture('fi-2025-10-26-pt15m.xml');
const sameCsv = fixture('fi-2025-03-30-and-10-26.csv');
const mixedXml = fixture('fi-2025-09-30-and-10-01-pt60m-pt15m.xml');
const truncatedXml = fixture('fi-2025-09-30-truncated.xml');
const noDataXml = fixture('fi-2025-11-02-no-matching-data.xml');

const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(database.db, query);

async function runImport(file: string) {
  const problems: string[] = [];
  const result: ImportResult = await importPrices(database, file, {
    label: path.basename(file),
    report: (problem) => problems.push(problem),
  });
  const refusal =
    result.status === 'rejected' ? describeRejection(path.basename(file), result) : null;
  return { result, problems, refusal };
}

type Days = readonly (readonly [Date, Date])[];
const inDays = (days: Days) =>
  sql.join(
    days.map(
      ([from, to]) =>
        sql`(start >= ${from.toISOString()}::timestamptz AND start < ${to.toISOString()}::timestamptz)`,
    ),
    sql` OR `,
  );
// The fixture days: 30 March 2025 (23 hours) and 26 October 2025 (25 hours, 100 quarters).
const fixtureDays: Days = [
  [helsinkiMidnight(2025, 3, 30), helsinkiMidnight(2025, 3, 31)],
  [helsinkiMidnight(2025, 10, 26), helsinkiMidnight(2025, 10, 27)],
];
// The mixed document's days: 30 September 2025 (hours) and 1 October 2025 (hours and quarters).
const mixedDays: Days = [[helsinkiMidnight(2025, 9, 30), helsinkiMidnight(2025, 10, 2)]];

async function storedPrices(days = fixtureDays) {
  return rows<{ zone: string; start: string; minutes: number; price: string }>(sql`
    SELECT zone, to_char(start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS start, minutes,
           eur_per_mwh::text AS price
    FROM prices WHERE ${inDays(days)} ORDER BY start`);
}

const clearDays = (days = fixtureDays) =>
  database.db.execute(sql`DELETE FROM prices WHERE ${inDays(days)}`);

async function priceCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM prices`);
  return row!.n;
}

// Six imports, each repricing the test world's spot-priced days: 34 s once on two cores
// loaded four times over, against a few seconds on a quiet machine.
const sixImportsMs = 120_000;

describe('prices import: ENTSO-E XML and CSV', () => {
  it(
    'imports the PT60M and PT15M documents, A03 gaps filled, to the same rows as the CSV',
    { timeout: sixImportsMs },
    async () => {
      // The test world has demo prices on every day: these two start empty.
      await clearDays();

      const hourly = await runImport(hourlyXml);
      const quarters = await runImport(quarterXml);

      expect([...hourly.problems, ...quarters.problems]).toEqual([]);
      expect(hourly.result).toMatchObject({
        status: 'imported',
        summary: { rowsRead: 23, inserted: 23, updated: 0, unchanged: 0 },
      });
      expect(quarters.result).toMatchObject({ summary: { rowsRead: 100, inserted: 100 } });
      const fromXml = await storedPrices();
      expect(fromXml).toHaveLength(123);
      const byStart = new Map(fromXml.map((row) => [row.start, row]));
      // Positions 3 and 4 repeat position 2; 22 and 23 the last price, up to the period's end.
      expect(
        ['2025-03-30T00:00Z', '2025-03-30T01:00Z', '2025-03-30T02:00Z'].map(
          (t) => byStart.get(t)?.price,
        ),
      ).toEqual(['3.050', '3.050', '2.500']);
      expect(['2025-03-30T19:00Z', '2025-03-30T20:00Z'].map((t) => byStart.get(t))).toEqual([
        { zone: 'FI', start: '2025-03-30T19:00Z', minutes: 60, price: '20.000' },
        { zone: 'FI', start: '2025-03-30T20:00Z', minutes: 60, price: '20.000' },
      ]);
      expect(fromXml.slice(-6).map((row) => [row.minutes, row.price])).toEqual(
        Array.from({ length: 6 }, () => [15, '11.110']),
      );

      const csvAfterXml = await runImport(sameCsv);
      expect(csvAfterXml.result).toMatchObject({
        summary: { rowsRead: 123, inserted: 0, updated: 0, unchanged: 123 },
      });

      await clearDays();
      const csv = await runImport(sameCsv);
      expect(csv.result).toMatchObject({ summary: { rowsRead: 123, inserted: 123 } });
      expect(await storedPrices()).toEqual(fromXml);

      for (const file of [hourlyXml, quarterXml]) {
        expect((await runImport(file)).result).toMatchObject({
          summary: { inserted: 0, updated: 0 },
        });
      }
    },
  );

  it('writes one audit row per run', async () => {
    const audits = async () =>
      (
        await rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'import.prices'`,
        )
      )[0]!.n;
    const before = await audits();
    await runImport(hourlyXml);
    await runImport(sameCsv);
    expect(await audits()).toBe(before + 2);
  });

  it('imports hourly and quarter-hour TimeSeries of one zone, quarters winning where both cover', async () => {
    await clearDays(mixedDays);

    const { result, problems } = await runImport(mixedXml);

    expect(problems).toEqual([]);
    // 30 September: TimeSeries 1's 24 hours; 1 October: TimeSeries 2's 96 quarters, not the
    // hours of TimeSeries 3 over the same day.
    expect(result).toMatchObject({
      status: 'imported',
      summary: { rowsRead: 120, inserted: 120, updated: 0 },
    });
    const stored = await storedPrices(mixedDays);
    const september = stored.filter((row) => row.start < '2025-09-30T21:00Z');
    const october = stored.filter((row) => row.start >= '2025-09-30T21:00Z');
    expect(september.map((row) => row.minutes)).toEqual(Array.from({ length: 24 }, () => 60));
    expect(october.map((row) => row.minutes)).toEqual(Array.from({ length: 96 }, () => 15));
    // A03: positions 3 and 4 of 30 September repeat position 2, and 24 repeats 23.
    expect(september.slice(0, 4).map((row) => row.price)).toEqual([
      '0.360',
      '1.070',
      '1.070',
      '1.070',
    ]);
    expect(september.at(-1)).toEqual({
      zone: 'FI',
      start: '2025-09-30T20:00Z',
      minutes: 60,
      price: '2.220',
    });
    expect(october.slice(0, 8).map((row) => row.price)).toEqual([
      '-4.430',
      '0.400',
      '-2.120',
      '-3.500',
      '0.020',
      '0.020',
      '0.020',
      '-0.550',
    ]);
    expect(october.slice(-3).map((row) => row.price)).toEqual(['-0.860', '-0.860', '-0.860']);

    // The order of the TimeSeries does not matter: hours first, the same rows.
    const text = await readFile(mixedXml, 'utf8');
    const starts = [...text.matchAll(/\t<TimeSeries>/g)].map((match) => match.index);
    const end = text.indexOf('</Publication_MarketDocument>');
    const reordered =
      text.slice(0, starts[1]) +
      text.slice(starts[2], end) +
      text.slice(starts[1], starts[2]) +
      text.slice(end);
    const again = await runImport(await files.write('reordered.xml', [reordered]));
    expect(again.result).toMatchObject({ summary: { rowsRead: 120, inserted: 0, updated: 0 } });
    expect(await storedPrices(mixedDays)).toEqual(stored);
  });

  it('keeps the quarters of an hour that quarter-hour prices cover only in part', async () => {
    await clearDays(mixedDays);
    const text = await readFile(mixedXml, 'utf8');
    const series = (resolution: string, end: string, prices: string[]) =>
      [
        '\t<TimeSeries>',
        '\t\t<in_Domain.mRID codingScheme="A01">10YFI-1--------U</in_Domain.mRID>',
        '\t\t<out_Domain.mRID codingScheme="A01">10YFI-1--------U</out_Domain.mRID>',
        '\t\t<curveType>A03</curveType>',
        '\t\t<Period>',
        `\t\t\t<timeInterval><start>2025-09-30T21:00Z</start><end>${end}</end></timeInterval>`,
        `\t\t\t<resolution>${resolution}</resolution>`,
        ...prices.map(
          (price, i) =>
            `\t\t\t<Point><position>${i + 1}</position><price.amount>${price}</price.amount></Point>`,
        ),
        '\t\t</Period>',
        '\t</TimeSeries>',
      ].join('\n');
    const file = await files.write('partly.xml', [
      text.slice(0, text.indexOf('\t<TimeSeries>')),
      series('PT60M', '2025-09-30T23:00Z', ['40.00', '41.00']),
      series('PT15M', '2025-09-30T21:30Z', ['5.00', '6.00']),
      '</Publication_MarketDocument>',
    ]);

    const { result, problems } = await runImport(file);

    expect(problems).toEqual([]);
    expect(result).toMatchObject({ status: 'imported', summary: { rowsRead: 5, inserted: 5 } });
    expect(
      (await storedPrices(mixedDays)).map(({ start, minutes, price }) => [start, minutes, price]),
    ).toEqual([
      ['2025-09-30T21:00Z', 15, '5.000'],
      ['2025-09-30T21:15Z', 15, '6.000'],
      ['2025-09-30T21:30Z', 15, '40.000'],
      ['2025-09-30T21:45Z', 15, '40.000'],
      ['2025-09-30T22:00Z', 60, '41.000'],
    ]);
  });

  it('imports the README example', async () => {
    const { result, problems } = await runImport(path.join(repoRoot, 'docs/examples/prices.csv'));
    expect(problems).toEqual([]);
    expect(result.status).toBe('imported');
  });
});

/** The line of the text holding `needle` (1-based), for the expected problem lines. */
const lineOf = (text: string, needle: string) =>
  text.slice(0, text.indexOf(needle)).split('\n').length;

describe('prices import: bad files are refused whole', () => {
  it('refuses a document of another type', async () => {
    const text = (await readFile(hourlyXml, 'utf8')).replace(
      '<type>A44</type>',
      '<type>A25</type>',
    );
    const before = await priceCount();

    const { result, problems, refusal } = await runImport(await files.write('a25.xml', [text]));

    expect(problems).toEqual([
      `a25.xml:${lineOf(text, '<Publication_MarketDocument')}: document type 'A25' is not A44 (day-ahead prices)`,
    ]);
    expect(result).toMatchObject({ status: 'rejected', timeSeries: { bad: 0 } });
    expect(refusal).toBe('a25.xml: the document was refused: nothing was imported');
    expect(await priceCount()).toBe(before);
  });

  it('names the element and line of each problem and counts the TimeSeries refused', async () => {
    const hourly = await readFile(hourlyXml, 'utf8');
    const quarters = await readFile(quarterXml, 'utf8');
    // Four TimeSeries in one document: two bad prices, a period shifted 5 minutes, a Swedish
    // zone, and a good one.
    const series = (text: string) =>
      text.slice(text.indexOf('\t<TimeSeries>'), text.indexOf('</Publication_MarketDocument>'));
    const text =
      hourly.slice(0, hourly.indexOf('\t<TimeSeries>')) +
      series(hourly)
        .replace('<price.amount>25.40</price.amount>', '<price.amount>25,40</price.amount>')
        .replace('<price.amount>61.05</price.amount>', '<price.amount>6105</price.amount>') +
      series(quarters)
        .replace('<start>2025-10-25T21:00Z</start>', '<start>2025-10-25T21:05Z</start>')
        .replace('<end>2025-10-26T22:00Z</end>', '<end>2025-10-26T22:05Z</end>') +
      series(hourly)
        .replaceAll('10YFI-1--------U', '10YSE-3--------J')
        .replace('<start>2025-03-29T22:00Z</start>', '<start>2025-04-01T21:00Z</start>')
        .replace('<end>2025-03-30T21:00Z</end>', '<end>2025-04-02T20:00Z</end>') +
      series(quarters) +
      '</Publication_MarketDocument>\n';
    const before = await priceCount();

    const { result, problems, refusal } = await runImport(await files.write('bad.xml', [text]));

    const lines = text.split('\n');
    const timeSeriesLines = lines.flatMap((line, i) =>
      line.includes('<TimeSeries>') ? [i + 1] : [],
    );
    const pointLine = (price: string) => lineOf(text, price) - 2;
    expect(lines[pointLine('25,40') - 1]).toContain('<Point>');
    const shiftedPeriod = lineOf(text, '2025-10-25T21:05Z') - 2;
    expect(lines[shiftedPeriod - 1]).toContain('<Period>');
    expect(problems).toEqual([
      `bad.xml:${pointLine('25,40')}: TimeSeries 1 Period 1 Point 8: price.amount '25,40' is not a number (digits with '.' as the decimal point)`,
      `bad.xml:${pointLine('6105')}: TimeSeries 1 Period 1 Point 19: price.amount 6105 is outside the day-ahead market's limits -500…4000 EUR/MWh`,
      `bad.xml:${shiftedPeriod}: TimeSeries 2 Period 1: start 2025-10-25T21:05Z is not at the start of a 15-minute market time unit`,
      `bad.xml:${timeSeriesLines[2]}: TimeSeries 3: in_Domain.mRID '10YSE-3--------J' is not a bidding zone the portal prices (10YFI-1--------U = FI)`,
    ]);
    expect(result).toMatchObject({ status: 'rejected', timeSeries: { total: 4, bad: 3 } });
    expect(refusal).toBe('bad.xml: 3 of 4 TimeSeries refused: nothing was imported');
    expect(await priceCount()).toBe(before);
  });

  it('refuses two TimeSeries of one resolution over the same hours, naming the later one', async () => {
    const hourly = await readFile(hourlyXml, 'utf8');
    const series = hourly.slice(
      hourly.indexOf('\t<TimeSeries>'),
      hourly.indexOf('</Publication_MarketDocument>'),
    );
    const text = hourly.replace(
      '</Publication_MarketDocument>',
      series + '</Publication_MarketDocument>',
    );
    const before = await priceCount();

    const { result, problems, refusal } = await runImport(await files.write('twice.xml', [text]));

    const secondPeriod = text.lastIndexOf('<Period>');
    expect(problems).toEqual([
      `twice.xml:${text.slice(0, secondPeriod).split('\n').length}: TimeSeries 2 Period 1: overlaps an earlier PT60M period of the document`,
    ]);
    expect(result).toMatchObject({ status: 'rejected', timeSeries: { total: 2, bad: 1 } });
    expect(refusal).toBe('twice.xml: 1 of 2 TimeSeries refused: nothing was imported');
    expect(await priceCount()).toBe(before);
  });

  it('reports a truncated file in plain Finnish where it ends, and writes nothing', async () => {
    const text = await readFile(truncatedXml, 'utf8');
    const lines = text.split('\n');
    const before = await priceCount();

    const { result, problems, refusal } = await runImport(truncatedXml);

    expect(problems).toEqual([
      `fi-2025-09-30-truncated.xml:${lines.length}:${lines.at(-1)!.length + 1}: tiedosto ei ole kelvollista XML:ää: tiedosto loppuu ennen kuin <Publication_MarketDocument>, <TimeSeries>, <Period>, <Point> ja <price.amount> on suljettu; tiedosto on luultavasti katkennut (keskeytynyt lataus tai kopiointi): hae se uudelleen`,
    ]);
    expect(result).toEqual({
      status: 'rejected',
      rowsRead: 0,
      badRows: 0,
      timeSeries: { total: 0, bad: 0 },
    });
    expect(refusal).toBe(
      'fi-2025-09-30-truncated.xml: the document was refused: nothing was imported',
    );
    expect(await priceCount()).toBe(before);
  });

  it('reports malformed XML at the line and column where reading stopped', async () => {
    const { result, problems } = await runImport(
      await files.write('broken.xml', [
        '<?xml version="1.0"?>',
        '<Publication_MarketDocument>',
        '  <type>A44</typ>',
        '</Publication_MarketDocument>',
      ]),
    );
    const ampersand = await runImport(
      await files.write('ampersand.xml', [
        '<Publication_MarketDocument>',
        '  <mRID>Prices & more</mRID>',
        '</Publication_MarketDocument>',
      ]),
    );

    expect(problems).toEqual([
      'broken.xml:3:12: tiedosto ei ole kelvollista XML:ää: </typ> ei sulje elementtiä <type>, joka avattiin rivillä 3, sarakkeessa 3: elementit suljetaan päinvastaisessa järjestyksessä kuin ne avattiin',
    ]);
    expect(result.status).toBe('rejected');
    expect(ampersand.problems).toEqual([
      "ampersand.xml:2:16: tiedosto ei ole kelvollista XML:ää: '&', joka ei aloita entiteettiä kuten &amp; tai &lt;: tekstin sisällä '&' kirjoitetaan &amp;",
    ]);
  });

  it("reports ENTSO-E's acknowledgement with its own reason", async () => {
    const text = await readFile(noDataXml, 'utf8');
    const before = await priceCount();

    const { result, problems, refusal } = await runImport(noDataXml);

    expect(problems).toEqual([
      `fi-2025-11-02-no-matching-data.xml:${lineOf(text, '<Reason>')}: ENTSO-E answered with an acknowledgement (Acknowledgement_MarketDocument), not prices: 'No matching data found for Data item ENERGY_PRICES [12.1.D] (10YFI-1--------U, 10YFI-1--------U) and interval 2025-11-01T22:00:00.000Z/2025-11-02T22:00:00.000Z.' (reason code 999)`,
    ]);
    expect(result).toMatchObject({ status: 'rejected', timeSeries: { bad: 0 } });
    expect(refusal).toBe(
      'fi-2025-11-02-no-matching-data.xml: the document was refused: nothing was imported',
    );
    expect(await priceCount()).toBe(before);
  });

  it('reports every bad CSV row and imports none of them', async () => {
    const at = (minutes: number) =>
      helsinkiIso(helsinkiMidnight(2025, 11, 3).getTime() + minutes * 60_000);
    const file = await files.write('bad.csv', [
      'start,minutes,eur_per_mwh,zone',
      `${at(0)},15,12.5,FI`,
      `${at(7)},15,12.5,FI`,
      `${at(60)},30,12.5,FI`,
      `${at(120)},60,abc,FI`,
      `${at(180)},60,12.5,SE3`,
      `${at(240)},60,12.5,`,
      `${at(255)},15,12.5,FI`,
      `${at(300)},60,4000.001,FI`,
      `2025-11-03T05:00:00,60,1.0,FI`,
    ]);
    const before = await priceCount();

    const { result, problems } = await runImport(file);

    expect(problems).toEqual([
      `bad.csv:3: start ${at(7)} is not at the start of a 15-minute market time unit`,
      "bad.csv:4: minutes '30' is not 15 or 60",
      "bad.csv:5: eur_per_mwh 'abc' is not a number (digits with '.' as the decimal point)",
      "bad.csv:6: zone 'SE3' is not one of FI",
      `bad.csv:8: duplicate: FI ${at(255)} overlaps a market time unit on an earlier line`,
      "bad.csv:9: eur_per_mwh 4000.001 is outside the day-ahead market's limits -500…4000 EUR/MWh",
      "bad.csv:10: malformed timestamp '2025-11-03T05:00:00' (expected ISO 8601 with an offset or Z, e.g. 2025-01-31T22:00:00Z)",
    ]);
    expect(result).toEqual({ status: 'rejected', rowsRead: 9, badRows: 7 });
    expect(await priceCount()).toBe(before);
  });
});

describe('prices import: spot costs', () => {
  it("recomputes the month's spot costs of every electricity point with meter data", async () => {
    // A day of the test world's meter data, ten days back, priced anew.
    const today = helsinkiFields(testClock.now().getTime());
    const day = helsinkiMidnight(today.year, today.month, today.day - 10);
    const next = helsinkiMidnight(today.year, today.month, today.day - 9);
    const starts = instants(day, next, 15);
    const newPrices = new Map(starts.map((t, i) => [t, (((i * 7919) % 20_000) - 1500) / 100]));
    const file = await files.write('day.csv', [
      'start,minutes,eur_per_mwh',
      ...starts.map((t) => `${helsinkiIso(t)},15,${newPrices.get(t)!.toFixed(2)}`),
    ]);

    const { result, problems } = await runImport(file);

    expect(problems).toEqual([]);
    expect(result).toMatchObject({ status: 'imported', summary: { rowsRead: starts.length } });
    const { year, month: monthNumber } = helsinkiFields(day.getTime());
    const month = helsinkiMidnight(year, monthNumber, 1);
    const monthEnd = helsinkiMidnight(year, monthNumber + 1, 1);
    const range = sql`md.ts >= ${month.toISOString()}::timestamptz AND md.ts < ${monthEnd.toISOString()}::timestamptz`;
    const meterData = await rows<{ id: number; ts: number; value: string }>(sql`
      SELECT md.metering_point_id AS id, (extract(epoch FROM md.ts) * 1000)::float8 AS ts, md.value::text AS value
      FROM ${allMeterRows} md JOIN metering_points mp ON mp.id = md.metering_point_id
      WHERE mp.utility = 'electricity' AND ${range}`);
    const storedPrices = await rows<{ ts: number; price: string }>(sql`
      SELECT (extract(epoch FROM start) * 1000)::float8 AS ts, eur_per_mwh::text AS price
      FROM prices WHERE zone = 'FI' AND start >= ${month.toISOString()}::timestamptz
        AND start < ${monthEnd.toISOString()}::timestamptz`);
    const monthPrices = new Map(storedPrices.map((p) => [Number(p.ts), Number(p.price)]));
    for (const [t, eur] of newPrices) expect(monthPrices.get(t)).toBe(eur);

    // Σ value × price / 1000 per point: of each hour of the day, of the day, of the month.
    const expected = {
      hour: new Map<string, number>(),
      day: new Map<number, number>(),
      month: new Map<number, number>(),
    };
    const add = <K>(map: Map<K, number>, key: K, cost: number) =>
      map.set(key, (map.get(key) ?? 0) + cost);
    for (const row of meterData) {
      const ts = Number(row.ts);
      const cost = (Number(row.value) * monthPrices.get(ts)!) / 1000;
      add(expected.month, row.id, cost);
      if (ts >= day.getTime() && ts < next.getTime()) {
        add(expected.day, row.id, cost);
        add(expected.hour, `${row.id} ${ts - (ts % 3_600_000)}`, cost);
      }
    }
    expect(expected.day.size).toBeGreaterThanOrEqual(8);
    const stored = async (table: string | SQL, from: Date, to: Date) =>
      rows<{ id: number; start: number; spot: string | null }>(sql`
        SELECT r.metering_point_id AS id, (extract(epoch FROM r.bucket_start) * 1000)::float8 AS start,
               r.spot_cost::text AS spot
        FROM ${typeof table === 'string' ? sql.identifier(table) : table} r JOIN metering_points mp ON mp.id = r.metering_point_id
        WHERE mp.utility = 'electricity' AND r.bucket_start >= ${from.toISOString()}::timestamptz
          AND r.bucket_start < ${to.toISOString()}::timestamptz`);
    const hours = await stored(allHourRows(day, next), day, next);
    expect(hours).toHaveLength(expected.hour.size);
    for (const hour of hours) {
      expect(Number(hour.spot)).toBeCloseTo(
        expected.hour.get(`${hour.id} ${Number(hour.start)}`)!,
        6,
      );
    }
    const days = await stored('meter_data_day', day, next);
    expect(days.map((d) => d.id).sort()).toEqual([...expected.day.keys()].sort());
    for (const row of days) expect(Number(row.spot)).toBeCloseTo(expected.day.get(row.id)!, 5);
    const months = await stored('meter_data_month', month, monthEnd);
    for (const row of months) expect(Number(row.spot)).toBeCloseTo(expected.month.get(row.id)!, 4);
  });
});
