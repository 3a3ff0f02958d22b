import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { csrfHeaderName, csrfHeaderValue, maxInternalId } from '@energiaportaali/domain';
import { buildTestApp } from './app';
import {
  addressSequence,
  filledUrl,
  objectKeys,
  oneOfEachRole,
  routeCollector,
} from './every-route';
import { cookieOf, createRoleWorld } from './factories';

// Ids beyond PostgreSQL's integer once reached the database and came back as 500s. Every id in
// a path or a body is bounded by the shared schemas, and lists of ids are bounded in length.

const { routes, onRoute } = routeCollector();
const { app, database } = await buildTestApp({ onRoute });
afterAll(() => app.close());
const { users } = await createRoleWorld(database.db);

const jsonHeaders = { [csrfHeaderName]: csrfHeaderValue, 'content-type': 'application/json' };
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const nextAddress = addressSequence('198.20');
const tooLarge = maxInternalId + 1;

async function as(role: keyof typeof users, request: InjectOptions) {
  const cookie = await cookieOf(database.db, users[role].id);
  return app.inject({
    ...request,
    headers: { ...jsonHeaders, cookie, ...request.headers },
    remoteAddress: nextAddress(),
  });
}

describe('ids beyond the database integer', () => {
  it('answers PATCH and DELETE /api/alerts/{id} with 4xx, not 5xx', async () => {
    for (const id of [String(tooLarge), '9999999999', '99999999999999999999']) {
      const patch = await as('consumer', {
        method: 'PATCH',
        url: `/api/alerts/${id}`,
        payload: JSON.stringify({ active: false }),
      });
      expect(patch.statusCode, `${id}: ${patch.body}`).toBe(400);
      const remove = await as('consumer', {
        method: 'DELETE',
        url: `/api/alerts/${id}`,
      });
      expect(remove.statusCode, `${id}: ${remove.body}`).toBe(400);
    }
  });

  it('refuses customerIds beyond the integer or too many of them in PUT …/housingCompanies', async () => {
    const put = (customerIds: number[]) =>
      as('remCompany', {
        method: 'PUT',
        url: `/api/user/remUser/${encodeURIComponent(users.remUser.email)}/housingCompanies`,
        payload: JSON.stringify({ customerIds }),
      });
    const large = await put([1, tooLarge]);
    expect(large.statusCode, large.body).toBe(400);
    expect(Object.keys(large.json().fields)).toEqual(['customerIds.1']);
    const many = await put(Array.from({ length: 1001 }, (_, index) => index + 1));
    expect(many.statusCode, many.body).toBe(400);
    expect(Object.keys(many.json().fields)).toEqual(['customerIds']);
    const fine = await put([]);
    expect(fine.statusCode, fine.body).toBe(200);
  });

  describe.each(oneOfEachRole)('as %s', (role) => {
    it('gets no 5xx from any route for huge numbers in its path and body fields', async () => {
      const failures: string[] = [];
      for (const route of routes) {
        // A fresh session per route: a route may end the one it was given (logout).
        const cookie = await cookieOf(database.db, users[role].id);
        const keys = objectKeys(route.schema?.body);
        for (const number of [tooLarge, 1e20, -tooLarge]) {
          const requests: InjectOptions[] = route.url.includes(':')
            ? [{ url: filledUrl(route, String(number)) }]
            : [];
          if (bodyMethods.has(route.method)) {
            const url = filledUrl(route);
            for (const value of [number, [number]]) {
              const payload = JSON.stringify(Object.fromEntries(keys.map((key) => [key, value])));
              requests.push({ url, payload });
            }
          }
          for (const request of requests) {
            const response = await app.inject({
              ...request,
              method: route.method as InjectOptions['method'],
              headers: { ...jsonHeaders, cookie },
              remoteAddress: nextAddress(),
            });
            if (response.statusCode >= 500) {
              failures.push(`${route.method} ${request.url} ${request.payload ?? ''}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);
  });
});
