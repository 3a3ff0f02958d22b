import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portalConfigSchema } from '@energiaportaali/domain';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testEnv, testPortalConfigInput } from '../../test/app';
import { databaseUrlWithName } from '../../test/database-url';
import { jsonHeaders } from '../../test/login';
import { buildApp } from '../app';
import { repoRoot } from '../config/env';
import { openDatabase, type Database } from '../db/connection';
import { emailOutbox, users } from '../db/schema';
import { createLogger } from '../logging';
import { createCustomer, createOffice, createUser, newBusinessId } from '../../test/factories';
import { currentTemplate } from '../../test/template-of-the-day';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/invitation/cli.ts'), ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const origin = 'http://portaali.example.fi';
const password = 'Kaukolämpö-Sauna-47';

/** The link the command printed last, and its token. */
function printedLink(run: Run): { link: string; token: string } {
  expect(run.stderr).not.toMatch(/invite failed/);
  expect(run.code, run.stderr).toBe(0);
  const link = run.stdout.trim().split('\n').at(-1)!;
  const token = /(?:\?token=|uusisalasana\/)([A-Za-z0-9_-]+)$/.exec(link)?.[1];
  expect(token, link).toBeDefined();
  return { link, token: token! };
}

/** The API on the database the command wrote to: does it take the printed token? */
async function withApp<T>(
  database: Database,
  use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
) {
  const app = await buildApp({
    database,
    portalConfig: portalConfigSchema.parse(testPortalConfigInput),
    env: testEnv(),
    logger: createLogger('silent'),
  });
  await app.ready();
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

const setPassword = (token: string) => ({
  method: 'PATCH' as const,
  url: '/api/user/password/setNew',
  headers: jsonHeaders,
  payload: JSON.stringify({
    token,
    password,
    termsAccepted: true,
    dataProtectionPlanAccepted: true,
  }),
});

describe('npm run invite', () => {
  it('explains its usage', async () => {
    const mistakes = [
      ['manager-company', 'ei-osoite'],
      ['manager', 'a@example.fi'],
      ['operator', 'a@example.fi'],
    ];
    for (const args of mistakes) {
      const run = await runCli(args, { DATA_DIR: path.join(tmpdir(), 'ep-invite-never-opened') });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('usage: npm run invite -- manager-company EMAIL');
    }
  });
});

// The embedded database: a folder of its own, migrated by the first command.
describe.runIf(inject('testDatabase').kind === 'pglite')(
  'npm run invite on the embedded database',
  () => {
    let dir: string;
    let env: Record<string, string>;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'ep-invite-cli-'));
      env = { DATA_DIR: path.join(dir, 'data'), PUBLIC_ORIGIN: origin };
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));
    const open = () => openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR! });

    it('prints a manager-company link whose token registers the office, and queues the mail', async () => {
      const run = await runCli(['manager-company', 'Uusi.Toimisto@example.fi'], env);
      const { link, token } = printedLink(run);
      expect(link).toBe(`${origin}/isannointi/rekisteroidy?token=${token}`);
      expect(run.stdout).not.toContain('Uusi.Toimisto@example.fi');

      const database = await open();
      try {
        const [mail] = await database.db.select().from(emailOutbox);
        expect(mail).toMatchObject({ recipient: 'Uusi.Toimisto@example.fi', status: 'pending' });
        expect(mail!.body).toContain(link);
        await withApp(database, async (app) => {
          const info = await app.inject({ method: 'GET', url: `/api/invitations/${token}` });
          expect(info.json()).toMatchObject({
            kind: 'manager-company',
            email: 'Uusi.Toimisto@example.fi',
          });
          const registered = await app.inject({
            method: 'POST',
            url: '/api/remcompany',
            headers: jsonHeaders,
            payload: JSON.stringify({
              token,
              user: { firstName: 'Uuno', lastName: 'Toimisto', password, password2: password },
              company: {
                name: 'Uusi Isännöinti Oy',
                businessId: newBusinessId(),
                street: 'Katu 1',
                postalCode: '00100',
                postOffice: 'Helsinki',
              },
              termsAccepted: true,
              dataProtectionPlanAccepted: true,
            }),
          });
          expect(registered.statusCode, registered.body).toBe(201);
        });
      } finally {
        await database.close();
      }
      // The address has an account now.
      const again = await runCli(['manager-company', 'uusi.toimisto@example.fi'], env);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('the address already has an account');
    }, 180_000);

    it('creates a company person and a manager without passwords, and re-invites them', async () => {
      let company: { businessId: string | null };
      let office: { businessId: string };
      const database = await open();
      try {
        company = await createCustomer(database.db, 'company');
        office = await createOffice(database.db);
      } finally {
        await database.close();
      }
      const unknown = await runCli(
        [
          'company-person',
          'henkilo@example.fi',
          '--company',
          '0000000-0',
          '--first-name',
          'Hanna',
          '--last-name',
          'Henkilö',
        ],
        env,
      );
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('no company customer with business id 0000000-0');

      const personArgs = [
        'company-person',
        'henkilo@example.fi',
        '--company',
        company.businessId!,
        '--first-name',
        'Hanna',
        '--last-name',
        'Henkilö',
      ];
      const first = printedLink(await runCli(personArgs, env));
      expect(first.link).toBe(`${origin}/isannointi/uusisalasana/${first.token}`);
      // Still waiting for the password: a new link replaces the first.
      const second = printedLink(await runCli(personArgs, env));
      const manager = printedLink(
        await runCli(
          [
            'manager',
            'isannoitsija.uusi@example.fi',
            '--office',
            office.businessId,
            '--first-name',
            'Iiris',
            '--last-name',
            'Isännöitsijä',
          ],
          env,
        ),
      );

      const reopened = await open();
      try {
        const accounts = await reopened.db
          .select({ email: users.email, role: users.role, passwordHash: users.passwordHash })
          .from(users)
          .orderBy(users.email);
        expect(accounts).toEqual(
          expect.arrayContaining([
            { email: 'henkilo@example.fi', role: 'companyUser', passwordHash: null },
            { email: 'isannoitsija.uusi@example.fi', role: 'remUser', passwordHash: null },
          ]),
        );
        await withApp(reopened, async (app) => {
          expect((await app.inject(setPassword(first.token))).statusCode).toBe(404);
          expect((await app.inject(setPassword(second.token))).json()).toEqual({
            loginPath: '/yritys/kirjaudu',
          });
          expect((await app.inject(setPassword(manager.token))).json()).toEqual({
            loginPath: '/isannointi/kirjaudu',
          });
        });
        const [person] = await reopened.db
          .select()
          .from(users)
          .where(eq(users.email, 'henkilo@example.fi'));
        expect(person!.passwordHash).not.toBeNull();
      } finally {
        await reopened.close();
      }
      // With a password set, the account is its owner's: no new invitation.
      const refused = await runCli(personArgs, env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('the address already has an account');
    }, 240_000);
  },
);

