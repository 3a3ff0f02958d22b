import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, csrfHeaderName, csrfHeaderValue } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../test/app';
import { conflict } from './errors';

const csrf = { [csrfHeaderName]: csrfHeaderValue };

// Routes standing in for later features: a strict body and query, an AppError and a crash.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/probe',
    {
      schema: {
        querystring: z.object({ page: z.coerce.number().int().optional() }).strict(),
        body: z
          .object({
            email: z.email('Sähköpostiosoite on virheellinen'),
            reading: z.string().regex(/^\d+$/, 'Käytä numeroita').max(5),
            contact: z.object({ phone: z.string().min(6) }).strict(),
          })
          .strict(),
      },
    },
    async () => ({ ok: true }),
  );
  app.delete('/probe', async () => ({ deleted: true }));
  app.get('/conflict', async () => {
    throw conflict({ code: 'EMAIL_TAKEN', message: 'Sähköpostiosoite on jo käytössä' });
  });
  app.get('/crash', async () => {
    throw new Error('secret detail: connection string postgres://x');
  });
};

describe('app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ routes: probeRoutes });
  });
  afterAll(() => testApp.app.close());

  const post = (
    payload: string | object,
    headers: Record<string, string> = {},
    url = '/api/probe',
  ) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...csrf, ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('answers an unknown /api route with 404 JSON, rate limited', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ei-ole?token=x' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      error: 'NOT_FOUND',
      message: 'Pyydettyä tietoa ei löytynyt.',
    });
    expect(response.headers['x-ratelimit-limit']).toBeDefined();
  });

  it('answers other unknown paths with 404 JSON when there is no web build', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sahko/123' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('reports every field error in Finnish, keyed by path', async () => {
    const response = await post({ email: 'x', reading: '12a', contact: {}, extra: 1 });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.error).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Pyynnön tiedot ovat virheelliset. Tarkista kentät.');
    expect(body.fields).toEqual({
      email: ['Sähköpostiosoite on virheellinen'],
      reading: ['Käytä numeroita'],
      'contact.phone': [expect.any(String)],
      extra: ['Tuntematon kenttä'],
    });
    expect(body.fields!['contact.phone']![0]).not.toMatch(/Invalid|expected/);
  });

  it('refuses unknown query fields', async () => {
    const response = await post(
      { email: 'a@example.fi', reading: '1', contact: { phone: '+358401234567' } },
      {},
      '/api/probe?page=1&debug=1',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ debug: ['Tuntematon kenttä'] });
  });

  it('accepts a valid request', async () => {
    const response = await post(
      { email: 'a@example.fi', reading: '123', contact: { phone: '+358401234567' } },
      {},
      '/api/probe?page=2',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await post('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error).toBe('INVALID_JSON');
  });

  it('answers a body over the limit with 413 JSON', async () => {
    const response = await post({ email: 'x'.repeat(70 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(apiErrorSchema.parse(response.json()).error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a state-changing request without the CSRF header with 403 JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json()).error).toBe('CSRF');
  });

  it('refuses a form post even with the CSRF header', async () => {
    const response = await post('email=a', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('CSRF');
  });

  it('lets a bodyless DELETE through with the header alone, also when it says JSON', async () => {
    const plain = await testApp.app.inject({ method: 'DELETE', url: '/api/probe', headers: csrf });
    expect(plain.statusCode).toBe(200);
    const json = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/probe',
      headers: { ...csrf, 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(200);
  });

  it('answers an AppError with its status and code', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'EMAIL_TAKEN',
      message: 'Sähköpostiosoite on jo käytössä',
    });
  });

  it('hides the details of an unexpected error', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'INTERNAL_ERROR',
      message: 'Palvelinvirhe. Yritä myöhemmin uudelleen.',
    });
  });

  it('sends a strict CSP without upgrade-insecure-requests over http', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('app behind an https origin', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PUBLIC_ORIGIN: 'https://portaali.example.fi' } });
  });
  afterAll(() => testApp.app.close());

  it('asks browsers to upgrade requests and to keep to https', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('app with a web build', () => {
  let testApp: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'ep-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Portaali</title>');
    await writeFile(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    testApp = await buildTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await testApp.app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('answers a client route with index.html, revalidated on every load', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sahko/123/2024?start=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Portaali</title>');
  });

  it('serves the home page and hashed assets with a long cache', async () => {
    const home = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps 404 JSON for unknown API routes and missing files', async () => {
    for (const url of ['/api/ei-ole', '/assets/puuttuu.js', '/oidc/ei-ole']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error, url).toBe('NOT_FOUND');
    }
  });
});
