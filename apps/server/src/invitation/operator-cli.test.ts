import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portalConfigSchema } from '@energiaportaali/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv, testPortalConfigInput } from '../../test/app';
import { jsonHeaders } from '../../test/login';
import { emptyDatabase, type EmptyDatabase } from '../../test/own-database';
import { buildApp } from '../app';
import { repoRoot } from '../config/env';
import type { Database } from '../db/connection';
import { emailOutbox, users } from '../db/schema';
import { createLogger } from '../logging';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runOperator(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(repoRoot, 'apps/server/src/invitation/operator-cli.ts'),
        ...args,
      ],
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

const origin = 'https://portaali.example.fi';
const password = 'Kaukolämpö-Sauna-47';
const email = 'Outi.Palvelu@energia.example.fi';

describe('npm run operator', () => {
  it('explains its usage', async () => {
    const mistakes = [
      ['create', 'ei-osoite'],
      ['remove', 'a@example.fi'],
      ['create', 'a@example.fi', '--first-name', 'Outi'],
    ];
    for (const args of mistakes) {
      const run = await runOperator(args, {
        DATA_DIR: path.join(tmpdir(), 'ep-operator-never-opened'),
      });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('usage: npm run operator -- create EMAIL');
    }
  }, 120_000);
});

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

describe('npm run operator -- create on an empty database', () => {
  let database: EmptyDatabase;
  beforeAll(async () => {
    database = await emptyDatabase('operatorcli');
  });
  afterAll(() => database?.drop());

  it('creates the operator, prints a set-password link that works once, and refuses a duplicate', async () => {
    const env = { ...database.env, PUBLIC_ORIGIN: origin };
    const args = ['create', email, '--first-name', 'Outi', '--last-name', 'Palvelu'];
    const run = await runOperator(args, env);
    expect(run.stderr).not.toMatch(/operator failed/);
    expect(run.code, run.stderr).toBe(0);
    const link = run.stdout.trim().split('\n').at(-1)!;
    const token = new RegExp(`^${origin}/uusisalasana/([\\w-]+)$`).exec(link)?.[1];
    expect(token, link).toBeDefined();
    expect(run.stdout).toContain('operator account created');
    expect(run.stdout).not.toContain(email);

    const opened = await database.open();
    try {
      const [account] = await opened.db.select().from(users).where(eq(users.email, email));
      expect(account).toMatchObject({
        role: 'operator',
        firstName: 'Outi',
        lastName: 'Palvelu',
        passwordHash: null,
      });
      const [mail] = await opened.db.select().from(emailOutbox);
      expect(mail).toMatchObject({ recipient: email, status: 'pending' });
      expect(mail!.body).toContain(link);
    } finally {
      await opened.close();
    }

    // A second run before the password is set replaces the link; the first stops working.
    const second = await runOperator(['create', email.toLowerCase()], env);
    expect(second.code, second.stderr).toBe(0);
    const again = second.stdout.trim().split('\n').at(-1)!.split('/').at(-1)!;
    const reopened = await database.open();
    try {
      await withApp(reopened, async (app) => {
        const setPassword = (candidate: string) =>
          app.inject({
            method: 'PATCH',
            url: '/api/user/password/setNew',
            headers: jsonHeaders,
            payload: JSON.stringify({
              token: candidate,
              password,
              termsAccepted: true,
              dataProtectionPlanAccepted: true,
            }),
          });
        expect((await setPassword(token!)).statusCode).toBe(404);
        const answer = await setPassword(again);
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json()).toEqual({ loginPath: '/asiakaspalvelu/kirjaudu' });
        expect((await setPassword(again)).statusCode).toBe(404);
      });
      const [withPassword] = await reopened.db.select().from(users).where(eq(users.email, email));
      expect(withPassword!.passwordHash).not.toBeNull();
    } finally {
      await reopened.close();
    }

    const refused = await runOperator(['create', email.toUpperCase()], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('operator failed: the address already has an account');
  }, 240_000);
});
