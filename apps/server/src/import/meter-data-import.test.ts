import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { Database } from '../db/connection';
import { emptyBlock, helsinkiDayOf, Holds } from '../db/day-block';
import { storeDayBlocks } from '../db/meter-days-store';
import { queryRows } from '../db/query';
import { helsinkiMidnight } from '@energiaportaali/domain';
import { importMeterData } from './meter-data-import';
import type { ImportResult } from './run-import';
import { csvFolder, helsinkiIso, instants, storedMeterRows, type CsvFolder } from './test-csv';

interface Point {
  id: number;
  identifier: string;
  gsrn: string;
}

let database: Database;
let files: CsvFolder;
let electricity: Point;
let heat: Point;
let water: Point;

const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(database.db, query);

async function firstPoint(utility: string): Promise<Point> {
  const [point] = await rows<Point>(
    sql`SELECT id, identifier, gsrn FROM metering_points WHERE utility = ${utility} ORDER BY id LIMIT 1`,
  );
  return point!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  files = await csvFolder();
  electricity = await firstPoint('electricity');
  heat = await firstPoint('districtheat');
  water = await firstPoint('water');
});
afterAll(async () => {
  await files.remove();
  await database.close();
});

/** Imports `file`; `inHalves` reads it in two halves at once however small it is. */
async function runImport(
  file: string,
  inHalves = false,
): Promise<{ result: ImportResult; problems: string[] }> {
  const problems: string[] = [];
  const result = await importMeterData(database, file, {
    label: 'file.csv',
    report: (problem) => problems.push(problem),
    partedFromBytes: inHalves ? 1 : undefined,
  });
  return { result, problems };
}

const header = 'metering_point,timestamp,value,production,reading';
const value = (i: number) => ((i % 7) * 0.125 + 0.05).toFixed(3);

/** Quarter-hour rows of the electricity point over Helsinki days [from, to). */
function quarterHourLines(from: Date, to: Date): string[] {
  return instants(from, to, 15).map(
    (t, i) =>
      `${electricity.identifier},${helsinkiIso(t)},${value(i)},${i % 3 === 0 ? '0.010' : ''},`,
  );
}

/** Everything in meter_days and the rollups, summed: equal before and after means untouched. */
async function fingerprint() {
  const [result] = await rows<Record<string, string>>(sql`
    SELECT (SELECT count(*) || '/' || coalesce(sum(value), 0) || '/' || coalesce(sum(production), 0) || '/' || coalesce(sum(reading), 0) FROM ${storedMeterRows}) AS raw,
           (SELECT count(*) || '/' || md5(string_agg(m::text, ',' ORDER BY metering_point_id, day_start)) FROM meter_days m) AS blocks,
           (SELECT count(*) || '/' || coalesce(sum(value), 0) || '/' || sum(samples) FROM meter_data_day) AS day,
           (SELECT count(*) || '/' || coalesce(sum(value), 0) || '/' || sum(samples) FROM meter_data_month) AS month`);
  return result;
}

/** Rollup rows of the points that differ from the stored intervals' sums (0 when all agree). */
async function rollupMismatches(pointIds: number[]): Promise<number> {
  const ids = sql.join(
    pointIds.map((id) => sql`${id}`),
    sql`, `,
  );
  let total = 0;
  for (const [table, unit] of [
    ['meter_data_day', 'day'],
    ['meter_data_month', 'month'],
  ] as const) {
    const [result] = await rows<{ n: number }>(sql`
      WITH raw AS (
        SELECT metering_point_id, date_trunc(${unit}, ts, 'Europe/Helsinki') AS bucket_start,
               sum(value) AS value, sum(production) AS production, count(*)::int AS samples,
               (array_agg(reading ORDER BY ts DESC) FILTER (WHERE reading IS NOT NULL))[1] AS reading
        FROM ${storedMeterRows} WHERE metering_point_id IN (${ids}) GROUP BY 1, 2)
      SELECT count(*)::int AS n
      FROM raw FULL JOIN (SELECT * FROM ${sql.identifier(table)} WHERE metering_point_id IN (${ids})) r
        USING (metering_point_id, bucket_start)
      WHERE r.value IS DISTINCT FROM raw.value OR r.production IS DISTINCT FROM raw.production
         OR r.samples IS DISTINCT FROM raw.samples OR r.reading IS DISTINCT FROM raw.reading`);
    total += result!.n;
  }
  return total;
}

