import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { createUser } from '../../../test/factories';
import { testIdentityCodeKey } from '../../../test/template';
import type { Database } from '../../db/connection';
import { queryRows } from '../../db/query';
import { hashIdentityCode } from '../../identity/identity-code-hash';
import { csvFolder, type CsvFolder } from '../test-csv';
import type { RegisterKind } from '.';
import { exampleFile, importRegister } from './test-support';

// On the test world (the demo data): the examples must not collide with it, and every check
// below runs next to someone else's customers, offices and accounts.
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

const exampleLines = async (kind: RegisterKind) =>
  (await readFile(exampleFile(kind), 'utf8')).trimEnd().split('\n');

async function count(table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
  );
  return row!.n;
}

/** How many rows each table has: an import refused must leave every one as it was. */
const tables = [
  'customers',
  'property_manager_offices',
  'office_housing_companies',
  'metering_points',
  'metering_point_resolutions',
  'contracts',
  'users',
  'user_customers',
  'office_staff',
  'staff_housing_companies',
  'one_time_tokens',
  'email_outbox',
  'audit_log',
];
async function tableCounts(): Promise<Record<string, number>> {
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await count(t)])));
}

/** Imports a file made of the header and rows; expects it refused with exactly these problems. */
async function expectRefused(kind: RegisterKind, lines: string[], problems: string[]) {
  const before = await tableCounts();
  const run = await importRegister(database, kind, await files.write(`${kind}.csv`, lines));
  expect(run.problems).toEqual(problems);
  expect(run.result).toMatchObject({ status: 'rejected', badRows: problems.length });
  expect(await tableCounts()).toEqual(before);
}

// The audit log grows by one row per import run, even one that changes nothing.
const withoutAudit = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([table]) => table !== 'audit_log'));

async function expectImported(kind: RegisterKind, lines: string[], counts: object) {
  const run = await importRegister(database, kind, await files.write(`${kind}.csv`, lines));
  expect(run.problems).toEqual([]);
  expect(run.result).toMatchObject({ status: 'imported', summary: counts });
}

/** The example, its re-import (nothing changes) and one changed row (updated, not added). */
async function importTwiceThenChange(kind: RegisterKind, change: (lines: string[]) => void) {
  const lines = await exampleLines(kind);
  const rows = lines.length - 1;
  await expectImported(kind, lines, { rowsRead: rows, inserted: rows, updated: 0, unchanged: 0 });
  const after = await tableCounts();
  await expectImported(kind, lines, { inserted: 0, updated: 0, unchanged: rows });
  change(lines);
  await expectImported(kind, lines, { inserted: 0, updated: 1, unchanged: rows - 1 });
  expect(withoutAudit(await tableCounts())).toEqual(withoutAudit(after));
  const [audits] = await queryRows<{ n: number; details: string }>(
    database.db,
    sql`SELECT count(*)::int AS n, max(details::text) AS details FROM audit_log
        WHERE action = ${`import.${kind}`} AND actor_user_id IS NULL`,
  );
  expect(audits!.n).toBe(3);
  return lines;
}

