import { randomBytes } from 'node:crypto';
import { customerDataSchema, portalConfigSchema, type CustomerData } from '@energiaportaali/domain';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testEnv, testPortalConfigInput } from '../../../test/app';
import { databaseUrlWithName } from '../../../test/database-url';
import {
  formAction,
  formBody,
  formHeaders,
  injectTransport,
  jsonHeaders,
  TestBrowser,
} from '../../../test/login';
import { buildApp, type App } from '../../app';
import { runCostRefreshes } from '../../cost/stored-cost';
import { migrateDatabase, openDatabase, type Database } from '../../db/connection';
import { emailOutbox } from '../../db/schema';
import { createLogger } from '../../logging';
import { registerKinds } from '.';
import { exampleFile, importRegister, testOrigin } from './test-support';

// The README's promise: the example files import, in order, into an empty database (no demo
// world), and the imported people log in once they have set their passwords.

async function withAdmin<T>(url: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** A migrated database with nothing in it, of the engine this project tests. */
async function emptyDatabase(): Promise<Database> {
  if (inject('testDatabase').kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(database);
    await runCostRefreshes(database.db);
    return database;
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `ep_test_empty_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrlWithName(url, name) });
  await migrateDatabase(database);
  await runCostRefreshes(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

const password = 'Tuonti-Lahti-Sauna-58';
const returnPaths = new Set(['/kirjaudu', '/yritys/kirjaudu', '/isannointi/kirjaudu']);

let database: Database;
let app: App;

beforeAll(async () => {
  database = await emptyDatabase();
  app = await buildApp({
    database,
    portalConfig: portalConfigSchema.parse(testPortalConfigInput),
    env: testEnv(),
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
  });
  app.addHook('onClose', () => database.close());
  await app.ready();
}, 120_000);
afterAll(() => app?.close());

/** The token of the newest invitation e-mailed to the address. */
async function invitationToken(email: string): Promise<string> {
  const [mail] = await database.db
    .select({ body: emailOutbox.body })
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = new RegExp(`${testOrigin}/\\S+/([A-Za-z0-9_-]{16,})`).exec(mail?.body ?? '')?.[1];
  expect(token, mail?.body).toBeDefined();
  return token!;
}

/** Through the login server's form and back, as a browser does; the session cookie is kept. */
async function login(email: string, type: 'consumer' | 'company'): Promise<TestBrowser> {
  const browser = new TestBrowser(() => injectTransport(app));
  const { response: page } = await browser.follow(`/api/auth/login?type=${type}`);
  expect(page.status).toBe(200);
  const posted = await browser.request('POST', formAction(page.body), {
    headers: formHeaders,
    body: formBody({ email, password }),
  });
  expect(posted.status, posted.body).toBe(303);
  const { response } = await browser.follow(posted.location!, (url) =>
    returnPaths.has(url.pathname),
  );
  const back = new URL(response.location!);
  const answer = await browser.request('POST', '/api/auth/callback', {
    headers: jsonHeaders,
    body: JSON.stringify({ type, search: back.search }),
  });
  expect(answer.status, answer.body).toBe(204);
  return browser;
}

async function contractsOf(browser: TestBrowser, companyid?: string): Promise<CustomerData> {
  const query = companyid ? `?companyid=${companyid}` : '';
  const response = await browser.request('GET', `/api/contracts${query}`);
  expect(response.status, response.body).toBe(200);
  return customerDataSchema.parse(JSON.parse(response.body));
}

const pointsAndContracts = (data: CustomerData) =>
  data.contracts
    .map((c) => `${c.meteringpointIdentifier} ${c.utility} ${c.contractIdentifier}`)
    .sort();

describe('docs/examples', () => {
  it('import in order into an empty database', async () => {
    for (const kind of registerKinds) {
      const run = await importRegister(database, kind, exampleFile(kind));
      expect(run.problems, kind).toEqual([]);
      expect(run.result, kind).toMatchObject({ status: 'imported', summary: { updated: 0 } });
    }
  }, 60_000);

  it('let the imported consumer set a password, log in and see exactly their points', async () => {
    const email = 'tuuli.tuontinen@example.fi';
    const set = await app.inject({
      method: 'PATCH',
      url: '/api/user/password/setNew',
      headers: jsonHeaders,
      payload: JSON.stringify({
        token: await invitationToken(email),
        password,
        termsAccepted: true,
        dataProtectionPlanAccepted: true,
      }),
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ loginPath: '/kirjaudu' });

    const data = await contractsOf(await login(email, 'consumer'));
    expect(data.customerName).toBe('Tuuli Tuontinen');
    expect(pointsAndContracts(data)).toEqual([
      '7700100001 electricity 9900001',
      '7700100001 electricity 9900007',
      '7700100002 water 9900002',
    ]);
  }, 60_000);

  it("let the imported company manager see both companies' points and no others", async () => {
    const email = 'taisto.tuonti@tuonti.example.fi';
    const set = await app.inject({
      method: 'PATCH',
      url: '/api/user/password/setNew',
      headers: jsonHeaders,
      payload: JSON.stringify({
        token: await invitationToken(email),
        password,
        termsAccepted: true,
        dataProtectionPlanAccepted: true,
      }),
    });
    expect(set.json()).toEqual({ loginPath: '/yritys/kirjaudu' });
    const browser = await login(email, 'company');
    expect(pointsAndContracts(await contractsOf(browser, '9023456-3'))).toEqual([
      '7700100003 electricity 9900003',
      '7700100003 electricity 9900008',
    ]);
    expect(pointsAndContracts(await contractsOf(browser, '9034567-7'))).toEqual([
      '7700100004 districtheat 9900004',
    ]);
    const housing = await browser.request('GET', '/api/contracts?companyid=9045678-0');
    expect(housing.status).toBe(403);
  }, 60_000);
});
