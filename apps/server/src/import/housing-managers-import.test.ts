import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { Database } from '../db/connection';
import { housingManagers } from '../db/schema';
import { newBusinessId } from '../../test/factories';
import { importHousingManagers } from './housing-managers-import';
import { csvFolder, type CsvFolder } from './test-csv';

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

async function run(lines: string[]) {
  const file = await files.write('managers.csv', lines);
  const problems: string[] = [];
  const result = await importHousingManagers(database, file, {
    label: 'managers.csv',
    report: (problem) => problems.push(problem),
  });
  return { result, problems };
}

const stored = () => storedOf();

const storedOf = (houses?: string[]) =>
  database.db
    .select({
      house: housingManagers.housingCompanyBusinessId,
      office: housingManagers.officeBusinessId,
      name: housingManagers.officeName,
    })
    .from(housingManagers)
    .where(houses ? inArray(housingManagers.housingCompanyBusinessId, houses) : undefined)
    .orderBy(asc(housingManagers.housingCompanyBusinessId));

interface Row {
  house: string;
  office: string;
  name: string | null;
}
// As the table's order reads them (business ids are plain ASCII: code-point order).
const byHouse = (rows: Row[]) => [...rows].sort((a, b) => (a.house < b.house ? -1 : 1));

const header = 'office_business_id,housing_company_business_id,office_name';

describe('npm run import -- housing-managers', () => {
  it('refuses a file with a bad row as a whole, naming each line', async () => {
    const before = await stored();
    const { result, problems } = await run([
      header,
      '1234567-1,0000001-9,Ensimmäinen Oy',
      '1234567-1,5678901-3,Ensimmäinen Oy',
      '1234567-1,0000001-9,',
      ',2345678-0,',
    ]);
    expect(result).toMatchObject({ status: 'rejected', badRows: 3 });
    expect(problems).toEqual([
      "managers.csv:3: housing_company_business_id '5678901-3' is not a valid business id (1234567-8)",
      'managers.csv:4: housing company 0000001-9 is already listed on an earlier line',
      'managers.csv:5: office_business_id is empty',
    ]);
    expect(await stored()).toEqual(before);
  });

  it('imports, re-imports without change, and updates a changed manager', async () => {
    const [house1, house2, office1, office2] = [1, 2, 3, 4].map(() => newBusinessId());
    const lines = [header, `${office1},${house1},Isännöinti Yksi Oy`, `${office2},${house2},`];
    const first = await run(lines);
    expect(first.problems).toEqual([]);
    expect(first.result).toMatchObject({
      status: 'imported',
      summary: { rowsRead: 2, inserted: 2, updated: 0, unchanged: 0 },
    });
    const rows = byHouse([
      { house: house1!, office: office1!, name: 'Isännöinti Yksi Oy' },
      { house: house2!, office: office2!, name: null },
    ]);
    expect(await storedOf([house1!, house2!])).toEqual(rows);

    const again = await run(lines);
    expect(again.result).toMatchObject({
      status: 'imported',
      summary: { rowsRead: 2, inserted: 0, updated: 0, unchanged: 2 },
    });
    expect(await storedOf([house1!, house2!])).toEqual(rows);

    // A file may name only some housing companies: the others keep their manager.
    const moved = await run([header, `${office1},${house2},Isännöinti Yksi Oy`]);
    expect(moved.result).toMatchObject({
      status: 'imported',
      summary: { rowsRead: 1, inserted: 0, updated: 1, unchanged: 0 },
    });
    expect(await storedOf([house1!, house2!])).toEqual(
      byHouse([
        { house: house1!, office: office1!, name: 'Isännöinti Yksi Oy' },
        { house: house2!, office: office1!, name: 'Isännöinti Yksi Oy' },
      ]),
    );
  });
});
