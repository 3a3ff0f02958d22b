import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaderName, csrfHeaderValue } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../test/app';

describe('one origin without PUBLIC_ORIGIN (http://localhost:PORT)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PORT: '3000' } });
  });
  afterAll(() => testApp.app.close());

  const get = (url: string, host: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { host } });

  it('sends a page opened under 127.0.0.1 or the machine address to localhost, path and query kept', async () => {
    for (const host of ['127.0.0.1:3000', '192.168.1.20:3000', '[::1]:3000']) {
      const response = await get('/kirjaudu?code=abc&state=x%20y', host);
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe('http://localhost:3000/kirjaudu?code=abc&state=x%20y');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('redirects before anything else: the login start, the login server and API calls', async () => {
    for (const url of ['/api/auth/login?type=consumer', '/oidc/auth?client_id=x', '/api/user']) {
      const response = await get(url, '127.0.0.1:3000');
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe(`http://localhost:3000${url}`);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // 308 keeps a POST a POST; nothing is done under the other name.
    const posted = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/callback',
      headers: {
        host: '127.0.0.1:3000',
        'content-type': 'application/json',
        [csrfHeaderName]: csrfHeaderValue,
      },
      payload: { type: 'consumer', search: '?code=x&state=y' },
    });
    expect(posted.statusCode).toBe(308);
    expect(posted.headers.location).toBe('http://localhost:3000/api/auth/callback');
  });

  it('answers under the origin host name whatever the port (a dev server proxies from 5173)', async () => {
    for (const host of ['localhost:3000', 'LOCALHOST:3000', 'localhost:5173', 'localhost']) {
      expect((await get('/api/configuration', host)).statusCode).toBe(200);
    }
  });

  it('answers health under any host name, for health checkers', async () => {
    for (const host of ['127.0.0.1:3000', '10.0.0.5:3000']) {
      expect((await get('/api/health', host)).statusCode).toBe(200);
      expect((await get('/api/health?probe=1', host)).statusCode).toBe(200);
    }
  });
});

describe('one origin with PUBLIC_ORIGIN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { PUBLIC_ORIGIN: 'https://portaali.example.fi', TRUST_PROXY: 'loopback' },
    });
  });
  afterAll(() => testApp.app.close());

  it('sends another host name to the public origin', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/sahko/6400100001?start=2025-01-01',
      headers: { host: '10.0.0.5:3000' },
    });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(
      'https://portaali.example.fi/sahko/6400100001?start=2025-01-01',
    );
  });

  it("takes a trusted proxy's forwarded host name", async () => {
    const forwarded = await testApp.app.inject({
      method: 'GET',
      url: '/api/configuration',
      headers: { host: '10.0.0.5:3000', 'x-forwarded-host': 'portaali.example.fi' },
    });
    expect(forwarded.statusCode).toBe(200);
    const direct = await testApp.app.inject({
      method: 'GET',
      url: '/api/configuration',
      headers: { host: 'portaali.example.fi' },
    });
    expect(direct.statusCode).toBe(200);
  });
});
