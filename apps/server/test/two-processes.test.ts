import { csrfHeaderName, csrfHeaderValue } from '@energiaportaali/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/connection';
import { buildConsumer } from './factories';
import { sessionCookie } from './http-login';
import { ownDatabase, type OwnDatabase } from './own-database';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { startServer, type ServerProcess } from './server-process';
import { startTestSmtpServer, type TestSmtpServer } from './smtp';

// ARCHITECTURE §8: N processes on one PostgreSQL behave as one service. Two real server
// processes behind a loopback round-robin proxy (each request to the other process).

const password = 'Kahden-Prosessin-Salasana-2026';
const feedbackLimit = 10;

const jsonHeaders = { 'content-type': 'application/json', [csrfHeaderName]: csrfHeaderValue };

async function status(url: string, cookie: string): Promise<number> {
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  return response.status;
}

/** Milliseconds until GET `url` with `cookie` answers 401, polled; fails after `limitMs`. */
async function msUntilRefused(url: string, cookie: string, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await status(url, cookie)) === 401) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} still accepted the ended session after ${limitMs} ms`);
}

describe.skipIf(inject('testDatabase').kind !== 'postgres')('two server processes', () => {
  let database: OwnDatabase;
  let smtp: TestSmtpServer;
  let proxy: RoundRobinProxy;
  const targets: string[] = [];
  const servers: ServerProcess[] = [];
  let pool: pg.Pool;
  /** The e-mail of a consumer with `password`. */
  let consumer: string;

  beforeAll(async () => {
    database = await ownDatabase('twoproc');
    const opened = await openDatabase({ kind: 'postgres', url: database.env.DATABASE_URL! });
    consumer = (await buildConsumer(opened.db, { password }).finally(() => opened.close())).email;
    pool = new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 2 });
    // The drop at the end ends its connections from the server side.
    pool.on('error', () => undefined);
    smtp = await startTestSmtpServer();
    proxy = await startRoundRobinProxy(targets);
    const env = {
      ...database.env,
      // The login's redirects and the one-origin rule name the proxy, as behind a load balancer.
      PUBLIC_ORIGIN: proxy.origin,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_INTERVAL_MS: '200',
    };
    // Each kept as soon as it listens, so that afterAll stops it even if the other fails.
    await Promise.all([0, 1].map(async () => servers.push(await startServer(env))));
    targets.push(...servers.map((server) => server.origin));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.alive()) server.child.kill('SIGTERM');
      await server.finished;
    }
    await proxy?.close();
    await smtp?.close();
    await pool?.end();
    await database?.drop();
  }, 60_000);

  it('logs in across both, and a logout in one is refused by the other within a second', async () => {
    const cookie = await sessionCookie(proxy.origin, consumer, password, 'consumer');
    // The login's dozen requests went to both processes.
    expect(proxy.counts.filter((count) => count > 0)).toHaveLength(2);
    const details = (origin: string) => `${origin}/api/user/details/consumer`;
    // Both processes have read, and so trust, the session.
    for (const server of servers) expect(await status(details(server.origin), cookie)).toBe(200);
    for (const server of servers) expect(await status(details(server.origin), cookie)).toBe(200);

    const [a, b] = servers as [ServerProcess, ServerProcess];
    const logout = await fetch(`${a.origin}/api/oauth/logout`, { headers: { cookie } });
    expect(logout.status).toBe(204);
    const waited = await msUntilRefused(details(b.origin), cookie, 1_000);
    expect(waited).toBeLessThan(1_000);
    expect(await status(details(a.origin), cookie)).toBe(401);
  }, 60_000);

  it('counts a rate limit over both processes: the configured number in all', async () => {
    const cookie = await sessionCookie(proxy.origin, consumer, password, 'consumer');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < feedbackLimit + 4; attempt++) {
      const response = await fetch(`${proxy.origin}/api/feedback/submit`, {
        method: 'POST',
        headers: { ...jsonHeaders, cookie },
        body: JSON.stringify({ feedback: `Viesti ${attempt}` }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.filter((code) => code === 200)).toHaveLength(feedbackLimit);
    expect(statuses.slice(feedbackLimit)).toEqual([429, 429, 429, 429]);
  }, 60_000);

  it('delivers a queued e-mail exactly once, whichever worker finds it', async () => {
    const subjects = ['Jonossa 1', 'Jonossa 2', 'Jonossa 3', 'Jonossa 4', 'Jonossa 5'];
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO email_outbox (recipient, subject, body)
       SELECT 'jono@example.fi', subject, 'Odottava viesti' FROM unnest($1::text[]) AS subject
       RETURNING id`,
      [subjects],
    );
    const ids = rows.map((row) => row.id);
    await expect
      .poll(
        async () =>
          (
            await pool.query<{ sent: number }>(
              `SELECT count(*)::int AS sent FROM email_outbox WHERE id = ANY($1) AND status = 'sent'`,
              [ids],
            )
          ).rows[0]!.sent,
        { timeout: 20_000, interval: 100 },
      )
      .toBe(subjects.length);
    const { rows: attempts } = await pool.query<{ attempts: number }>(
      'SELECT attempts FROM email_outbox WHERE id = ANY($1)',
      [ids],
    );
    expect(attempts.map((row) => row.attempts)).toEqual(subjects.map(() => 1));
    const delivered = smtp.messages.filter((message) => subjects.includes(message.subject));
    expect(delivered.map((message) => message.subject).sort()).toEqual(subjects);
  }, 60_000);
});