describe('npm run import -- customers', () => {
  it('refuses a file with bad rows as a whole, naming each', async () => {
    const [head, person, company] = await exampleLines('customers');
    await expectRefused(
      'customers',
      [
        head!,
        person!,
        'person,,Tuuli,,120380-931X,,,900199,ei-osoite,123,,1234,',
        'company,Väärä Oy,,,,1234567-2,,,,,,,',
        'company,Alatyyppi Oy,,,,9067890-4,9999999-9,,,,,,',
        company!.replace('900201', '100001'),
        'yritys,X,,,,,,,,,,,',
        person!,
      ],
      [
        "customers.csv:3: identity_code is not a valid personal identity code; email 'ei-osoite' is not a valid e-mail address; phone '123' is not a phone number like +358401234567; postal_code '1234' is not 5 digits; last_name is empty (a person has one)",
        "customers.csv:4: business_id '1234567-2' is not a valid business id (1234567-8)",
        "customers.csv:5: business_id '9067890-4' is not a valid business id (1234567-8); parent_business_id '9999999-9' is not a valid business id (1234567-8)",
        'customers.csv:6: customer number 100001 belongs to another customer in the database',
        "customers.csv:7: kind 'yritys' is not one of person, company, housing_company",
        'customers.csv:8: the same customer (person) is already on an earlier line',
      ],
    );
  });

  it('imports, re-imports without change, and updates a changed row', async () => {
    await importTwiceThenChange('customers', (lines) => {
      lines[2] = lines[2]!.replace('+358401110002', '+358401119999');
    });
    const rows = await queryRows<{
      name: string;
      parent: string | null;
      hash: string | null;
      phone: string | null;
    }>(
      database.db,
      sql`SELECT c.name, p.name AS parent, c.identity_code_hash AS hash, c.phone
          FROM customers c LEFT JOIN customers p ON p.id = c.parent_customer_id
          WHERE c.customer_numbers && ARRAY['900101', '900201', '900202']
          ORDER BY c.name`,
    );
    expect(rows).toEqual([
      { name: 'Tuonti Kiinteistöt Oy', parent: 'Tuonti Oy', hash: null, phone: null },
      { name: 'Tuonti Oy', parent: null, hash: null, phone: '+358401119999' },
      {
        name: 'Tuuli Tuontinen',
        parent: null,
        hash: hashIdentityCode('120380-931U', testIdentityCodeKey),
        phone: '+358401110001',
      },
    ]);
  });
});

describe('npm run import -- offices', () => {
  it('refuses unknown housing companies and those of another office', async () => {
    const [head, office] = await exampleLines('offices');
    await expectRefused(
      'offices',
      [
        head!,
        office!,
        '9078901-6,Toinen Oy,Katu 1,00100,Helsinki,6789012-4;9023456-3',
        '9078901-6,Toinen Oy,Katu 1,,Helsinki,',
      ],
      [
        'offices.csv:3: housing company 6789012-4 belongs to office 4567890-7; list it there no more first (one office per housing company); housing company 9023456-3: no such housing_company customer in the database',
        'offices.csv:4: postal_code is empty',
      ],
    );
  });

  it('imports, re-imports without change, and updates a changed row', async () => {
    await importTwiceThenChange('offices', (lines) => {
      lines[1] = lines[1]!.replace('Isännöitsijänkatu 2', 'Isännöitsijänkatu 4');
    });
  });
});