// PostgreSQL: a database of this test's own, made from the test template (the demo world).
describe.runIf(inject('testDatabase').kind === 'postgres')('npm run invite on PostgreSQL', () => {
  const name = `ep_test_invite_${randomBytes(6).toString('hex')}`;
  const url = () => databaseUrlWithName(process.env.TEST_DATABASE_URL!, name);
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    const source = await currentTemplate();
    if (source.kind !== 'postgres') return;
    await admin(`CREATE DATABASE ${name} TEMPLATE ${source.templateName}`);
  });
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  /** A company, an office and an office admin (whose address is taken) in the database. */
  async function buildExisting() {
    const database = await openDatabase({ kind: 'postgres', url: url() });
    try {
      const company = await createCustomer(database.db, 'company');
      const office = await createOffice(database.db);
      const officeAdmin = await createUser(database.db, 'remCompany', { officeId: office.id });
      return {
        companyId: company.businessId!,
        officeId: office.businessId,
        takenEmail: officeAdmin.email,
      };
    } finally {
      await database.close();
    }
  }

  it('prints links on DATABASE_URL whose tokens the API accepts', async () => {
    const env = { DATABASE_URL: url(), PUBLIC_ORIGIN: origin };
    const existing = await buildExisting();
    const company = printedLink(
      await runCli(
        [
          'company-person',
          'pg.henkilo@example.fi',
          '--company',
          existing.companyId,
          '--first-name',
          'Pekka',
          '--last-name',
          'Postgres',
        ],
        env,
      ),
    );
    const manager = printedLink(
      await runCli(
        [
          'manager',
          'pg.isannoitsija@example.fi',
          '--office',
          existing.officeId,
          '--first-name',
          'Pirkko',
          '--last-name',
          'Postgres',
        ],
        env,
      ),
    );
    const office = printedLink(await runCli(['manager-company', 'pg.toimisto@example.fi'], env));
    const taken = await runCli(['manager-company', existing.takenEmail], env);
    expect(taken.code).toBe(1);

    const database = await openDatabase({ kind: 'postgres', url: url() });
    try {
      await withApp(database, async (app) => {
        expect((await app.inject(setPassword(company.token))).json()).toEqual({
          loginPath: '/yritys/kirjaudu',
        });
        expect((await app.inject(setPassword(manager.token))).json()).toEqual({
          loginPath: '/isannointi/kirjaudu',
        });
        const info = await app.inject({ method: 'GET', url: `/api/invitations/${office.token}` });
        expect(info.json()).toMatchObject({
          kind: 'manager-company',
          email: 'pg.toimisto@example.fi',
        });
      });
    } finally {
      await database.close();
    }
  }, 180_000);
});
