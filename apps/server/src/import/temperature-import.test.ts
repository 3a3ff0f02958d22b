import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { Database } from '../db/connection';
import { queryRows } from '../db/query';
import { helsinkiMidnight } from '@energiaportaali/domain';
import type { ImportResult } from './run-import';
import { importTemperatures } from './temperature-import';
import { csvFolder, helsinkiIso, instants, type CsvFolder } from './test-csv';

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

async function runImport(file: string): Promise<{ result: ImportResult; problems: string[] }> {
  const problems: string[] = [];
  const result = await importTemperatures(database, file, {
    label: 'temps.csv',
    report: (problem) => problems.push(problem),
  });
  return { result, problems };
}

async function stored(from: Date, to: Date) {
  const [row] = await queryRows<{ n: number; sum: string | null }>(
    database.db,
    sql`SELECT count(*)::int AS n, sum(celsius)::text AS sum FROM temperatures
        WHERE area = 'Helsinki' AND ts >= ${from.toISOString()}::timestamptz
          AND ts < ${to.toISOString()}::timestamptz`,
  );
  return row!;
}

const header = 'area,timestamp,celsius';
// Before the test world's data; 2024-03-31 has 23 hours.
const march30 = helsinkiMidnight(2024, 3, 30);
const april1 = helsinkiMidnight(2024, 4, 1);
const lines = instants(march30, april1, 60).map(
  (t, i) => `Helsinki,${helsinkiIso(t)},${(-5 + (i % 10) / 2).toFixed(1)}`,
);

describe('temperature import', () => {
  it('lands a valid file, and a second import of it changes nothing', async () => {
    const file = await files.write('temps.csv', [header, ...lines]);

    const first = await runImport(file);

    expect(first.problems).toEqual([]);
    expect(first.result).toMatchObject({
      status: 'imported',
      summary: { rowsRead: 47, inserted: 47, updated: 0, unchanged: 0 },
    });
    const expectedSum = lines.reduce((sum, line) => sum + Number(line.split(',')[2]), 0);
    expect(await stored(march30, april1)).toEqual({ n: 47, sum: expectedSum.toFixed(1) });

    const second = await runImport(file);
    expect(second.result).toMatchObject({
      summary: { inserted: 0, updated: 0, unchanged: 47 },
    });
    expect(await stored(march30, april1)).toEqual({ n: 47, sum: expectedSum.toFixed(1) });
  });

  it('updates a changed hour only', async () => {
    const changed = [...lines];
    changed[5] = changed[5]!.replace(/,[^,]+$/, ',12.3');
    const { result } = await runImport(await files.write('changed.csv', [header, ...changed]));
    expect(result).toMatchObject({ summary: { inserted: 0, updated: 1, unchanged: 46 } });
    const [row] = await queryRows<{ celsius: string }>(
      database.db,
      sql`SELECT celsius::text AS celsius FROM temperatures
          WHERE area = 'Helsinki' AND ts = ${new Date(march30.getTime() + 5 * 3_600_000).toISOString()}::timestamptz`,
    );
    expect(row!.celsius).toBe('12.3');
  });

  it('reports every bad row and imports nothing', async () => {
    const before = await stored(march30, helsinkiMidnight(2024, 4, 2));
    const at = (minutes: number) => helsinkiIso(april1.getTime() + minutes * 60_000);
    const file = await files.write('bad.csv', [
      header,
      `Helsinki,${at(0)},1.0`,
      `Helsinky,${at(60)},1.0`,
      `Helsinki,${at(90)},1.0`,
      `Helsinki,${at(120)},1.25`,
      `Helsinki,${at(180)},75.0`,
      `Helsinki,${at(240)},1,5`,
      `Helsinki,${at(0)},2.0`,
    ]);

    const { result, problems } = await runImport(file);

    expect(problems).toEqual([
      "temps.csv:3: unknown area 'Helsinky' (known: Helsinki, Jyväskylä)",
      `temps.csv:4: timestamp ${at(90)} is not a whole hour (temperatures are hourly)`,
      "temps.csv:5: celsius '1.25' has more than 1 decimal",
      'temps.csv:6: celsius 75.0 is outside -90…60',
      'temps.csv:7: expected 3 columns, found 4',
      `temps.csv:8: duplicate: area Helsinki at ${at(0)} is already on an earlier line`,
    ]);
    expect(result).toEqual({ status: 'rejected', rowsRead: 7, badRows: 6 });
    expect(await stored(march30, helsinkiMidnight(2024, 4, 2))).toEqual(before);
  });
});
