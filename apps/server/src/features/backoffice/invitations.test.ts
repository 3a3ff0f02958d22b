import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationPageSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { jsonHeaders } from '../../../test/login';
import { auditLog, emailOutbox, userCustomers, users } from '../../db/schema';
import {
  cookieOf,
  createCustomer,
  createUser,
  expireToken,
  inviteForTest,
  newBusinessId,
} from '../../../test/factories';

let testApp: TestApp;
let operator: { id: string; cookie: string };
beforeAll(async () => {
  testApp = await buildTestApp();
  const user = await createUser(testApp.database.db, 'operator');
  operator = { id: user.id, cookie: await cookieOf(testApp.database.db, user.id) };
});
afterAll(() => testApp.app.close());

const db = () => testApp.database.db;
const send = (options: InjectOptions) => testApp.app.inject(options);
const asOperator = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  send({
    method,
    url,
    headers: { ...jsonHeaders, cookie: operator.cookie },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const uniqueEmail = (prefix = 'kutsu') =>
  `${prefix}.${Math.random().toString(36).slice(2)}@example.fi`;

async function listed(query: string) {
  const response = await asOperator('GET', `/api/backoffice/invitations?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return invitationPageSchema.parse(response.json()).items;
}

async function mailsTo(email: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, email))
    .orderBy(emailOutbox.id);
}

const tokenIn = (body: string) => /(?:uusisalasana\/|token=)([A-Za-z0-9_-]{20,})/.exec(body)![1]!;

const invitationInfo = (token: string) => send({ method: 'GET', url: `/api/invitations/${token}` });

async function auditOf(action: string, targetId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

describe('POST /api/backoffice/invitations', () => {
  it("'manager-company': e-mails the manager registration link, as `npm run invite` does", async () => {
    const email = uniqueEmail('toimisto');
    const response = await asOperator('POST', '/api/backoffice/invitations', {
      kind: 'manager-company',
      email,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    const [mail] = await mailsTo(email);
    expect(mail!.body).toContain('/isannointi/rekisteroidy?token=');
    const info = await invitationInfo(tokenIn(mail!.body));
    expect(info.json()).toMatchObject({
      kind: 'manager-company',
      email,
      invitedBy: 'Testi Energia Oy',
    });
    expect(await auditOf('backoffice.invitation.create', id)).toMatchObject([
      { actorUserId: operator.id, targetType: 'invitation', details: { kind: 'manager-company' } },
    ]);
    expect(JSON.stringify(await auditOf('backoffice.invitation.create', id))).not.toContain(email);
    const [item] = await listed(`email=${encodeURIComponent(email)}`);
    expect(item).toMatchObject({ id, kind: 'manager-company', email, status: 'pending' });
  });

  it("'company-person': creates the person under the company, admin or user, and invites them", async () => {
    const company = await createCustomer(db(), 'company');
    for (const admin of [true, false]) {
      const email = uniqueEmail('henkilo');
      const response = await asOperator('POST', '/api/backoffice/invitations', {
        kind: 'company-person',
        email,
        firstName: 'Henna',
        lastName: 'Henkilö',
        phone: '+358401234567',
        businessId: company.businessId,
        admin,
      });
      expect(response.statusCode, response.body).toBe(201);
      const [account] = await db().select().from(users).where(eq(users.email, email));
      expect(account).toMatchObject({
        role: admin ? 'companyManager' : 'companyUser',
        firstName: 'Henna',
        lastName: 'Henkilö',
        phone: '+358401234567',
        passwordHash: null,
      });
      const links = await db()
        .select({ customerId: userCustomers.customerId, personRole: userCustomers.personRole })
        .from(userCustomers)
        .where(eq(userCustomers.userId, account!.id));
      expect(links).toEqual([{ customerId: company.id, personRole: admin ? 'admin' : 'user' }]);
      const [mail] = await mailsTo(email);
      expect((await invitationInfo(tokenIn(mail!.body))).json()).toMatchObject({
        kind: 'company-person',
        firstName: 'Henna',
      });
    }
  });

  it('answers 409 COMPANY_NOT_FOUND and EMAIL_IN_USE, writing nothing', async () => {
    const person = {
      kind: 'company-person',
      email: uniqueEmail(),
      firstName: 'Eino',
      lastName: 'Ei',
      businessId: newBusinessId(),
      admin: false,
    };
    const none = await asOperator('POST', '/api/backoffice/invitations', person);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      error: 'COMPANY_NOT_FOUND',
      message: 'Yritystä ei löytynyt tällä Y-tunnuksella.',
    });
    expect(await db().select().from(users).where(eq(users.email, person.email))).toEqual([]);

    const existing = await createUser(db(), 'consumer', { passwordHash: 'x' });
    const taken = await asOperator('POST', '/api/backoffice/invitations', {
      kind: 'manager-company',
      email: existing.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('EMAIL_IN_USE');
  });
});

describe('GET /api/backoffice/invitations', () => {
  it('lists pending, used and expired invitations by status and e-mail, never a token', async () => {
    const tag = Math.random().toString(36).slice(2);
    const pendingUser = await createUser(db(), 'companyUser', {
      email: `odottaa.${tag}@example.fi`,
    });
    const pending = await inviteForTest(db(), 'company-person', pendingUser.email, pendingUser.id);
    const expiredUser = await createUser(db(), 'remUser', { email: `vanha.${tag}@example.fi` });
    const expired = await inviteForTest(db(), 'manager', expiredUser.email, expiredUser.id);
    await expireToken(db(), expired.token);
    const usedUser = await createUser(db(), 'companyUser', { email: `kaytetty.${tag}@example.fi` });
    const used = await inviteForTest(db(), 'company-person', usedUser.email, usedUser.id);
    await send({
      method: 'PATCH',
      url: '/api/user/password/setNew',
      headers: jsonHeaders,
      payload: JSON.stringify({
        token: used.token,
        password: 'Kaukolämpö-Sauna-47',
        termsAccepted: true,
        dataProtectionPlanAccepted: true,
      }),
    });

    const all = await listed(`email=${tag}`);
    expect(all.map((item) => [item.email, item.status])).toEqual([
      [usedUser.email, 'used'],
      [expiredUser.email, 'expired'],
      [pendingUser.email, 'pending'],
    ]);
    expect(all[0]!.usedAt).not.toBeNull();
    expect(all[2]).toMatchObject({ kind: 'company-person', invitedBy: 'Testi Energia Oy' });
    const body = JSON.stringify(all);
    for (const token of [pending.token, expired.token, used.token]) {
      expect(body).not.toContain(token);
    }
    for (const status of ['pending', 'used', 'expired'] as const) {
      const items = await listed(`email=${tag}&status=${status}`);
      expect(items.map((item) => item.status)).toEqual([status]);
    }
    // LIKE's wildcards are taken literally.
    expect(await listed('email=%25')).toEqual([]);
  });
});

describe('POST /api/backoffice/invitations/:id/resend and DELETE …/:id', () => {
  it('resends a new link to the same account, the old one stopping; revokes a link', async () => {
    const user = await createUser(db(), 'remUser');
    const first = await inviteForTest(db(), 'manager', user.email, user.id);
    const [item] = await listed(`email=${encodeURIComponent(user.email)}`);

    const resent = await asOperator('POST', `/api/backoffice/invitations/${item!.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    const { id } = resent.json();
    expect(id).not.toBe(item!.id);
    expect((await invitationInfo(first.token)).statusCode).toBe(404);
    const [mail] = await mailsTo(user.email);
    const token = tokenIn(mail!.body);
    expect((await invitationInfo(token)).json()).toMatchObject({ kind: 'manager' });
    expect(await auditOf('backoffice.invitation.resend', id)).toMatchObject([
      { actorUserId: operator.id, details: { kind: 'manager', replaces: item!.id } },
    ]);

    const revoked = await asOperator('DELETE', `/api/backoffice/invitations/${id}`);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await invitationInfo(token)).statusCode).toBe(404);
    expect(await auditOf('backoffice.invitation.revoke', id)).toHaveLength(1);
    // Both links were stopped, neither used: the list tells them from used ones.
    const history = await listed(`email=${encodeURIComponent(user.email)}`);
    expect(history.map((invitation) => [invitation.id, invitation.status])).toEqual([
      [id, 'revoked'],
      [item!.id, 'revoked'],
    ]);
    expect(await listed(`email=${encodeURIComponent(user.email)}&status=used`)).toEqual([]);
    expect(await listed(`email=${encodeURIComponent(user.email)}&status=revoked`)).toHaveLength(2);
    const again = await asOperator('DELETE', `/api/backoffice/invitations/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: 'INVITATION_NOT_FOUND',
      message: 'Kutsua ei löytynyt tai se on jo käytetty.',
    });
  });

  it("resends a manager company's link to the address; 409 once the account is active", async () => {
    const email = uniqueEmail('toimisto');
    const first = await inviteForTest(db(), 'manager-company', email, null);
    const [item] = await listed(`email=${encodeURIComponent(email)}`);
    const resent = await asOperator('POST', `/api/backoffice/invitations/${item!.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect((await invitationInfo(first.token)).statusCode).toBe(404);
    const [mail] = await mailsTo(email);
    expect(mail!.body).toContain('/isannointi/rekisteroidy?token=');

    const active = await createUser(db(), 'companyUser', { passwordHash: 'x' });
    await inviteForTest(db(), 'company-person', active.email, active.id);
    const [activeItem] = await listed(`email=${encodeURIComponent(active.email)}`);
    const refused = await asOperator(
      'POST',
      `/api/backoffice/invitations/${activeItem!.id}/resend`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('ALREADY_ACTIVE');

    const unknown = await asOperator(
      'POST',
      `/api/backoffice/invitations/${'0'.repeat(64)}/resend`,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await asOperator('DELETE', '/api/backoffice/invitations/not-an-id')).statusCode).toBe(
      400,
    );
    const [count] = await db()
      .select({ value: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'backoffice.invitation.resend'));
    expect(Number(count!.value)).toBeGreaterThanOrEqual(1);
  });
});

describe('invitations of deleted accounts', () => {
  it("are listed as 'deleted' and not sent again: 409 ACCOUNT_DELETED in Finnish", async () => {
    const email = uniqueEmail('poistettu');
    const account = await createUser(db(), 'companyUser', { email });
    const pending = await inviteForTest(db(), 'company-person', email, account.id);
    const before = await listed(`email=${encodeURIComponent(email)}`);
    expect(before).toMatchObject([{ status: 'pending' }]);
    const { id } = before[0]!;
    await db().delete(users).where(eq(users.id, account.id));

    expect(await listed(`email=${encodeURIComponent(email)}`)).toMatchObject([
      { id, status: 'deleted' },
    ]);
    expect(await listed(`status=deleted&email=${encodeURIComponent(email)}`)).toHaveLength(1);
    expect(await listed(`status=pending&email=${encodeURIComponent(email)}`)).toEqual([]);

    const mailed = (await mailsTo(email)).length;
    const resend = await asOperator('POST', `/api/backoffice/invitations/${id}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toEqual({
      error: 'ACCOUNT_DELETED',
      message: 'Kutsutun henkilön tunnus on poistettu, joten kutsua ei voi lähettää uudelleen.',
    });
    expect(await mailsTo(email)).toHaveLength(mailed);
    expect(await auditOf('backoffice.invitation.resend', id)).toEqual([]);
    // The link itself leads nowhere either.
    expect((await invitationInfo(pending.token)).statusCode).toBeGreaterThanOrEqual(400);
  });
});
