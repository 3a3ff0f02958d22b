import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiErrorSchema,
  csrfHeaderName,
  csrfHeaderValue,
  textMessages,
} from '@energiaportaali/domain';
import { bodyLimit } from '../src/app';
import { buildTestApp } from './app';
import { routeCollector, type CollectedRoute } from './every-route';
import { buildConsumer, buildOfficeAdmin } from './factories';

// Every registered route gets the same abuse: malformed JSON, wrong types, oversize bodies,
// unknown fields, odd path parameters, missing CSRF header. Routes added later are covered
// without touching this file. The answer is always a 4xx in the one error shape, never a 5xx.

// A stand-in for a feature route with params, a strict query and a strict body, so that every
// check below runs even while the app's own routes take no bodies.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/bad-input-probe/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(40) }).strict(),
        querystring: z.object({ year: z.coerce.number().int().optional() }).strict(),
        body: z.object({ email: z.email(), reading: z.string().regex(/^\d{1,5}$/) }).strict(),
      },
    },
    async () => ({ ok: true }),
  );
};

const { routes, onRoute } = routeCollector();
const { app, database } = await buildTestApp({ routes: probeRoutes, onRoute });
afterAll(() => app.close());

const csrf = { [csrfHeaderName]: csrfHeaderValue };
const jsonHeaders = { 'content-type': 'application/json', ...csrf };
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// A route may turn an anonymous caller away before it looks at the input.
const gates = [401, 403];
const unknownKey = 'tuntematonKentta';

function withParams(url: string, value: string): string {
  return url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, value).replace(/\*$/, value);
}

// Characters no text column can hold: NUL, and UTF-16 halves without their pair (JSON only:
// a URL carries UTF-8, which has no form for them).
const unstorableInUrl = ['a%00b', '%00'];
const unstorableInJson = ['a\u0000b', '\u0000', 'a\uD800b', '\uDFFF'];

// Other spellings of a path that a router may still lead to the same route: percent-encoded
// letters, dot segments, doubled slashes, upper case.
function spellings(url: string): string[] {
  const encode = (text: string) =>
    text.replace(/[a-z]/gi, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`);
  const [, first = '', ...others] = url.split('/');
  const rest = others.join('/');
  const [second = '', ...afterSecond] = others;
  return [
    `/${encode(first.slice(0, 1))}${first.slice(1)}/${rest}`,
    `/${encode(first)}/${rest}`,
    `/${first}/${encode(second.slice(0, 1))}${[second.slice(1), ...afterSecond].join('/')}`,
    `/${first}/./${rest}`,
    `/${first}/%2E/${rest}`,
    `/x/../${first}/${rest}`,
    `//${first}/${rest}`,
    `/${first}//${rest}`,
    url.toUpperCase(),
  ];
}