describe('npm run import -- metering-points', () => {
  it('refuses bad identifiers, units, histories and references', async () => {
    const [head, first] = await exampleLines('metering-points');
    await expectRefused(
      'metering-points',
      [
        head!,
        first!,
        first!
          .replace('643006966009000010', '643006966009000011')
          .replace('7700100001', '7700100009'),
        first!.replace('7700100001', '77001000A1').replace('900101', '999999'),
        first!
          .replace('7700100001', '7700100008')
          .replace('643006966009000010', '643006966000100016'),
        '7700100007,643006966009000072,900101,water,kWh,Katu 1,00100,Helsinki,Helsinki,2024-01-01T00:00+02:00=60;2020-01-01T00:00+02:00=1440,',
        '7700100007,643006966009000072,900101,water,m3,Katu 1,00100,Helsinki,Helsinki,2024-01-01=60,',
      ],
      [
        "metering-points.csv:3: gsrn '643006966009000011' is not 18 digits with a valid check digit",
        "metering-points.csv:4: identifier '77001000A1' is not 1–20 digits; customer '999999': no such customer in the database; gsrn 643006966009000010 is already on an earlier line",
        'metering-points.csv:5: gsrn 643006966000100016 belongs to metering point 6400100001 in the database',
        'metering-points.csv:6: unit kWh does not fit water (water is metered in m3, energy in kWh or MWh); resolution_history is not in time order',
        "metering-points.csv:7: resolution_history '2024-01-01=60' is not START=MINUTES (an instant with its offset, 15, 60 or 1440)",
      ],
    );
  });

  it('imports, re-imports without change, and updates a changed history', async () => {
    await importTwiceThenChange('metering-points', (lines) => {
      lines[3] = lines[3]!.replace('2024-01-01T00:00+02:00=15', '2025-01-01T00:00+02:00=15');
    });
    const history = await queryRows<{ from: string; minutes: number }>(
      database.db,
      sql`SELECT to_char(r.valid_from AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS "from",
                 r.resolution_minutes AS minutes
          FROM metering_point_resolutions r JOIN metering_points p ON p.id = r.metering_point_id
          WHERE p.identifier = '7700100003' ORDER BY r.valid_from`,
    );
    expect(history).toEqual([
      { from: '2019-12-31 22:00', minutes: 60 },
      { from: '2024-12-31 22:00', minutes: 15 },
    ]);
  });

  it("checks a point's production GSRN and keeps it", async () => {
    const [head, first] = await exampleLines('metering-points');
    const withProduction = (line: string, gsrn: string) => `${line},${gsrn}`;
    const water =
      '7700100007,643006966009000072,900101,water,m3,Katu 1,00100,Helsinki,Helsinki,2020-01-01T00:00+02:00=1440,';
    await expectRefused(
      'metering-points',
      [
        `${head!},production_gsrn`,
        withProduction(first!, '643006966009000010'),
        withProduction(water, '643006966009000089'),
        withProduction(
          first!
            .replace('7700100001', '7700100008')
            .replace('643006966009000010', '643006966009000508'),
          '643006966000200013',
        ),
      ],
      [
        "metering-points.csv:2: production_gsrn is the point's own gsrn",
        'metering-points.csv:3: production_gsrn is for electricity, not water',
        'metering-points.csv:4: production_gsrn 643006966000200013 belongs to metering point 6400100001 in the database',
      ],
    );
    const file = await files.write('metering-points.csv', [
      `${head!},production_gsrn`,
      withProduction(first!, '643006966009000096'),
    ]);
    const { result } = await importRegister(database, 'metering-points', file);
    expect(result.status).toBe('imported');
    const [stored] = await queryRows<{ production_gsrn: string }>(
      database.db,
      sql`SELECT production_gsrn FROM metering_points WHERE identifier = '7700100001'`,
    );
    expect(stored).toEqual({ production_gsrn: '643006966009000096' });
  });
});

describe('npm run import -- contracts', () => {
  // The example contracts name the example tariffs.
  beforeAll(() => importRegister(database, 'tariffs', exampleFile('tariffs')));

  it('refuses unknown points, bad dates and repeats', async () => {
    const [head, first] = await exampleLines('contracts');
    await expectRefused(
      'contracts',
      [
        head!,
        first!,
        '9900007,7799999999,,water,Vesihuolto,2022-03-01,,,',
        '9900008,7700100002,,water,Vesihuolto,2022-03-01,2022-02-30,-5,',
        '9900009,7700100002,,water,Vesihuolto,2022-03-01,2022-01-01,,',
        first!,
      ],
      [
        'contracts.csv:3: metering_point 7799999999: no such metering point in the database',
        "contracts.csv:4: end_date '2022-02-30' is not a date YYYY-MM-DD; yearly_estimate_kwh '-5' is not a whole number 0…2147483647",
        'contracts.csv:5: end_date 2022-01-01 is before start_date 2022-03-01',
        'contracts.csv:6: contract 9900001 is already on an earlier line',
      ],
    );
  });

  it('imports, re-imports without change, and updates a changed row', async () => {
    await importTwiceThenChange('contracts', (lines) => {
      lines[1] = lines[1]!.replace('2022-03-01,,5200', '2022-03-01,2026-12-31,5200');
    });
    const [contract] = await queryRows<{ end: string; utility: string; customer: string }>(
      database.db,
      sql`SELECT c.end_date::text AS "end", c.utility, u.name AS customer
          FROM contracts c JOIN customers u ON u.id = c.customer_id
          WHERE c.contract_identifier = '9900001'`,
    );
    expect(contract).toEqual({
      end: '2026-12-31',
      utility: 'electricity',
      customer: 'Tuuli Tuontinen',
    });
  });
});

