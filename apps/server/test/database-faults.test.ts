import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { parseEnv } from '../src/config/env';
import {
  databaseTimeoutsOf,
  openDatabase,
  type Database,
  type DatabaseLogger,
} from '../src/db/connection';
import { databaseFaultOf, isDatabaseUnavailable } from '../src/db/database-faults';
import { messages } from '../src/messages';
import { buildTestApp } from './app';
import { databaseUrlWithName } from './database-url';
import { buildConsumer } from './factories';
import { formAction, formBody, injectTransport, TestBrowser } from './login';
import { startServer, type ServerProcess } from './server-process';
import { TcpProxy } from './tcp-proxy';
import { currentTemplate } from './template-of-the-day';

const pgError = (code: string, message: string) =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('databaseFaultOf', () => {
  it('sees a lost, refused or timed-out database through the query wrapper', () => {
    const terminated = pgError('57P01', 'terminating connection due to administrator command');
    const wrapped = new DrizzleQueryError(
      'select * from users where email = $1',
      ['x@y.fi'],
      terminated,
    );
    expect(databaseFaultOf(wrapped)).toEqual({
      code: '57P01',
      message: 'terminating connection due to administrator command',
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(databaseFaultOf(new AggregateError([refused]))).toMatchObject({ code: 'ECONNREFUSED' });
    for (const error of [
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      pgError('57014', 'canceling statement due to statement timeout'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006', 'connection failure'),
      new Error('PGlite is closed'),
    ]) {
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error))).toBe(true);
    }
  });

  it('leaves every other error alone', () => {
    for (const error of [
      pgError('23505', 'duplicate key value violates unique constraint'),
      pgError('22P02', 'invalid input syntax for type uuid'),
      new TypeError('Cannot read properties of undefined'),
      'Connection terminated',
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe('the time limits', () => {
  it('come from DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS and DB_IDLE_TIMEOUT_MS', () => {
    const limits = (env: Record<string, string>) => databaseTimeoutsOf(parseEnv(env).env);
    expect(limits({})).toEqual({ connectMs: undefined, statementMs: undefined, idleMs: undefined });
    expect(limits({ DB_STATEMENT_TIMEOUT_MS: '' }).statementMs).toBeUndefined();
    expect(
      limits({
        DB_CONNECT_TIMEOUT_MS: '2000',
        DB_STATEMENT_TIMEOUT_MS: '15000',
        DB_IDLE_TIMEOUT_MS: '600',
      }),
    ).toEqual({ connectMs: 2000, statementMs: 15000, idleMs: 600 });
    for (const bad of ['0', '50', '1.5', 'pitkä']) {
      expect(() => parseEnv({ DB_STATEMENT_TIMEOUT_MS: bad }), bad).toThrow(
        /DB_STATEMENT_TIMEOUT_MS/,
      );
    }
  });
});

describe('the default time limits', () => {
  it('answer a request on a hung database within 10 s', async () => {
    const database = await openDatabase({ kind: 'postgres', url: 'postgres://127.0.0.1:1/ei' });
    try {
      const { query_timeout, connectionTimeoutMillis } = database.pool!.options;
      expect(query_timeout).toBeLessThanOrEqual(10_000);
      expect(connectionTimeoutMillis).toBeLessThanOrEqual(10_000);
    } finally {
      await database.close();
    }
  });
});

describe('a request while the database is gone', () => {
  it('answers 503 DATABASE_UNAVAILABLE in Finnish (the session lookup included)', async () => {
    const { app, database } = await buildTestApp();
    try {
      await database.close();
      const withSession = await app.inject({
        method: 'GET',
        url: '/api/configuration',
        cookies: { sid: 'istunto' },
      });
      expect(withSession.statusCode).toBe(503);
      expect(withSession.json()).toEqual({
        error: 'DATABASE_UNAVAILABLE',
        message: messages.databaseUnavailable,
      });
      // What needs no database still works.
      expect((await app.inject({ method: 'GET', url: '/api/configuration' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers the login page with a Finnish 503 page', async () => {
    const { app, database } = await buildTestApp();
    try {
      const password = 'Kuluttajan-Salasana-2026';
      const { email } = await buildConsumer(database.db, { password });
      const browser = new TestBrowser(() => injectTransport(app));
      const { response: loginPage, url } = await browser.follow('/api/auth/login?type=consumer');
      expect(loginPage.status).toBe(200);
      await database.close();
      const { response } = await browser.follow(url);
      expect(response.status).toBe(503);
      expect(response.body).toContain(messages.databaseUnavailable);
      const submitted = await browser.request('POST', formAction(loginPage.body), {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: formBody({ email, password }),
      });
      expect(submitted.status).toBe(503);
      expect(submitted.body).toContain(messages.databaseUnavailable);
    } finally {
      await app.close();
    }
  });
});

interface Answer {
  status: number;
  ms: number;
  body: string;
}

async function timedGet(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, { headers, redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, body };
}

async function eventually<T>(check: () => Promise<T>, accept: (value: T) => boolean, ms: number) {
  const until = performance.now() + ms;
  let value = await check();
  while (!accept(value) && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await check();
  }
  return value;
}

// A real server process of the test's own, on a database of the test's own, reached through a
// proxy that plays the faults. PostgreSQL only: the embedded database has no connection to lose.
describe.runIf(inject('testDatabase').kind === 'postgres')('PostgreSQL faults', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `ep_faults_${randomBytes(5).toString('hex')}`;
  const databaseUrl = () => databaseUrlWithName(adminUrl, name);
  let admin: pg.Client;
  let proxy: TcpProxy;
  let server: ServerProcess;

  const statementMs = 1_500;
  const connectMs = 1_500;
  // The server cancels at statementMs; a frozen one is given up a second later.
  const answerWithinMs = statementMs + 1_000 + 2_000;
  // The host name the test calls the server by (the port plays no part in the origin check).
  const publicOrigin = 'http://127.0.0.1:3999';
  const withSession = { cookie: 'sid=istunto-jota-ei-ole' };
  const pkceChallenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  const api = (path: string) => timedGet(`${server.origin}${path}`, withSession);
  const health = () => timedGet(`${server.origin}/api/health`);
  const loginStart = () =>
    timedGet(
      `${server.origin}/oidc/auth?` +
        new URLSearchParams({
          client_id: 'energiaportaali',
          response_type: 'code',
          scope: 'openid email profile',
          redirect_uri: `${publicOrigin}/kirjaudu`,
          code_challenge: pkceChallenge,
          code_challenge_method: 'S256',
          state: 'tila',
          nonce: 'kerta',
        }).toString(),
    );
  const terminateAll = async () => {
    const { rows } = await admin.query<{ count: string }>(
      'SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return Number(rows[0]!.count);
  };
  const expectRecovered = async () => {
    expect((await eventually(health, (answer) => answer.status === 200, 15_000)).status).toBe(200);
    expect((await api('/api/configuration')).status).toBe(200);
    expect(server.alive()).toBe(true);
  };

  beforeAll(async () => {
    const source = await currentTemplate();
    if (source.kind !== 'postgres') return;
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.templateName}`);
    const target = new URL(adminUrl);
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.open();
    const viaProxy = new URL(databaseUrl());
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startServer({
      DATABASE_URL: viaProxy.toString(),
      DB_STATEMENT_TIMEOUT_MS: String(statementMs),
      DB_CONNECT_TIMEOUT_MS: String(connectMs),
      PUBLIC_ORIGIN: publicOrigin,
    });
  });

  afterAll(async () => {
    if (server?.alive()) {
      server.child.kill('SIGTERM');
      await server.finished;
    }
    await proxy?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  it('drops a pooled connection the server ends, idle or checked out, and carries on', async () => {
    const warn = vi.fn<DatabaseLogger['warn']>();
    const database: Database = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(),
      logger: { warn },
      timeouts: { statementMs: 300 },
    });
    const backendOf = async (client: pg.PoolClient) =>
      (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const terminate = (pid: number) => admin.query('SELECT pg_terminate_backend($1)', [pid]);
    try {
      const idle = await database.pool!.connect();
      const idlePid = await backendOf(idle);
      idle.release();
      await terminate(idlePid);
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));

      // Checked out and between two queries, like a transaction's connection.
      const busy = await database.pool!.connect();
      await terminate(await backendOf(busy));
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
      const failure = await busy.query('SELECT 1').catch((error: Error) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      busy.release(failure as Error);

      for (const [details, message] of warn.mock.calls) {
        expect(message).toBe('database connection lost');
        expect(details).toEqual({ fault: { code: '57P01', message: expect.any(String) } });
      }
      expect(await database.db.execute(sql`SELECT 1 AS one`)).toMatchObject({ rows: [{ one: 1 }] });

      // statement_timeout: a slow statement is cancelled by the server.
      const started = performance.now();
      const slow = await database.db.execute(sql`SELECT pg_sleep(5)`).catch((error) => error);
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(databaseFaultOf(slow)).toMatchObject({ code: '57014' });
    } finally {
      await database.close();
    }
  });

  it('lives through pg_terminate_backend of every connection while requests run', async () => {
    const statuses = new Map<number, number>();
    let running = true;
    const load = async () => {
      while (running) {
        for (const answer of await Promise.all([api('/api/configuration'), health()])) {
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
      }
    };
    const workers = Array.from({ length: 4 }, load);
    let terminated = 0;
    for (let round = 0; round < 25; round++) {
      terminated += await terminateAll();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    running = false;
    await Promise.all(workers);

    expect(server.alive()).toBe(true);
    expect(terminated).toBeGreaterThan(0);
    expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(server.log()).toContain('database connection lost');
    // Faults are logged without the failed query or its parameters.
    expect(server.log()).not.toMatch(/Failed query|params:/);
    await expectRecovered();
  }, 90_000);

  it('answers 503 within the time limit while the database hangs, and recovers by itself', async () => {
    proxy.freeze();
    try {
      const answers = await Promise.all([api('/api/configuration'), health(), loginStart()]);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.ms).toBeLessThan(answerWithinMs);
      }
      const [fromApi, fromHealth, fromLogin] = answers;
      expect(JSON.parse(fromApi!.body)).toEqual({
        error: 'DATABASE_UNAVAILABLE',
        message: messages.databaseUnavailable,
      });
      expect(JSON.parse(fromHealth!.body)).toEqual({
        error: 'DATABASE_UNAVAILABLE',
        message: messages.databaseUnavailable,
      });
      expect(fromLogin!.body).toContain(messages.databaseUnavailable);
    } finally {
      proxy.thaw();
    }
    await expectRecovered();
    expect((await loginStart()).status).toBe(303);
  }, 60_000);

  it('answers 503 within the statement limit while a lock holds the table it needs', async () => {
    const holder = new pg.Client({ connectionString: databaseUrl() });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
      const answer = await api('/api/configuration');
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(statementMs + 1_000);
      expect(JSON.parse(answer.body)).toEqual({
        error: 'DATABASE_UNAVAILABLE',
        message: messages.databaseUnavailable,
      });
      await holder.query('ROLLBACK');
    } finally {
      await holder.end();
    }
    await expectRecovered();
  }, 30_000);

  it('answers 503 at once while the database refuses connections, and recovers by itself', async () => {
    await proxy.close();
    try {
      const answers = await Promise.all([api('/api/configuration'), health(), loginStart()]);
      expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503]);
      for (const answer of answers) expect(answer.ms).toBeLessThan(connectMs + 2_000);
      expect(server.alive()).toBe(true);
    } finally {
      await proxy.open();
    }
    await expectRecovered();
  }, 60_000);
});