async function blockShapes(pointId: number, from: Date, to: Date) {
  return rows<{ minutes: number; length: number }>(sql`
    SELECT minutes, array_length(value, 1) AS length FROM meter_days
    WHERE metering_point_id = ${pointId} AND day_start >= ${from.toISOString()}::timestamptz
      AND day_start < ${to.toISOString()}::timestamptz
    ORDER BY day_start`);
}

async function dayRollup(pointId: number, day: Date) {
  const [row] = await rows<{ value: string; samples: number }>(sql`
    SELECT value::text AS value, samples FROM meter_data_day
    WHERE metering_point_id = ${pointId} AND bucket_start = ${day.toISOString()}::timestamptz`);
  return row;
}

async function monthValue(pointId: number, month: Date): Promise<string | undefined> {
  const [row] = await rows<{ value: string }>(sql`
    SELECT value::text AS value FROM meter_data_month
    WHERE metering_point_id = ${pointId} AND bucket_start = ${month.toISOString()}::timestamptz`);
  return row?.value;
}

// Days before the test world's meter data, after the smart-meter switch; 2024-03-31 is the
// spring DST change (23 hours, 92 quarter-hours).
const march30 = helsinkiMidnight(2024, 3, 30);
const march31 = helsinkiMidnight(2024, 3, 31);
const april1 = helsinkiMidnight(2024, 4, 1);

