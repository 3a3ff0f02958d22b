import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, type UserRole } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { jsonHeaders } from '../../../test/login';
import { verifyPassword } from '../../auth/password';
import {
  auditLog,
  oneTimeTokens,
  officeStaff,
  propertyManagerOffices,
  users,
} from '../../db/schema';
import { hashToken } from '../../auth/one-time-tokens';
import {
  cookieOf,
  createRoleWorld,
  expireToken,
  forgedToken,
  inviteForTest,
  newBusinessId,
} from '../../../test/factories';

const password = 'Kaukolämpö-Sauna-47';
const notFoundAnswer = { error: 'USER_NOT_FOUND', message: 'Käyttäjää ei löytynyt' };

let testApp: TestApp;
let world: Awaited<ReturnType<typeof createRoleWorld>>;
const cookies = {} as Record<UserRole, string>;
beforeAll(async () => {
  testApp = await buildTestApp();
  world = await createRoleWorld(testApp.database.db);
  for (const role of userRoles) {
    cookies[role] = await cookieOf(testApp.database.db, world.users[role].id);
  }
});
afterAll(() => testApp.app.close());

// Every request from an address of its own: these tests check answers, not the rate limits.
let lastOctet = 0;
const send = (options: InjectOptions) => {
  lastOctet += 1;
  return testApp.app.inject({
    remoteAddress: `203.0.${Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 1}`,
    ...options,
  });
};

