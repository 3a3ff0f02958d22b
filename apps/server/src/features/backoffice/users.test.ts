import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeUserSchema, userPageSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  formAction,
  formBody,
  injectTransport,
  jsonHeaders,
  TestBrowser,
} from '../../../test/login';
import { hashPassword } from '../../auth/password';
import { auditLog, emailOutbox, meteringPoints, sessions } from '../../db/schema';
import {
  cookieOf,
  createCustomer,
  createOffice,
  createOfficeHouse,
  createUser,
  inviteForTest,
} from '../../../test/factories';

const password = 'Kaukolämpö-Sauna-47';

let testApp: TestApp;
let operator: { id: string; cookie: string };
let passwordHash: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  const user = await createUser(testApp.database.db, 'operator');
  operator = { id: user.id, cookie: await cookieOf(testApp.database.db, user.id) };
  passwordHash = await hashPassword(password);
});
afterAll(() => testApp.app.close());

const db = () => testApp.database.db;
const send = (options: InjectOptions) => testApp.app.inject(options);
const asOperator = (method: 'GET' | 'POST', url: string) =>
  send({ method, url, headers: { ...jsonHeaders, cookie: operator.cookie } });

async function search(q: string) {
  const response = await asOperator('GET', `/api/backoffice/users?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return userPageSchema.parse(response.json());
}

const digits = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

async function createMeteringPoint(customerId: number) {
  const point = { identifier: digits(12), gsrn: `6430${digits(14)}` };
  await db()
    .insert(meteringPoints)
    .values({
      customerId,
      ...point,
      utility: 'electricity',
      street: 'Mittarikatu 1',
      postalCode: '00100',
      city: 'Helsinki',
      unit: 'kWh',
      resolutionMinutes: 60,
      temperatureArea: 'Helsinki',
    });
  return point;
}

/** The login form's answer to the e-mail and password (303 when it lets the user in). */
async function submitLogin(email: string) {
  const browser = new TestBrowser(() => injectTransport(testApp.app));
  const { response } = await browser.follow('/api/auth/login?type=consumer');
  return browser.request('POST', formAction(response.body), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody({ email, password }),
  });
}

const detailsWith = (cookie: string) =>
  send({ method: 'GET', url: '/api/user/details/consumer', headers: { cookie } });

async function auditOf(action: string, targetId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

describe('GET /api/backoffice/users', () => {
  it('finds a user by name, e-mail, business id of a customer or office, metering point or GSRN', async () => {
    const company = await createCustomer(db(), 'company');
    const companyUser = await createUser(db(), 'companyUser', { customerIds: [company.id] });
    const office = await createOffice(db());
    const house = await createOfficeHouse(db(), office);
    const manager = await createUser(db(), 'remUser', {
      officeId: office.id,
      assignedIds: [house.id],
    });
    const mainUser = await createUser(db(), 'remCompany', { officeId: office.id });
    const housePoint = await createMeteringPoint(house.id);
    const companyPoint = await createMeteringPoint(company.id);

    const idsFor = async (q: string) => (await search(q)).items.map((item) => item.id).sort();
    expect(await idsFor(companyUser.lastName)).toEqual([companyUser.id]);
    expect(await idsFor(`${companyUser.firstName} ${companyUser.lastName}`)).toEqual([
      companyUser.id,
    ]);
    expect(await idsFor(companyUser.email.toUpperCase())).toEqual([companyUser.id]);
    expect(await idsFor(company.businessId!)).toEqual([companyUser.id]);
    expect(await idsFor(companyPoint.identifier)).toEqual([companyUser.id]);
    expect(await idsFor(companyPoint.gsrn)).toEqual([companyUser.id]);
    expect(await idsFor(office.businessId)).toEqual([manager.id, mainUser.id].sort());
    expect(await idsFor(housePoint.gsrn)).toEqual([manager.id, mainUser.id].sort());
    // LIKE's wildcards match only themselves.
    expect(await idsFor('%')).toEqual([]);
    expect(await idsFor('_')).toEqual([]);

    const [found] = (await search(manager.email)).items;
    expect(found).toEqual({
      id: manager.id,
      email: manager.email,
      firstName: manager.firstName,
      lastName: manager.lastName,
      role: 'remUser',
      active: false,
      locked: false,
      lastLoginAt: null,
      createdAt: expect.any(String),
      customers: [{ name: house.name, businessId: house.businessId }],
      office: office.name,
    });
  });

  it('pages with hasMore', async () => {
    const tag = `Sivutus${digits(6)}`;
    for (let index = 0; index < 26; index += 1) {
      await createUser(db(), 'consumer', { email: `${tag}.${index}@example.fi` });
    }
    const first = await search(tag);
    expect(first).toMatchObject({ page: 1, pageSize: 25, hasMore: true });
    expect(first.items).toHaveLength(25);
    const second = userPageSchema.parse(
      (await asOperator('GET', `/api/backoffice/users?q=${tag}&page=2`)).json(),
    );
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.items).toHaveLength(1);
  });
});

describe('POST /api/backoffice/users/:id/lock and …/unlock', () => {
  it('locks: the sessions end at once, the login is refused with a clear message; unlock lets in again', async () => {
    const user = await createUser(db(), 'consumer', { passwordHash });
    const cookie = await cookieOf(db(), user.id);
    expect((await detailsWith(cookie)).statusCode).not.toBe(401);

    const locked = await asOperator('POST', `/api/backoffice/users/${user.id}/lock`);
    expect(locked.statusCode, locked.body).toBe(200);
    expect(backOfficeUserSchema.parse(locked.json())).toMatchObject({ id: user.id, locked: true });
    expect((await detailsWith(cookie)).statusCode).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    // A session made by another process (or a login under way) does not count either.
    expect((await detailsWith(await cookieOf(db(), user.id))).statusCode).toBe(401);

    const refused = await submitLogin(user.email);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('Tunnus on lukittu. Ota yhteyttä asiakaspalveluun.');
    // A wrong password learns nothing of the lock.
    const browser = new TestBrowser(() => injectTransport(testApp.app));
    const { response } = await browser.follow('/api/auth/login?type=consumer');
    const wrong = await browser.request('POST', formAction(response.body), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody({ email: user.email, password: 'väärä-salasana' }),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).not.toContain('lukittu');

    const unlocked = await asOperator('POST', `/api/backoffice/users/${user.id}/unlock`);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ locked: false });
    expect((await submitLogin(user.email)).status).toBe(303);

    expect(await auditOf('backoffice.user.lock', user.id)).toMatchObject([
      { actorUserId: operator.id, targetType: 'user', details: { endedSessions: 1 } },
    ]);
    expect(await auditOf('backoffice.user.unlock', user.id)).toHaveLength(1);
  });

  it('does not lock the operator themselves; an unknown user is 404', async () => {
    const own = await asOperator('POST', `/api/backoffice/users/${operator.id}/lock`);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: 'OWN_ACCOUNT', message: 'Et voi lukita omaa tunnustasi.' });
    const unknown = await asOperator(
      'POST',
      '/api/backoffice/users/00000000-0000-4000-8000-000000000000/lock',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('USER_NOT_FOUND');
    expect((await asOperator('POST', '/api/backoffice/users/not-a-uuid/lock')).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/backoffice/users/:id/sessions/end', () => {
  it('ends every session of the user and tells how many', async () => {
    const user = await createUser(db(), 'consumer', { passwordHash });
    const cookies = [await cookieOf(db(), user.id), await cookieOf(db(), user.id)];
    expect((await detailsWith(cookies[0]!)).statusCode).not.toBe(401);
    const response = await asOperator('POST', `/api/backoffice/users/${user.id}/sessions/end`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    for (const cookie of cookies) expect((await detailsWith(cookie)).statusCode).toBe(401);
    expect(await auditOf('backoffice.user.sessions.end', user.id)).toMatchObject([
      { actorUserId: operator.id, details: { endedSessions: 2 } },
    ]);
    // The user may log in again.
    expect((await submitLogin(user.email)).status).toBe(303);
  });
});

describe('POST /api/backoffice/users/:id/invitation', () => {
  it('sends a new link by role while the user has no password; the old link stops working', async () => {
    const office = await createOffice(db());
    const cases = [
      { role: 'remUser', options: { officeId: office.id }, kind: 'manager' },
      { role: 'companyManager', options: {}, kind: 'company-person' },
      { role: 'operator', options: {}, kind: 'operator' },
      { role: 'consumer', options: {}, kind: 'consumer' },
    ] as const;
    for (const { role, options, kind } of cases) {
      const user = await createUser(db(), role, options);
      const old = await inviteForTest(db(), kind, user.email, user.id);
      const response = await asOperator('POST', `/api/backoffice/users/${user.id}/invitation`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().id).toMatch(/^[0-9a-f]{64}$/);
      const old404 = await send({ method: 'GET', url: `/api/invitations/${old.token}` });
      expect(old404.statusCode, role).toBe(404);
      const [mail] = await db()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipient, user.email));
      const token = /uusisalasana\/([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
      const info = await send({ method: 'GET', url: `/api/invitations/${token}` });
      expect(info.json(), role).toMatchObject({ kind, email: user.email });
      expect(await auditOf('backoffice.user.invite', user.id)).toMatchObject([
        { actorUserId: operator.id, details: { kind } },
      ]);
    }
  });

  it('answers 409 ALREADY_ACTIVE once the user has a password', async () => {
    const user = await createUser(db(), 'consumer', { passwordHash });
    const response = await asOperator('POST', `/api/backoffice/users/${user.id}/invitation`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'ALREADY_ACTIVE',
      message: 'Käyttäjä on jo asettanut salasanan.',
    });
  });
});