describe('meter-data import', () => {
  it('lands a valid file and keeps the rollups equal to the raw rows', async () => {
    const electricityLines = quarterHourLines(march30, april1);
    const heatLines = instants(march31, april1, 60).map(
      (t, i) => `${heat.gsrn},${new Date(t).toISOString()},${(1 + i / 10).toFixed(1)},,${1000 + i}`,
    );
    const waterLines = [march30, march31].map(
      (day, i) => `${water.identifier},${helsinkiIso(day.getTime())},0.${i + 2},,`,
    );
    const file = await files.write('valid.csv', [
      header,
      ...electricityLines,
      '',
      ...heatLines,
      ...waterLines,
    ]);
    const expectedRows = 96 + 92 + 23 + 2;

    const { result, problems } = await runImport(file, true);

    expect(problems).toEqual([]);
    expect(result).toMatchObject({
      status: 'imported',
      summary: { rowsRead: expectedRows, inserted: expectedRows, updated: 0, unchanged: 0 },
    });
    const [stored] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ${storedMeterRows}
      WHERE metering_point_id IN (${electricity.id}, ${heat.id}, ${water.id})
        AND ts >= ${march30.toISOString()}::timestamptz AND ts < ${april1.toISOString()}::timestamptz`);
    expect(stored!.n).toBe(expectedRows);
    const expectedDaySum = electricityLines
      .slice(96)
      .reduce((sum, line) => sum + Number(line.split(',')[2]), 0);
    expect(await dayRollup(electricity.id, march31)).toEqual({
      value: expectedDaySum.toFixed(6),
      samples: 92,
    });
    expect(await dayRollup(heat.id, march31)).toMatchObject({ samples: 23 });
    // One block a point and day, its arrays the day's intervals: the spring day has 23 hours.
    expect(await blockShapes(electricity.id, march30, april1)).toEqual([
      { minutes: 15, length: 96 },
      { minutes: 15, length: 92 },
    ]);
    expect(await blockShapes(water.id, march30, april1)).toEqual([
      { minutes: 1440, length: 1 },
      { minutes: 1440, length: 1 },
    ]);
    expect(await rollupMismatches([electricity.id, heat.id, water.id])).toBe(0);
  });

  it('stores the 25-hour autumn day as 100 quarter-hours, each at its instant', async () => {
    const day = helsinkiMidnight(2024, 10, 27);
    const next = helsinkiMidnight(2024, 10, 28);
    const file = await files.write('autumn.csv', [header, ...quarterHourLines(day, next)]);

    const { result } = await runImport(file);

    expect(result).toMatchObject({ summary: { rowsRead: 100, inserted: 100, updated: 0 } });
    expect(await blockShapes(electricity.id, day, next)).toEqual([{ minutes: 15, length: 100 }]);
    const stored = await rows<{ ts: string; value: string }>(sql`
      SELECT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ts,
             value::text AS value
      FROM ${storedMeterRows}
      WHERE metering_point_id = ${electricity.id} AND ts >= ${day.toISOString()}::timestamptz
        AND ts < ${next.toISOString()}::timestamptz
      ORDER BY ts`);
    expect(stored).toEqual(
      instants(day, next, 15).map((t, i) => ({
        ts: new Date(t).toISOString().replace('.000Z', 'Z'),
        value: Number(value(i)).toFixed(6),
      })),
    );
    expect(await dayRollup(electricity.id, day)).toMatchObject({ samples: 100 });
    expect(await rollupMismatches([electricity.id])).toBe(0);
  });

  it('takes rows in any order, points interleaved and days backwards', async () => {
    const day = helsinkiMidnight(2024, 8, 5);
    const next = helsinkiMidnight(2024, 8, 7);
    const electricityLines = quarterHourLines(day, next);
    const heatLines = instants(day, next, 60).map(
      (t) => `${heat.identifier},${helsinkiIso(t)},1.5,,`,
    );
    const lines = [...electricityLines, ...heatLines].reverse();
    const mixed = lines.map((_, i) => lines[i % 2 === 0 ? i / 2 : lines.length - (i + 1) / 2]!);

    const { result } = await runImport(await files.write('mixed.csv', [header, ...mixed]), true);

    expect(result).toMatchObject({ summary: { rowsRead: 192 + 48, inserted: 192 + 48 } });
    expect(await blockShapes(electricity.id, day, next)).toHaveLength(2);
    expect(await blockShapes(heat.id, day, next)).toEqual([
      { minutes: 60, length: 24 },
      { minutes: 60, length: 24 },
    ]);
    expect(await rollupMismatches([electricity.id, heat.id])).toBe(0);

    // Each half has the line once: the file is read again in one piece, for the line number.
    const again = await runImport(
      await files.write('mixed-twice.csv', [header, ...mixed, electricityLines[100]!]),
      true,
    );
    expect(again.problems).toEqual([
      `file.csv:242: duplicate: metering point ${electricity.identifier} at ${electricityLines[100]!.split(',')[1]} is already on an earlier line`,
    ]);
  });

  it('reports every bad row by line and leaves the database unchanged', async () => {
    const before = await fingerprint();
    const at = (day: Date, minutes: number) => helsinkiIso(day.getTime() + minutes * 60_000);
    const file = await files.write('bad.csv', [
      header,
      `${electricity.identifier},${at(march30, 0)},1.0,,`,
      `999999999,${at(march30, 0)},1.0,,`,
      `${electricity.identifier},2024-03-30 25:00:00+02:00,1.0,,`,
      `${electricity.identifier},2024-03-30T00:00:00,1.0,,`,
      `${electricity.identifier},${at(march30, 7)},1.0,,`,
      `${electricity.identifier},2023-06-01T12:15:00Z,1.0,,`,
      `${electricity.identifier},2019-06-01T12:00:00Z,1.0,,`,
      `${water.identifier},${at(march30, 60)},1.0,,`,
      `${electricity.identifier},${at(march30, 15)},-1.0,,`,
      `${electricity.identifier},${at(march30, 30)},abc,0.1234567,-2`,
      `${electricity.identifier},${at(march30, 45)},1.0,,,`,
      `${electricity.gsrn},${at(march30, 0)},2.0,,`,
      `${electricity.identifier},${at(march30, 60)},"1.5",,`,
      `${electricity.identifier},${at(march30, 75)},1000000000,,999999999.000001`,
    ]);

    const { result, problems } = await runImport(file);

    const ts = at(march30, 0);
    expect(problems).toEqual([
      `file.csv:3: unknown metering point '999999999'`,
      `file.csv:4: malformed timestamp '2024-03-30 25:00:00+02:00' (expected ISO 8601 with an offset or Z, e.g. 2025-01-31T22:00:00Z)`,
      `file.csv:5: malformed timestamp '2024-03-30T00:00:00' (expected ISO 8601 with an offset or Z, e.g. 2025-01-31T22:00:00Z)`,
      `file.csv:6: timestamp ${at(march30, 7)} is not on metering point ${electricity.identifier}'s 15-minute grid`,
      `file.csv:7: timestamp 2023-06-01T12:15:00Z is not on metering point ${electricity.identifier}'s 60-minute grid`,
      `file.csv:8: timestamp 2019-06-01T12:00:00Z is before metering point ${electricity.identifier} has data (from 2019-12-31T22:00:00.000Z)`,
      `file.csv:9: timestamp ${at(march30, 60)} is not a midnight in Helsinki (metering point ${water.identifier} has daily values)`,
      `file.csv:10: value '-1.0' is negative`,
      `file.csv:11: value 'abc' is not a number (digits with '.' as the decimal point); production '0.1234567' has more than 6 decimals; reading '-2' is negative`,
      `file.csv:12: expected 5 columns, found 6`,
      `file.csv:13: duplicate: metering point ${electricity.gsrn} at ${ts} is already on an earlier line`,
      `file.csv:15: value '1000000000' is too large`,
    ]);
    expect(result).toEqual({ status: 'rejected', rowsRead: 14, badRows: 12 });
    expect(await fingerprint()).toEqual(before);
  });

  it("refuses a ';' file whose header is neither Datahub's nor ours, saying what was expected", async () => {
    const file = await files.write('header.csv', [
      'metering_point;timestamp;value',
      `${electricity.identifier};${helsinkiIso(march30.getTime())};1.0`,
    ]);
    const { result, problems } = await runImport(file);
    expect(result.status).toBe('rejected');
    expect(problems).toEqual([
      expect.stringMatching(/^file\.csv:1: .*Mittauspisteen tunnus;Tuotteen tyyppi;Resoluutio/),
      'file.csv:1: or expected a comma-separated header: metering_point, timestamp, value, production (optional), reading (optional), quality (optional)',
    ]);
  });

  it('refuses a comma-separated header with an unknown column', async () => {
    const file = await files.write('header.csv', [
      'metering_point,timestamp,amount',
      `${electricity.identifier},${helsinkiIso(march30.getTime())},1.0`,
    ]);
    const { result, problems } = await runImport(file);
    expect(result.status).toBe('rejected');
    const expected =
      '(expected a comma-separated header: metering_point, timestamp, value, production (optional), reading (optional), quality (optional))';
    expect(problems).toEqual([
      `file.csv:1: unknown column 'amount' ${expected}`,
      `file.csv:1: missing column 'value' ${expected}`,
    ]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const lines = quarterHourLines(helsinkiMidnight(2024, 5, 1), helsinkiMidnight(2024, 5, 3));
    const file = await files.write('again.csv', [header, ...lines]);
    const first = await runImport(file);
    expect(first.result).toMatchObject({ summary: { inserted: 192 } });
    const before = await fingerprint();

    const second = await runImport(file);

    expect(second.result).toMatchObject({
      status: 'imported',
      summary: { rowsRead: 192, inserted: 0, updated: 0, unchanged: 192 },
    });
    expect(await fingerprint()).toEqual(before);
  });

  it('writes changed rows only, appends new ones and moves the rollups with them', async () => {
    const day = helsinkiMidnight(2024, 6, 10);
    const lines = quarterHourLines(day, helsinkiMidnight(2024, 6, 11));
    await runImport(await files.write('original.csv', [header, ...lines]));
    const dayBefore = await dayRollup(electricity.id, day);
    const monthBefore = await monthValue(electricity.id, helsinkiMidnight(2024, 6, 1));

    const changed = lines.map((line, i) =>
      i === 40 ? line.replace(/,[0-9.]+,/, (cell) => `,${Number(cell.slice(1, -1)) + 1.5},`) : line,
    );
    // In the same file, a point with nothing stored yet in its range (appended, not merged).
    const heatLines = instants(day, helsinkiMidnight(2024, 6, 11), 60).map(
      (t) => `${heat.identifier},${helsinkiIso(t)},2.5,,`,
    );
    const { result } = await runImport(
      await files.write('changed.csv', [header, ...changed, ...heatLines]),
    );

    expect(result).toMatchObject({ summary: { inserted: 24, updated: 1, unchanged: 95 } });
    expect(Number((await dayRollup(electricity.id, day))!.value)).toBeCloseTo(
      Number(dayBefore!.value) + 1.5,
      6,
    );
    expect(Number(await monthValue(electricity.id, helsinkiMidnight(2024, 6, 1)))).toBeCloseTo(
      Number(monthBefore) + 1.5,
      6,
    );
    expect(await dayRollup(heat.id, day)).toEqual({ value: '60.000000', samples: 24 });
    expect(await rollupMismatches([electricity.id, heat.id])).toBe(0);
  });

  it('lays quarter-hours over a stored hourly block of the same day', async () => {
    const day = helsinkiMidnight(2024, 6, 20);
    const next = helsinkiMidnight(2024, 6, 21);
    const hourly = emptyBlock(electricity.id, helsinkiDayOf(day.getTime()), 60);
    hourly.value.fill(4_000_000);
    hourly.holds.fill(Holds.consumption);
    await storeDayBlocks(database.db, [hourly]);

    const { result } = await runImport(
      await files.write('finer.csv', [header, ...quarterHourLines(day, next)]),
    );

    // The hours' values sit at their first quarter-hours: those are updated, the rest new.
    expect(result).toMatchObject({ summary: { inserted: 72, updated: 24, unchanged: 0 } });
    expect(await blockShapes(electricity.id, day, next)).toEqual([{ minutes: 15, length: 96 }]);
    expect(await rollupMismatches([electricity.id])).toBe(0);
  });

  it('keeps stored production when the column is absent and clears it when a cell is empty', async () => {
    const day = helsinkiMidnight(2024, 7, 1);
    const t = helsinkiIso(day.getTime());
    const production = async () => {
      const [row] = await rows<{ production: string | null }>(sql`
        SELECT production::text AS production FROM ${storedMeterRows}
        WHERE metering_point_id = ${electricity.id} AND ts = ${day.toISOString()}::timestamptz`);
      return row?.production;
    };
    await runImport(await files.write('p1.csv', [header, `${electricity.identifier},${t},1,0.5,`]));
    expect(await production()).toBe('0.500000');

    const withoutColumn = await runImport(
      await files.write('p2.csv', [
        'metering_point,timestamp,value',
        `${electricity.identifier},${t},2`,
      ]),
    );
    expect(withoutColumn.result).toMatchObject({ summary: { updated: 1 } });
    expect(await production()).toBe('0.500000');

    await runImport(await files.write('p3.csv', [header, `${electricity.identifier},${t},2,,`]));
    expect(await production()).toBeNull();
    expect(await rollupMismatches([electricity.id])).toBe(0);
  });
});
