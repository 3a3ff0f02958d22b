import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { oidcPayloads } from '../../db/schema';
import { authorizationLimit } from './routes';

// Each call of the authorization endpoint stores an interaction; without a limit one client
// could fill the table.

let testApp: TestApp;
let authorizationUrl: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  const login = await testApp.app.inject({
    method: 'GET',
    url: '/api/auth/login?type=consumer',
    remoteAddress: '192.0.2.1',
  });
  const location = new URL(login.headers.location as string);
  expect(location.pathname).toBe('/oidc/auth');
  authorizationUrl = `${location.pathname}${location.search}`;
});
afterAll(() => testApp.app.close());

const authorize = (remoteAddress: string, url = authorizationUrl) =>
  testApp.app.inject({ method: 'GET', url, remoteAddress });

const storedRows = async () =>
  (await testApp.database.db.select({ rows: count() }).from(oidcPayloads))[0]!.rows;

describe('/oidc/auth', () => {
  it('answers one address 429 with a Finnish page after its limit, storing nothing more', async () => {
    for (let call = 0; call < authorizationLimit.max; call += 1) {
      expect((await authorize('192.0.2.10')).statusCode).toBe(303);
    }
    const before = await storedRows();
    for (const url of [authorizationUrl, authorizationUrl.replace('/auth', '/auth/')]) {
      const refused = await authorize('192.0.2.10', url);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body).toContain('Liian monta pyyntöä. Yritä hetken kuluttua uudelleen.');
    }
    expect(await storedRows()).toBe(before);
    // Another address is not held back by it.
    expect((await authorize('192.0.2.11')).statusCode).toBe(303);
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    for (let call = 0; call < authorizationLimit.max; call += 1) {
      const address = `2001:db8:9:9::${(call + 1).toString(16)}`;
      expect((await authorize(address)).statusCode).toBe(303);
    }
    expect((await authorize('2001:db8:9:9:abcd::1')).statusCode).toBe(429);
    expect((await authorize('2001:db8:9:a::1')).statusCode).toBe(303);
  });
});
