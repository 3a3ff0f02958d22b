import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { repoRoot } from '../../config/env';
import type { Database } from '../../db/connection';
import { allHourRows, allMeterRows } from '../../db/meter-rows';
import { queryRows } from '../../db/query';
import { helsinkiFields, helsinkiMidnight } from '../../demo/helsinki-time';
import type { ImportResult } from '../run-import';
import { csvFolder, helsinkiIso, instants, type CsvFolder } from '../test-csv';
import { importPrices } from './price-import';

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

const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(database.db, query);

async function runImport(file: string) {
  const problems: string[] = [];
  const result: ImportResult = await importPrices(database, file, {
    label: path.basename(file),
    report: (problem) => problems.push(problem),
  });
  return { result, problems };
}

// The fixture days: 30 March 2025 (23 hours) and 26 October 2025 (25 hours, 100 quarters).
const fixtureDays = [
  [helsinkiMidnight(2025, 3, 30), helsinkiMidnight(2025, 3, 31)],
  [helsinkiMidnight(2025, 10, 26), helsinkiMidnight(2025, 10, 27)],
] as const;
const inFixtureDays = sql.join(
  fixtureDays.map(
    ([from, to]) =>
      sql`(start >= ${from.toISOString()}::timestamptz AND start < ${to.toISOString()}::timestamptz)`,
  ),
  sql` OR `,
);

async function fixturePrices() {
  return rows<{ zone: string; start: string; minutes: number; price: string }>(sql`
    SELECT zone, to_char(start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS start, minutes,
           eur_per_mwh::text AS price
    FROM prices WHERE ${inFixtureDays} ORDER BY start`);
}

const clearFixtureDays = () => database.db.execute(sql`DELETE FROM prices WHERE ${inFixtureDays}`);

async function priceCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM prices`);
  return row!.n;
}

describe('prices import: ENTSO-E XML and CSV', () => {
  it('imports the PT60M and PT15M documents, A03 gaps filled, to the same rows as the CSV', async () => {
    // The test world has demo prices on every day: these two start empty.
    await clearFixtureDays();

    const hourly = await runImport(hourlyXml);
    const quarters = await runImport(quarterXml);

    expect([...hourly.problems, ...quarters.problems]).toEqual([]);
    expect(hourly.result).toMatchObject({
      status: 'imported',
      summary: { rowsRead: 23, inserted: 23, updated: 0, unchanged: 0 },
    });
    expect(quarters.result).toMatchObject({ summary: { rowsRead: 100, inserted: 100 } });
    const fromXml = await fixturePrices();
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

    await clearFixtureDays();
    const csv = await runImport(sameCsv);
    expect(csv.result).toMatchObject({ summary: { rowsRead: 123, inserted: 123 } });
    expect(await fixturePrices()).toEqual(fromXml);

    for (const file of [hourlyXml, quarterXml]) {
      expect((await runImport(file)).result).toMatchObject({
        summary: { inserted: 0, updated: 0 },
      });
    }
  });

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

    const { result, problems } = await runImport(await files.write('a25.xml', [text]));

    expect(problems).toEqual([
      `a25.xml:${lineOf(text, '<Publication_MarketDocument')}: document type 'A25' is not A44 (day-ahead prices)`,
    ]);
    expect(result).toMatchObject({ status: 'rejected', badRows: 1 });
    expect(await priceCount()).toBe(before);
  });

  it('names the element and line of each bad number, misaligned period and foreign zone', async () => {
    const hourly = await readFile(hourlyXml, 'utf8');
    const quarters = await readFile(quarterXml, 'utf8');
    // Three TimeSeries in one document: a bad price, a period shifted 5 minutes, a Swedish zone.
    const series = (text: string) =>
      text.slice(text.indexOf('\t<TimeSeries>'), text.indexOf('</Publication_MarketDocument>'));
    const text =
      hourly.slice(0, hourly.indexOf('\t<TimeSeries>')) +
      series(hourly).replace(
        '<price.amount>25.40</price.amount>',
        '<price.amount>25,40</price.amount>',
      ) +
      series(quarters)
        .replace('<start>2025-10-25T21:00Z</start>', '<start>2025-10-25T21:05Z</start>')
        .replace('<end>2025-10-26T22:00Z</end>', '<end>2025-10-26T22:05Z</end>') +
      series(hourly)
        .replaceAll('10YFI-1--------U', '10YSE-3--------J')
        .replace('<start>2025-03-29T22:00Z</start>', '<start>2025-04-01T21:00Z</start>')
        .replace('<end>2025-03-30T21:00Z</end>', '<end>2025-04-02T20:00Z</end>') +
      '</Publication_MarketDocument>\n';
    const before = await priceCount();

    const { result, problems } = await runImport(await files.write('bad.xml', [text]));

    const lines = text.split('\n');
    const timeSeriesLines = lines.flatMap((line, i) =>
      line.includes('<TimeSeries>') ? [i + 1] : [],
    );
    const pointLine = lineOf(text, '25,40') - 2;
    expect(lines[pointLine - 1]).toContain('<Point>');
    const shiftedPeriod = lineOf(text, '2025-10-25T21:05Z') - 2;
    expect(lines[shiftedPeriod - 1]).toContain('<Period>');
    expect(problems).toEqual([
      `bad.xml:${pointLine}: TimeSeries 1 Period 1 Point 8: price.amount '25,40' is not a number (digits with '.' as the decimal point)`,
      `bad.xml:${shiftedPeriod}: TimeSeries 2 Period 1: start 2025-10-25T21:05Z is not at the start of a 15-minute market time unit`,
      `bad.xml:${timeSeriesLines[2]}: TimeSeries 3: in_Domain.mRID '10YSE-3--------J' is not a bidding zone the portal prices (10YFI-1--------U = FI)`,
    ]);
    expect(result).toMatchObject({ status: 'rejected', badRows: 3 });
    expect(await priceCount()).toBe(before);
  });

  it('refuses XML that is not well-formed, on its line', async () => {
    const { result, problems } = await runImport(
      await files.write('broken.xml', [
        '<?xml version="1.0"?>',
        '<Publication_MarketDocument>',
        '<type>A44</typ>',
      ]),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^broken\.xml:3: not well-formed XML: .*type/);
    expect(result.status).toBe('rejected');
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
    const today = helsinkiFields(Date.now());
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
