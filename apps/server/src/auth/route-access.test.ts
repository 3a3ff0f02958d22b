import type { RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, type UserRole } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../test/app';
import { cookieOf, createRoleWorld } from '../../test/factories';
import { routeAccess } from './route-access';
import type { ConsumerUser, SessionUser } from './session-user';

const consumerName = (user: ConsumerUser) => user.firstName;
const handled: string[] = [];

// A route of each `config.auth` shape, guarded as the /api scope guards the features' routes.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', routeAccess);
  app.get('/access/any', { config: { auth: 'user' } }, async (request) => {
    handled.push('any');
    return { role: request.user.role };
  });
  app.get('/access/consumer', { config: { auth: ['consumer'] } }, async (request) => {
    handled.push('consumer');
    return { role: request.user.role, name: consumerName(request.user) };
  });
  app.get(
    '/access/inviters',
    { config: { auth: ['companyManager', 'remCompany'] } },
    async (request) => {
      handled.push('inviters');
      const role: 'companyManager' | 'remCompany' = request.user.role;
      return { role };
    },
  );
  app.get('/access/open', { config: { auth: 'none' } }, async (request) => {
    handled.push('open');
    const user: SessionUser | null = request.user;
    return { role: user?.role ?? null };
  });
  app.get('/access/unchecked', { config: { auth: 'user' } }, async (request) => {
    // @ts-expect-error: a route admitting every role does not give a consumer.
    return { name: consumerName(request.user) };
  });
};

/** Who may call each probe: the roles answered 200; the others 403, nobody 401. */
const admitted: Record<string, readonly UserRole[] | 'anyone'> = {
  any: userRoles,
  consumer: ['consumer'],
  inviters: ['companyManager', 'remCompany'],
  open: 'anyone',
};

// Strong identification's browser redirects are mounted beside the /api scope, not in it
// (identity/strong-identification/index.ts): its preHandler never sees them.
const besideApiScope = /^\/api\/auth\/(:flow\/)?(vatu|tupas)\//;

let testApp: TestApp;
const routes: Pick<RouteOptions, 'method' | 'url' | 'config'>[] = [];
const cookies = new Map<UserRole, string>();

beforeAll(async () => {
  testApp = await buildTestApp({
    routes: probeRoutes,
    onRoute: ({ method, url, config }) => {
      routes.push({ method, url, config });
    },
  });
  const { db } = testApp.database;
  const { users } = await createRoleWorld(db);
  for (const role of userRoles) cookies.set(role, await cookieOf(db, users[role].id));
});
afterAll(() => testApp.app.close());

const get = (probe: string, cookie?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/access/${probe}`,
    headers: cookie ? { cookie } : {},
  });

describe('route access (config.auth)', () => {
  describe.each(Object.entries(admitted))('%s', (probe, roles) => {
    it.each(userRoles)('answers %s before the handler runs', async (role) => {
      handled.length = 0;
      const response = await get(probe, cookies.get(role));
      if (roles === 'anyone' || roles.includes(role)) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ role });
        expect(handled).toEqual([probe]);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: 'FORBIDDEN', message: 'Ei käyttöoikeutta.' });
        expect(handled).toEqual([]);
      }
    });

    it('answers a call without a session', async () => {
      handled.length = 0;
      const response = await get(probe);
      if (roles === 'anyone') {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ role: null });
        expect(response.headers['cache-control']).toBeUndefined();
      } else {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: 'UNAUTHORIZED' });
        expect(response.headers['cache-control']).toBe('no-store');
        expect(handled).toEqual([]);
      }
    });
  });

  it('is declared by every /api route: the roles, any user, or none', () => {
    const apiRoutes = routes.filter(
      ({ url }) => url.startsWith('/api/') && !besideApiScope.test(url),
    );
    const undeclared = apiRoutes.filter(({ config }) => config?.auth === undefined);
    expect(apiRoutes.length).toBeGreaterThan(50);
    expect(undeclared.map(({ method, url }) => `${String(method)} ${url}`)).toEqual([]);
  });
});
