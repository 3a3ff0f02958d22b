import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './app';

// With TRUST_PROXY=true the left-most X-Forwarded-For was believed: a client could choose its
// rate-limit key and read /metrics as 127.0.0.1. Only the configured proxies are believed now.

// Shows the client address the app works with (rate limits and /metrics use the same).
const addressProbe: FastifyPluginAsyncZod = async (app) => {
  app.get('/address-probe', async (request) => ({ ip: request.ip }));
};

const spoofed = { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' };

describe.each([
  { TRUST_PROXY: 'loopback', proxy: '127.0.0.1' },
  { TRUST_PROXY: '::1, 127.0.0.1', proxy: '127.0.0.1' },
  { TRUST_PROXY: '10.0.0.2, 127.0.0.1/8', proxy: '10.0.0.2' },
])('TRUST_PROXY=$TRUST_PROXY', ({ TRUST_PROXY, proxy }) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { TRUST_PROXY, METRICS: 'on' }, routes: addressProbe });
  });
  afterAll(() => testApp.app.close());

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('takes the address the proxy saw, not the one the client wrote to the left', async () => {
    const response = await get('/api/address-probe', proxy, spoofed);
    expect(response.json()).toEqual({ ip: '203.0.113.7' });
  });

  it('refuses /metrics to a client writing X-Forwarded-For: 127.0.0.1', async () => {
    expect((await get('/metrics', proxy, spoofed)).statusCode).toBe(404);
    expect((await get('/metrics', '127.0.0.1')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY naming the proxies', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { TRUST_PROXY: '10.0.0.2' }, routes: addressProbe });
  });
  afterAll(() => testApp.app.close());

  it('ignores X-Forwarded-For from anyone else', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/address-probe',
      remoteAddress: '198.51.100.9',
      headers: spoofed,
    });
    expect(response.json()).toEqual({ ip: '198.51.100.9' });
  });
});