describe('npm run import -- users', () => {
  it('refuses accounts linked to the wrong kind of customer, office or role', async () => {
    const [head, consumer] = await exampleLines('users');
    const { email: consumersEmail } = await createUser(database.db, 'consumer');
    await expectRefused(
      'users',
      [
        head!,
        consumer!,
        'yrittaja@example.fi,consumer,Yrjö,Yrittäjä,,9023456-3,,',
        'toinen@example.fi,companyUser,Toini,Toinen,,900101,,',
        'kolmas@example.fi,remUser,Kalle,Kolmas,,,9999998-4,9045678-0',
        `${consumersEmail},companyUser,Matti,Meikäläinen,,9023456-3,,`,
        'neljas@example.fi,operator,Niilo,Neljäs,,,,',
        'TUULI.tuontinen@example.fi,consumer,Tuuli,Tuontinen,,900101,,',
      ],
      [
        "users.csv:3: customer '9023456-3' is a company; a consumer acts for persons",
        "users.csv:4: customer '900101' is a person; a companyUser acts for companies",
        "users.csv:5: office 9999998-4: no such office in the database; housing company 9045678-0 is not one of the office's in the database",
        `users.csv:6: e-mail ${consumersEmail} belongs to a consumer account; the import does not change that`,
        "users.csv:7: role 'operator' is not one of consumer, companyUser, companyManager, remUser, remCompany",
        'users.csv:8: e-mail TUULI.tuontinen@example.fi is already on an earlier line',
      ],
    );
  });

  it('imports and invites new accounts once; a re-import sends nothing; a change updates', async () => {
    const outboxBefore = await count('email_outbox');
    const lines = await importTwiceThenChange('users', (lines) => {
      // The company's admin made a plain user: the same account, its links updated.
      lines[2] = lines[2]!.replace('companyManager', 'companyUser');
    });
    expect(lines).toHaveLength(5);
    const mails = await queryRows<{ recipient: string; subject: string }>(
      database.db,
      sql`SELECT recipient, subject FROM email_outbox ORDER BY id OFFSET ${outboxBefore}`,
    );
    expect(mails).toEqual([
      {
        recipient: 'tuuli.tuontinen@example.fi',
        subject: 'Testi Energia: Tunnukset sähköiseen asiointipalveluun',
      },
      {
        recipient: 'taisto.tuonti@tuonti.example.fi',
        subject: 'Testi Energia: Tunnukset yrityksen asiointipalveluun',
      },
      {
        recipient: 'iida.isannoitsija@tuonti.example.fi',
        subject: 'Testi Energia: Tunnukset isännöitsijälle',
      },
      {
        recipient: 'hannu.huolto@tuonti.example.fi',
        subject: 'Testi Energia: Tunnukset isännöitsijälle',
      },
    ]);
    const accounts = await queryRows<{
      email: string;
      role: string;
      links: string;
      password: boolean;
    }>(
      database.db,
      sql`SELECT u.email, u.role, u.password_hash IS NOT NULL AS password,
                 coalesce((SELECT string_agg(c.business_id || ':' || uc.person_role, ',' ORDER BY c.business_id)
                           FROM user_customers uc JOIN customers c ON c.id = uc.customer_id
                           WHERE uc.user_id = u.id), '') ||
                 coalesce((SELECT ' office ' || o.business_id FROM office_staff s
                           JOIN property_manager_offices o ON o.id = s.office_id WHERE s.user_id = u.id), '') ||
                 coalesce((SELECT ' houses ' || string_agg(c.business_id, ',') FROM staff_housing_companies h
                           JOIN customers c ON c.id = h.customer_id WHERE h.user_id = u.id), '') AS links
          FROM users u WHERE u.email LIKE '%tuont%' OR u.email LIKE '%.huolto@tuonti%'
          ORDER BY u.email`,
    );
    expect(accounts).toEqual([
      {
        email: 'hannu.huolto@tuonti.example.fi',
        role: 'remUser',
        password: false,
        links: ' office 9056789-4 houses 9045678-0',
      },
      {
        email: 'iida.isannoitsija@tuonti.example.fi',
        role: 'remCompany',
        password: false,
        links: ' office 9056789-4',
      },
      {
        email: 'taisto.tuonti@tuonti.example.fi',
        role: 'companyUser',
        password: false,
        links: '9023456-3:user,9034567-7:user',
      },
      { email: 'tuuli.tuontinen@example.fi', role: 'consumer', password: false, links: '' },
    ]);
  });
});