const post = (url: string, body: unknown, cookie?: string) =>
  send({
    method: 'POST',
    url,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const checkUser = (body: unknown, cookie?: string) => post('/api/user/remcompany', body, cookie);
const register = (body: unknown, cookie?: string) => post('/api/remcompany', body, cookie);

const person = {
  firstName: 'Paula',
  lastName: 'Pääkäyttäjä',
  phone: '+358401234567',
  password,
  password2: password,
};
const officeOf = (businessId = newBusinessId()) => ({
  name: `Isännöinti ${businessId} Oy`,
  businessId,
  street: 'Isännöitsijänkatu 1',
  postalCode: '00100',
  postOffice: 'Helsinki',
});
const accepted = { termsAccepted: true, dataProtectionPlanAccepted: true };

async function invitation(email = `toimisto.${Math.random().toString(36).slice(2)}@example.fi`) {
  return inviteForTest(testApp.database.db, 'manager-company', email, null);
}

const stepZero = (token: string) => ({ token, user: person, ...accepted });
const full = (token: string, company = officeOf()) => ({
  token,
  user: person,
  company,
  ...accepted,
});

async function counts() {
  const { db } = testApp.database;
  const [userRows] = await db.select({ value: count() }).from(users);
  const [offices] = await db.select({ value: count() }).from(propertyManagerOffices);
  const [staff] = await db.select({ value: count() }).from(officeStaff);
  const [audit] = await db.select({ value: count() }).from(auditLog);
  return {
    users: userRows!.value,
    offices: offices!.value,
    staff: staff!.value,
    audit: audit!.value,
  };
}

async function tokenUsed(token: string) {
  const [row] = await testApp.database.db
    .select({ usedAt: oneTimeTokens.usedAt })
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
  return row!.usedAt !== null;
}

async function accountByEmail(email: string) {
  const [row] = await testApp.database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

describe('POST /api/user/remcompany (step 0)', () => {
  it('accepts the main user’s details against the token and writes nothing', async () => {
    const { token } = await invitation();
    const before = await counts();
    const response = await checkUser(stepZero(token));
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(await counts()).toEqual(before);
    expect(await tokenUsed(token)).toBe(false);
  });

  it('answers 404 for a forged, expired, used or other-kind token', async () => {
    const expired = await invitation();
    await expireToken(testApp.database.db, expired.token);
    const used = await invitation();
    expect((await register(full(used.token))).statusCode).toBe(201);
    const manager = await inviteForTest(
      testApp.database.db,
      'manager',
      world.users.remUser.email,
      world.users.remUser.id,
    );
    for (const token of [forgedToken(), expired.token, used.token, manager.token]) {
      const response = await checkUser(stepZero(token));
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual(notFoundAnswer);
    }
  });

  it('answers 409 EMAIL_IN_USE when the invited address already has an account', async () => {
    const { token } = await invitation(world.users.consumer.email.toUpperCase());
    const response = await checkUser(stepZero(token));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'EMAIL_IN_USE',
      message: 'Sähköpostiosoite on jo käytössä',
    });
  });

  it("checks the password against the person's own details, field by field", async () => {
    const { token } = await invitation();
    const weak = await checkUser({
      token,
      user: { ...person, password: 'paakayttaja1', password2: 'toinen' },
      ...accepted,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({
      'user.password': ['Salasana on liian yksinkertainen'],
      'user.password2': ['Salasanat eivät ole samat'],
    });
  });
});

describe('POST /api/remcompany', () => {
  it('creates the office, its main user and the link in one go, uses the token up, audits', async () => {
    const email = `toimisto.${randomUUID()}@example.fi`;
    const { token } = await invitation(email);
    const company = officeOf();
    const response = await register(full(token, company));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ loginPath: '/isannointi/kirjaudu' });
    expect(response.headers['set-cookie']).toBeUndefined();

    const account = (await accountByEmail(email))!;
    expect(account).toMatchObject({
      role: 'remCompany',
      firstName: 'Paula',
      lastName: 'Pääkäyttäjä',
      phone: '+358401234567',
    });
    expect(account.termsAcceptedAt).not.toBeNull();
    expect(account.dataProtectionAcceptedAt).not.toBeNull();
    expect(await verifyPassword(password, account.passwordHash!)).toBe(true);
    const [office] = await testApp.database.db
      .select()
      .from(propertyManagerOffices)
      .where(eq(propertyManagerOffices.businessId, company.businessId));
    expect(office).toMatchObject({
      name: company.name,
      street: company.street,
      postOffice: 'Helsinki',
    });
    expect(await tokenUsed(token)).toBe(true);

    // The new super user acts for the new office (and sees no managers yet).
    const cookie = await cookieOf(testApp.database.db, account.id);
    const managers = await send({
      method: 'GET',
      url: '/api/user/myRemUsers',
      headers: { cookie },
    });
    expect(managers.statusCode).toBe(200);
    expect(managers.json()).toEqual([]);

    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, account.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'invitation.redeem',
      'manager_company.register',
    ]);
    const details = JSON.stringify(audit.map((row) => row.details));
    expect(details).not.toContain(email);
    expect(details).not.toContain(token);

    const again = await register(full(token));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(notFoundAnswer);
  });

  it('leaves nothing behind when the office already exists (409) and the token still works', async () => {
    const { token } = await invitation();
    const before = await counts();
    const taken = await register(full(token, officeOf(world.office.businessId)));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'OFFICE_EXISTS',
      message: 'Tällä Y-tunnuksella on jo rekisteröity isännöintitoimisto.',
    });
    expect(await counts()).toEqual(before);
    expect(await tokenUsed(token)).toBe(false);
    expect((await register(full(token))).statusCode).toBe(201);
  });

  it('rolls everything back when a write fails half-way', async () => {
    const { db } = testApp.database;
    const { token } = await invitation();
    // The test's own database: the staff link, the last write, fails.
    await testApp.database.exec(`
      CREATE FUNCTION refuse_staff() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'forced failure'; END $$;
      CREATE TRIGGER refuse_staff BEFORE INSERT ON office_staff
        FOR EACH ROW EXECUTE FUNCTION refuse_staff();`);
    const before = await counts();
    try {
      const failed = await register(full(token));
      expect(failed.statusCode).toBe(500);
      expect(await counts()).toEqual(before);
      expect(await tokenUsed(token)).toBe(false);
    } finally {
      await testApp.database.exec(
        'DROP TRIGGER refuse_staff ON office_staff; DROP FUNCTION refuse_staff();',
      );
    }
    expect((await register(full(token))).statusCode).toBe(201);
    expect(await db.select().from(officeStaff)).toHaveLength(before.staff + 1);
  });

  it('answers 409 EMAIL_IN_USE for an address that got an account meanwhile, creating no office', async () => {
    const { token } = await invitation(world.users.companyUser.email);
    const before = await counts();
    const response = await register(full(token));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('EMAIL_IN_USE');
    expect(await counts()).toEqual(before);
  });

  it('gives the token to one of two concurrent registrations', async () => {
    const { token } = await invitation();
    const before = await counts();
    const answers = await Promise.all([register(full(token)), register(full(token))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404]);
    const after = await counts();
    expect([after.users - before.users, after.offices - before.offices]).toEqual([1, 1]);
  });

  it('gives an office business id to one of two concurrent registrations', async () => {
    const first = await invitation();
    const second = await invitation();
    const company = officeOf();
    const answers = await Promise.all([
      register(full(first.token, company)),
      register(full(second.token, company)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const loser = answers[0]!.statusCode === 409 ? first : second;
    expect(await tokenUsed(loser.token)).toBe(false);
    expect(await accountByEmail(loser.email)).toBeUndefined();
  });

  it('works the same whoever is logged in, and logs nobody in', async () => {
    for (const role of userRoles) {
      const { token } = await invitation();
      const response = await register(full(token), cookies[role]);
      expect(response.statusCode, role).toBe(201);
      expect(response.headers['set-cookie'], role).toBeUndefined();
      const probe = await send({
        method: 'GET',
        url: '/api/user/myRemUsers',
        headers: { cookie: cookies[role] },
      });
      // The caller is still who they were.
      expect(probe.statusCode, role).toBe(role === 'remCompany' ? 200 : 403);
    }
  });
});

describe('bad input on both calls', () => {
  it('answers 4xx and writes nothing, leaving the token usable', async () => {
    const { token } = await invitation();
    const before = await counts();
    const valid = full(token);
    const bodies: unknown[] = [
      '{"token": ',
      '[1,,2]',
      '[]',
      'null',
      {},
      { ...valid, termsAccepted: false },
      { ...valid, token: 12345 },
      { ...valid, token: `${token}\u0000` },
      { ...valid, user: { ...person, firstName: 'Pau\u0000la' } },
      { ...valid, user: { ...person, lastName: 'x'.repeat(101) } },
      { ...valid, user: { ...person, password: 'x'.repeat(201) } },
      { ...valid, user: { ...person, role: 'remCompany' } },
      { ...valid, user: 'Paula' },
      { ...valid, company: { ...valid.company, businessId: '1234567-8' } },
      { ...valid, company: { ...valid.company, name: 'Oy\u0000' } },
      { ...valid, company: { ...valid.company, postalCode: 'ABCDE' } },
      { ...valid, company: { ...valid.company, street: { nested: [true] } } },
      { ...valid, company: { ...valid.company, id: 1 } },
      { ...valid, officeId: world.office.id },
    ];
    for (const body of bodies) {
      const response = await register(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(['VALIDATION_ERROR', 'INVALID_JSON']).toContain(response.json().error);
    }
    for (const body of [...bodies.slice(0, 13), { ...stepZero(token), company: valid.company }]) {
      const response = await checkUser(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    const huge = await register({
      ...valid,
      company: { ...valid.company, name: 'x'.repeat(70_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
    expect(await tokenUsed(token)).toBe(false);
  });
});