function objectKeys(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function expectAnswer(
  route: CollectedRoute,
  response: LightMyRequestResponse,
  expected: { status: number[]; error?: string },
) {
  const where = `${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (!route.url.startsWith('/api/')) return;
  expect([...expected.status, ...gates], where).toContain(response.statusCode);
  expect(response.headers['content-type'], where).toContain('application/json');
  const body = apiErrorSchema.parse(response.json());
  if (expected.error && expected.status.includes(response.statusCode)) {
    expect(body.error, where).toBe(expected.error);
  }
  return body;
}

// A NUL byte or lone surrogate is refused by the shared validation before any route sees it:
// 400 in the one shape, naming the refusal when the part holding it is the first one checked
// (Fastify checks params, then body, then query). Routes outside /api answer any 4xx: the login
// server reads its own bodies.
function expectUnstorableRefused(
  route: CollectedRoute,
  response: LightMyRequestResponse,
  input: string,
  { named }: { named: boolean },
) {
  const where = `${route.method} ${route.url} ${input}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
  if (!route.url.startsWith('/api/')) return;
  expect([400, ...gates], where).toContain(response.statusCode);
  if (response.statusCode !== 400) return;
  const body = apiErrorSchema.parse(response.json());
  expect(body.error, where).toBe('VALIDATION_ERROR');
  if (named) {
    expect(Object.values(body.fields ?? {}).flat(), where).toContain(textMessages.unstorable);
  }
  return body;
}

// Every request from an address of its own: the suite checks validation, not the rate limits
// (which allow some anonymous forms only a few requests per address).
let lastOctets = 0;
const nextAddress = () => {
  lastOctets += 1;
  return `198.18.${Math.floor(lastOctets / 250)}.${(lastOctets % 250) + 1}`;
};
const send = (options: InjectOptions) => app.inject({ remoteAddress: nextAddress(), ...options });

describe('bad input on every route', () => {
  it('collects the routes of the app', () => {
    const listed = routes.map((route) => `${route.method} ${route.url}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/configuration',
        'GET /tietosuojaseloste.pdf',
        'PATCH /api/bad-input-probe/:id',
      ]),
    );
  });

  describe.each(routes)('$method $url', (route) => {
    const url = withParams(route.url, 'x');
    const hasBody = bodyMethods.has(route.method);
    const { body: bodySchema, querystring: querySchema, params: paramsSchema } = route.schema ?? {};
    const bodyHeaders = hasBody ? jsonHeaders : csrf;
    const bodyPayload = hasBody ? '{}' : undefined;

    it('refuses unknown query fields when it takes a query', async () => {
      const response = await send({
        method: route.method as InjectOptions['method'],
        url: `${url}?${unknownKey}=1`,
        headers: bodyHeaders,
        payload: bodyPayload,
      });
      if (querySchema === undefined) {
        expect(response.statusCode).toBeLessThan(500);
        return;
      }
      const body = expectAnswer(route, response, { status: [400], error: 'VALIDATION_ERROR' });
      if (body && response.statusCode === 400 && !bodySchema && !paramsSchema) {
        expect(body.fields).toHaveProperty([unknownKey]);
      }
    });

    it('survives query values of the wrong type', async () => {
      const keys = objectKeys(querySchema);
      const query = (keys.length > 0 ? keys : ['start', 'end', 'mp'])
        .map((key) => `${key}=%FF%FE&${key}=[]&${key}=-1e999`)
        .join('&');
      const response = await send({
        method: route.method as InjectOptions['method'],
        url: `${url}?${query}`,
        headers: bodyHeaders,
        payload: bodyPayload,
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (querySchema !== undefined && route.url.startsWith('/api/')) {
        expect([400, ...gates]).toContain(response.statusCode);
      }
    });

    if (route.url.includes(':') || route.url.endsWith('*')) {
      it('survives odd path parameters', async () => {
        for (const value of ['%00', 'a'.repeat(300), '..%2F..%2Fetc', '%F0%9F%92%A5', '-1', ' ']) {
          const response = await send({
            method: route.method as InjectOptions['method'],
            url: withParams(route.url, value),
            headers: bodyHeaders,
            payload: bodyPayload,
          });
          expect(response.statusCode, `${value}: ${response.body}`).toBeLessThan(500);
        }
      });
    }

    if (route.url.includes(':') || route.url.endsWith('*')) {
      it('refuses NUL bytes in path parameters', async () => {
        for (const value of unstorableInUrl) {
          const target = withParams(route.url, value);
          const response = await send({
            method: route.method as InjectOptions['method'],
            url: target,
            headers: bodyHeaders,
            payload: bodyPayload,
          });
          expectUnstorableRefused(route, response, target, { named: true });
        }
      });
    }

    it('refuses NUL bytes in every query field', async () => {
      const keys = objectKeys(querySchema);
      for (const key of keys.length > 0 ? keys : [unknownKey]) {
        for (const value of unstorableInUrl) {
          const response = await send({
            method: route.method as InjectOptions['method'],
            url: `${url}?${key}=${value}`,
            headers: bodyHeaders,
            payload: bodyPayload,
          });
          const named = !paramsSchema && !bodySchema;
          const body = expectUnstorableRefused(route, response, `${key}=${value}`, { named });
          if (named && body) expect(body.fields).toHaveProperty([key]);
        }
      }
    });

    it('answers every spelling of its path with 4xx or its own answer, never a 5xx', async () => {
      for (const spelled of spellings(url)) {
        const response = await send({
          method: route.method as InjectOptions['method'],
          url: spelled,
          headers: bodyHeaders,
          payload: bodyPayload,
        });
        expect(response.statusCode, `${spelled}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }
    });

    if (!hasBody) return;
    describe('with a body', () => {
      const method = route.method as InjectOptions['method'];

      if (route.url.startsWith('/api/')) {
        it('refuses a request without the CSRF header or with a non-JSON body', async () => {
          const noHeader = await send({
            method,
            url,
            headers: { 'content-type': 'application/json' },
            payload: '{}',
          });
          expect(noHeader.statusCode).toBe(403);
          expect(noHeader.json().error).toBe('CSRF');
          const form = await send({
            method,
            url,
            headers: { ...csrf, 'content-type': 'text/plain' },
            payload: 'a=1',
          });
          expect(form.statusCode).toBe(403);
          expect(form.json().error).toBe('CSRF');
        });

        it('refuses every spelling of its path without the CSRF header', async () => {
          for (const spelled of spellings(url)) {
            const response = await send({
              method,
              url: spelled,
              headers: { 'content-type': 'application/json' },
              payload: '{}',
            });
            const where = `${spelled}: ${response.statusCode} ${response.body.slice(0, 200)}`;
            // Refused by the CSRF check, or not routed at all (no handler runs).
            expect([403, 404], where).toContain(response.statusCode);
            if (response.statusCode === 403) expect(response.json().error, where).toBe('CSRF');
          }
          const encoded = await send({
            method,
            url: spellings(url)[0]!,
            headers: { 'content-type': 'application/json' },
            payload: '{}',
          });
          expect(encoded.statusCode).toBe(403);
        });
      }

      it('refuses NUL bytes and lone surrogates in every body field', async () => {
        const keys = objectKeys(bodySchema);
        for (const key of keys.length > 0 ? keys : [unknownKey]) {
          for (const value of unstorableInJson) {
            const payload = JSON.stringify({ [key]: value });
            const response = await send({ method, url, headers: jsonHeaders, payload });
            const named = !paramsSchema;
            const body = expectUnstorableRefused(route, response, payload, { named });
            if (named && body) {
              expect(body.fields?.[key], payload).toEqual([textMessages.unstorable]);
            }
          }
        }
        for (const payload of [
          JSON.stringify({ ['a\u0000']: 'x' }),
          JSON.stringify([{ nested: ['ok', 'a\u0000'] }]),
          JSON.stringify('\u0000'),
        ]) {
          const response = await send({ method, url, headers: jsonHeaders, payload });
          expectUnstorableRefused(route, response, payload, { named: !paramsSchema });
        }
      });

      it('answers malformed or poisoned JSON with 400', async () => {
        const payloads = ['{"email": ', '{bad}', '[1,,2]', '"\\u00"', '{"a":1}}'];
        for (const payload of [...payloads, '{"__proto__": {"admin": true}}']) {
          const response = await send({ method, url, headers: jsonHeaders, payload });
          expectAnswer(route, response, { status: [400], error: 'INVALID_JSON' });
        }
      });

      it('answers a body over the limit with 413', async () => {
        const limit = route.bodyLimit ?? bodyLimit;
        const payload = JSON.stringify({ email: 'x'.repeat(limit) });
        const response = await send({ method, url, headers: jsonHeaders, payload });
        expectAnswer(route, response, { status: [413], error: 'PAYLOAD_TOO_LARGE' });
      });

      it('answers JSON of the wrong shape with 400 when it takes a body', async () => {
        const keys = objectKeys(bodySchema);
        const payloads = [
          '[]',
          '"teksti"',
          '42',
          'null',
          'true',
          JSON.stringify(Object.fromEntries(keys.map((key) => [key, { nested: [true] }]))),
          JSON.stringify(Object.fromEntries(keys.map((key) => [key, 12345]))),
          JSON.stringify(Object.fromEntries(keys.map((key) => [key, 'x'.repeat(5000)]))),
        ];
        for (const payload of payloads) {
          const response = await send({ method, url, headers: jsonHeaders, payload });
          if (bodySchema === undefined) {
            expect(response.statusCode, payload).toBeLessThan(500);
          } else {
            expectAnswer(route, response, { status: [400], error: 'VALIDATION_ERROR' });
          }
        }
      });

      it('refuses unknown body fields when it takes a body', async () => {
        const payload = JSON.stringify({ [unknownKey]: 1 });
        const response = await send({ method, url, headers: jsonHeaders, payload });
        if (bodySchema === undefined) {
          expect(response.statusCode).toBeLessThan(500);
          return;
        }
        const body = expectAnswer(route, response, { status: [400], error: 'VALIDATION_ERROR' });
        if (body && response.statusCode === 400 && !paramsSchema) {
          expect(body.fields).toHaveProperty([unknownKey]);
        }
      });
    });
  });

  it('refuses NUL bytes from signed-in users as well, before any query sees them', async () => {
    const consumer = { cookie: (await buildConsumer(database.db)).cookie };
    const office = { cookie: (await buildOfficeAdmin(database.db)).cookie };
    const post = (url: string, body: object, headers: Record<string, string> = consumer) => ({
      method: 'POST' as const,
      url,
      headers: { ...jsonHeaders, ...headers },
      payload: JSON.stringify(body),
    });
    const person = { firstName: 'Ma\u0000tti', lastName: 'M', phone: '+358401234567' };
    const probes: [InjectOptions, string][] = [
      [{ method: 'GET', url: '/api/contracts?companyid=%00', headers: consumer }, 'companyid'],
      [post('/api/feedback/submit', { feedback: 'a\u0000b' }), 'feedback'],
      [post('/api/fiber/submit', { ...person, email: 'm@example.fi' }), 'firstName'],
      [post('/api/customership', { email: 'a\u0000@example.fi' }), 'email'],
      [
        post('/api/user/consumer', { ...person, email: 'm@example.fi' }, { authorization: 'x' }),
        'firstName',
      ],
      [
        { method: 'DELETE', url: '/api/user/a%00b@example.fi', headers: { ...office, ...csrf } },
        'email',
      ],
    ];
    for (const [probe, field] of probes) {
      const response = await send(probe);
      const where = `${probe.method} ${probe.url}: ${response.statusCode} ${response.body}`;
      expect(response.statusCode, where).toBe(400);
      expect(response.json().fields?.[field], where).toEqual([textMessages.unstorable]);
    }
  });

  it("refuses NUL bytes in the login server's codes and tokens without a 5xx", async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const probes: InjectOptions[] = [
      {
        method: 'POST',
        url: '/oidc/token',
        headers: form,
        payload: 'grant_type=authorization_code&code=a%00b&redirect_uri=x&code_verifier=x',
      },
      {
        method: 'POST',
        url: '/oidc/token',
        headers: form,
        payload: 'grant_type=refresh_token&refresh_token=a%00b',
      },
      { method: 'GET', url: '/oidc/me', headers: { authorization: 'Bearer a\u0000b' } },
      { method: 'GET', url: '/oidc/interaction/a%00b' },
      { method: 'POST', url: '/oidc/interaction/x/login', headers: form, payload: 'email=a%00b' },
    ];
    for (const probe of probes) {
      const response = await send(probe);
      const where = `${probe.method} ${probe.url}: ${response.statusCode} ${response.body}`;
      expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, where).toBeLessThan(500);
    }
  });

  it('checks the probe strictly: unknown fields are named in the answer', async () => {
    const response = await send({
      method: 'PATCH',
      url: '/api/bad-input-probe/1',
      headers: jsonHeaders,
      payload: JSON.stringify({ email: 'a@example.fi', reading: '12', [unknownKey]: 1 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [unknownKey]: ['Tuntematon kenttä'] });
  });
});
