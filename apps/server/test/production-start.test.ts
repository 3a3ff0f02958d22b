import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { emptyDatabase, type EmptyDatabase } from './own-database';
import { runToEnd, startServer, type ServerProcess } from './server-process';

// Issue #12: NODE_ENV=production on an empty database starts with no demo rows, and refuses
// demo data, the test services and missing secrets with one message (decision 0031).

/** The status of a GET under the portal's own host name (others are redirected there). */
function statusOf(origin: string, pathName: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${pathName}`,
      { headers: { host: 'portaali.example.fi' }, agent: false },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
  });
}

const secrets = {
  NODE_ENV: 'production',
  IDENTITY_CODE_KEY: randomBytes(32).toString('hex'),
  PUBLIC_ORIGIN: 'https://portaali.example.fi',
};

describe('a production start', () => {
  let database: EmptyDatabase;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    database = await emptyDatabase('production');
  });
  afterAll(async () => {
    if (server?.alive()) {
      server.child.kill('SIGKILL');
      await server.finished;
    }
    await database?.drop();
  });

  it('refuses demo data, the test services and the test bank, naming each', async () => {
    const refused = await runToEnd('server', [], {
      ...database.env,
      ...secrets,
      DEMO_DATA: 'on',
      TEST_IDENTIFICATION: 'true',
      TUPAS_BANKS: 'testipankki',
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'environment: DEMO_DATA: must be off when NODE_ENV=production: no demo world there',
    );
    expect(refused.stderr).toContain(
      'environment: TEST_IDENTIFICATION: must be off when NODE_ENV=production',
    );
    expect(refused.stderr).toContain(
      'environment: TUPAS_BANKS: must not name the test bank testipankki when NODE_ENV=production',
    );
    expect(refused.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('names every missing secret in one message', async () => {
    const refused = await runToEnd('server', [], { ...database.env, NODE_ENV: 'production' });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      'environment: IDENTITY_CODE_KEY: is required when NODE_ENV=production\n' +
        'environment: PUBLIC_ORIGIN: is required when NODE_ENV=production',
    );
  }, 60_000);

  it('starts on an empty database with its secrets, ready and without one demo row', async () => {
    server = await startServer({ ...database.env, ...secrets });
    const ready = await fetch(`${server.origin}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(server.log()).toContain('demo data off: no demo world');
    // Neither the test IdP nor the test bank is there.
    expect(await statusOf(server.origin, '/api/health/ready')).toBe(200);
    expect(await statusOf(server.origin, '/test-bank/testipankki.svg')).toBe(404);
    expect(await statusOf(server.origin, '/api/auth/reg/tupas/banks')).toBe(200);
    server.child.kill('SIGTERM');
    expect((await server.finished).code).toBe(0);

    const opened = await database.open();
    try {
      const [counts] = await queryRows<Record<string, number>>(
        opened.db,
        sql`SELECT (SELECT count(*)::int FROM users) AS users,
                   (SELECT count(*)::int FROM customers) AS customers,
                   (SELECT count(*)::int FROM metering_points) AS metering_points,
                   (SELECT count(*)::int FROM meter_days) AS meter_days,
                   (SELECT count(*)::int FROM business_registry) AS business_registry,
                   (SELECT count(*)::int FROM fibre_availability) AS fibre_availability,
                   (SELECT count(*)::int FROM email_outbox) AS email_outbox,
                   (SELECT count(*)::int FROM system_state WHERE key = 'demo_world') AS demo_marker`,
      );
      expect(counts).toEqual({
        users: 0,
        customers: 0,
        metering_points: 0,
        meter_days: 0,
        business_registry: 0,
        fibre_availability: 0,
        email_outbox: 0,
        demo_marker: 0,
      });
    } finally {
      await opened.close();
    }
  }, 180_000);
});
