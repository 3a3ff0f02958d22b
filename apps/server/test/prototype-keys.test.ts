import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { csrfHeaderName, csrfHeaderValue } from '@energiaportaali/domain';
import { buildTestApp } from './app';
import { addressSequence, filledUrl, oneOfEachRole, routeCollector } from './every-route';
import { cookieOf, createRoleWorld } from './factories';

// A field named like a member of Object.prototype once made every validated route answer 500
// (the field errors were collected in a plain object). Every route gets every such name as a
// body key and as a query key, anonymously and as each kind of signed-in user.

const { routes, onRoute } = routeCollector();
const { app, database } = await buildTestApp({ onRoute });
afterAll(() => app.close());
const { users } = await createRoleWorld(database.db);

const prototypeNames = Object.getOwnPropertyNames(Object.prototype);
const csrf = { [csrfHeaderName]: csrfHeaderValue };
const jsonHeaders = { ...csrf, 'content-type': 'application/json' };
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const nextAddress = addressSequence('198.19');

describe('fields named like Object.prototype members', () => {
  it('reaches routes with path parameters filled in', () => {
    const listed = routes.map((route) => `${route.method} ${filledUrl(route)}`);
    expect(prototypeNames).toEqual(expect.arrayContaining(['toString', '__proto__']));
    expect(listed).toEqual(
      expect.arrayContaining(['PATCH /api/alerts/1', 'GET /api/temperature/thisyear']),
    );
  });

  describe.each(['anonymous', ...oneOfEachRole] as const)('%s', (as) => {
    it('gets no 5xx from any route for any prototype name in the body or the query', async () => {
      const failures: string[] = [];
      for (const route of routes) {
        // A fresh session per route: a route may end the one it was given (logout).
        const session =
          as === 'anonymous' ? {} : { cookie: await cookieOf(database.db, users[as].id) };
        const url = filledUrl(route);
        const hasBody = bodyMethods.has(route.method);
        for (const name of prototypeNames) {
          const requests: InjectOptions[] = [
            {
              url: `${url}?${encodeURIComponent(name)}=1`,
              headers: hasBody ? jsonHeaders : csrf,
              payload: hasBody ? '{}' : undefined,
            },
          ];
          if (hasBody) {
            requests.push({ url, headers: jsonHeaders, payload: `{${JSON.stringify(name)}:"1"}` });
          }
          for (const request of requests) {
            const response = await app.inject({
              ...request,
              method: route.method as InjectOptions['method'],
              headers: { ...request.headers, ...session },
              remoteAddress: nextAddress(),
            });
            if (response.statusCode >= 500) {
              failures.push(`${route.method} ${request.url} ${String(request.payload ?? '')}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });
  });
});
