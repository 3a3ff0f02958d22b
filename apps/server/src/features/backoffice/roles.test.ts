import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxKinds, userRoles, type UserRole } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { jsonHeaders } from '../../../test/login';
import { cookieOf, createRoleWorld } from '../../../test/factories';

// Every back-office endpoint × every role, from one table: anonymous 401, every role but the
// operator 403, the operator through (with the status the row expects). Ids name nothing that
// exists, so no row changes anything for the rows after it.

interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  body?: unknown;
  /** What the operator gets (past the access check). */
  operator: number;
}

const noRequest = 2_000_000_000;
const noInvitation = '0'.repeat(64);
const noUser = '00000000-0000-4000-8000-000000000000';

const endpoints: Endpoint[] = [
  { method: 'GET', url: '/api/backoffice/registrations?status=new', operator: 200 },
  { method: 'GET', url: `/api/backoffice/registrations/${noRequest}`, operator: 404 },
  { method: 'POST', url: `/api/backoffice/registrations/${noRequest}/approve`, operator: 404 },
  {
    method: 'POST',
    url: `/api/backoffice/registrations/${noRequest}/reject`,
    body: { reason: 'Ei asiakas' },
    operator: 404,
  },
  { method: 'GET', url: '/api/backoffice/housing-requests?status=new', operator: 200 },
  { method: 'POST', url: `/api/backoffice/housing-requests/${noRequest}/approve`, operator: 404 },
  {
    method: 'POST',
    url: `/api/backoffice/housing-requests/${noRequest}/reject`,
    body: { reason: 'Ei isännöitsijä' },
    operator: 404,
  },
  { method: 'GET', url: '/api/backoffice/invitations?status=pending', operator: 200 },
  {
    method: 'POST',
    url: '/api/backoffice/invitations',
    body: {
      kind: 'company-person',
      email: 'rooli@example.fi',
      firstName: 'R',
      lastName: 'R',
      businessId: '0000001-9',
      admin: false,
    },
    operator: 409,
  },
  { method: 'POST', url: `/api/backoffice/invitations/${noInvitation}/resend`, operator: 404 },
  { method: 'DELETE', url: `/api/backoffice/invitations/${noInvitation}`, operator: 404 },
  { method: 'GET', url: '/api/backoffice/users?q=testi', operator: 200 },
  { method: 'POST', url: `/api/backoffice/users/${noUser}/lock`, operator: 404 },
  { method: 'POST', url: `/api/backoffice/users/${noUser}/unlock`, operator: 404 },
  { method: 'POST', url: `/api/backoffice/users/${noUser}/sessions/end`, operator: 404 },
  { method: 'POST', url: `/api/backoffice/users/${noUser}/invitation`, operator: 404 },
  { method: 'POST', url: `/api/backoffice/users/${noUser}/password-reset`, operator: 404 },
  ...inboxKinds.flatMap((kind): Endpoint[] => [
    { method: 'GET', url: `/api/backoffice/inbox/${kind}?status=new`, operator: 200 },
    { method: 'POST', url: `/api/backoffice/inbox/${kind}/${noRequest}/handled`, operator: 404 },
    { method: 'GET', url: `/api/backoffice/inbox/${kind}/export.csv`, operator: 200 },
  ]),
  { method: 'GET', url: '/api/backoffice/outbox', operator: 200 },
  { method: 'POST', url: `/api/backoffice/outbox/${noRequest}/resend`, operator: 404 },
  { method: 'GET', url: '/api/backoffice/audit?action=backoffice.', operator: 200 },
  { method: 'GET', url: '/api/backoffice/audit/export.csv?action=backoffice.', operator: 200 },
];

let testApp: TestApp;
const cookies = {} as Record<UserRole, string>;
// The back-office routes the app registers, as 'METHOD /pattern'.
const registered: string[] = [];
beforeAll(async () => {
  testApp = await buildTestApp({
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && route.url.startsWith('/api/backoffice/')) {
          registered.push(`${method} ${route.url}`);
        }
      }
    },
  });
  const { db } = testApp.database;
  const world = await createRoleWorld(db);
  for (const role of userRoles) cookies[role] = await cookieOf(db, world.users[role].id);
});
afterAll(() => testApp.app.close());

const call = (endpoint: Endpoint, cookie?: string) =>
  testApp.app.inject({
    method: endpoint.method,
    url: endpoint.url,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    ...(endpoint.body === undefined ? {} : { payload: JSON.stringify(endpoint.body) }),
  });

/** Whether a row of the table calls the route `METHOD /pattern/:param`. */
function covers(route: string): boolean {
  const [method, pattern] = route.split(' ') as [string, string];
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  const matches = new RegExp(`^${escaped}$`);
  return endpoints.some(
    (endpoint) => endpoint.method === method && matches.test(endpoint.url.split('?')[0]!),
  );
}

describe('the back office is for the operator only', () => {
  it('has every back-office route in the table', () => {
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((route) => !covers(route))).toEqual([]);
  });

  it.each(endpoints)('$method $url', async (endpoint) => {
    const anonymous = await call(endpoint);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    for (const role of userRoles.filter((role) => role !== 'operator')) {
      const response = await call(endpoint, cookies[role]);
      expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const operator = await call(endpoint, cookies.operator);
    expect(operator.statusCode, operator.body).toBe(endpoint.operator);
  });
});
