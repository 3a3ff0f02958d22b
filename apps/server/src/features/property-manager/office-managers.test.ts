import { and, count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  managerListSchema,
  managerRecordSchema,
  userRoles,
  type UserRole,
} from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { jsonHeaders } from '../../../test/login';
import { auditLog, emailOutbox, officeStaff, staffHousingCompanies, users } from '../../db/schema';
import {
  cookieOf,
  createOffice,
  createOfficeHouse,
  createRoleWorld,
  createUser,
} from '../../../test/factories';

let testApp: TestApp;
let world: Awaited<ReturnType<typeof createRoleWorld>>;
let foreign: {
  office: Awaited<ReturnType<typeof createOffice>>;
  house: { id: number };
  manager: { id: string; email: string };
  superUser: string;
};
const cookies = {} as Record<UserRole, string>;
beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  world = await createRoleWorld(db);
  for (const role of userRoles) cookies[role] = await cookieOf(db, world.users[role].id);
  const office = await createOffice(db);
  const house = await createOfficeHouse(db, office);
  const manager = await createUser(db, 'remUser', { officeId: office.id, assignedIds: [house.id] });
  const superUser = await createUser(db, 'remCompany', { officeId: office.id });
  foreign = { office, house, manager, superUser: await cookieOf(db, superUser.id) };
});
afterAll(() => testApp.app.close());

const send = (options: InjectOptions) => testApp.app.inject(options);
const headersOf = (cookie?: string) => ({ ...jsonHeaders, ...(cookie ? { cookie } : {}) });
const callerCookie = (caller: string) =>
  caller === 'anonymous' ? undefined : cookies[caller as UserRole];

const newManager = (email = `uusi.${Math.random().toString(36).slice(2)}@example.fi`) => ({
  firstName: 'Uuno',
  lastName: 'Uusi',
  email,
  phone: '+358401234567',
  isEmployee: true,
});

const addManager = (body: unknown, cookie?: string) =>
  send({
    method: 'POST',
    url: '/api/user/remUser',
    headers: headersOf(cookie),
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const assign = (email: string, body: unknown, cookie?: string) =>
  send({
    method: 'PUT',
    url: `/api/user/remUser/${encodeURIComponent(email)}/housingCompanies`,
    headers: headersOf(cookie),
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function userCount() {
  const [row] = await testApp.database.db.select({ value: count() }).from(users);
  return row!.value;
}

async function auditCount() {
  const [row] = await testApp.database.db.select({ value: count() }).from(auditLog);
  return row!.value;
}

async function accountByEmail(email: string) {
  const [row] = await testApp.database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

async function managerEmails(cookie: string) {
  const response = await send({ method: 'GET', url: '/api/user/myRemUsers', headers: { cookie } });
  return managerListSchema.parse(response.json()).map((manager) => manager.remUser.email);
}

describe('POST /api/user/remUser', () => {
  it('adds a manager without a password to the own office, audited, and e-mails the invitation', async () => {
    const body = newManager();
    const response = await addManager(body, cookies.remCompany);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ firstName: 'Uuno', lastName: 'Uusi', email: body.email });

    const account = (await accountByEmail(body.email))!;
    expect(account).toMatchObject({ role: 'remUser', passwordHash: null, phone: '+358401234567' });
    const [membership] = await testApp.database.db
      .select()
      .from(officeStaff)
      .where(eq(officeStaff.userId, account.id));
    expect(membership!.officeId).toBe(world.office.id);
    expect(await managerEmails(cookies.remCompany)).toContain(body.email);
    expect(await managerEmails(foreign.superUser)).not.toContain(body.email);

    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, account.id));
    expect(audit.map((row) => [row.action, row.actorUserId]).sort()).toEqual([
      ['invitation.issue', world.users.remCompany.id],
      ['office_staff.add', world.users.remCompany.id],
    ]);
    expect(JSON.stringify(audit.map((row) => row.details))).not.toContain(body.email);

    const [mail] = await testApp.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, body.email));
    expect(mail!.subject).toBe('Testi Energia: Tunnukset isännöitsijälle');
    const link = /http:\/\/localhost(?::\d+)?\/isannointi\/uusisalasana\/([A-Za-z0-9_-]+)/.exec(
      mail!.body,
    );
    expect(link, mail!.body).not.toBeNull();
    const info = await send({ method: 'GET', url: `/api/invitations/${link![1]}` });
    expect(info.json()).toMatchObject({
      kind: 'manager',
      email: body.email,
      invitedBy: world.office.name,
    });
    const set = await send({
      method: 'PATCH',
      url: '/api/user/password/setNew',
      headers: jsonHeaders,
      payload: JSON.stringify({
        token: link![1],
        password: 'Kaukolämpö-Sauna-47',
        termsAccepted: true,
        dataProtectionPlanAccepted: true,
      }),
    });
    expect(set.json()).toEqual({ loginPath: '/isannointi/kirjaudu' });
  });

  it("answers 409 'Sähköpostiosoite on jo käytössä' for an address with any account, writing nothing", async () => {
    const before = { users: await userCount(), audit: await auditCount() };
    for (const email of [world.users.consumer.email.toUpperCase(), foreign.manager.email]) {
      const response = await addManager(newManager(email), cookies.remCompany);
      expect(response.statusCode, email).toBe(409);
      expect(response.json()).toEqual({
        error: 'EMAIL_IN_USE',
        message: 'Sähköpostiosoite on jo käytössä',
      });
    }
    expect({ users: await userCount(), audit: await auditCount() }).toEqual(before);
  });

  it('gives one of two concurrent additions of an address the account, the other 409', async () => {
    const body = newManager();
    const answers = await Promise.all([
      addManager(body, cookies.remCompany),
      addManager({ ...body, email: body.email.toUpperCase() }, cookies.remCompany),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('is for the super user only; nobody else writes anything', async () => {
    const before = { users: await userCount(), audit: await auditCount() };
    expect((await addManager(newManager(), undefined)).statusCode).toBe(401);
    for (const role of ['consumer', 'companyUser', 'companyManager', 'remUser'] as const) {
      const response = await addManager(newManager(), cookies[role]);
      expect(response.statusCode, role).toBe(403);
    }
    // A bad body from someone who may not add anyone is still a 403, not a form error.
    expect((await addManager({}, cookies.remUser)).statusCode).toBe(403);
    expect({ users: await userCount(), audit: await auditCount() }).toEqual(before);
  });

  it("answers bad input with 400 'Virhe rekisteröinnissä' and every field, writing nothing", async () => {
    const before = { users: await userCount(), audit: await auditCount() };
    const valid = newManager();
    const bodies: unknown[] = [
      [],
      'null',
      {},
      { ...valid, isEmployee: false },
      { ...valid, email: 'ei-osoite' },
      { ...valid, email: 12345 },
      { ...valid, firstName: 'x'.repeat(101) },
      { ...valid, lastName: { nested: [true] } },
      { ...valid, firstName: 'Uu\u0000no' },
      { ...valid, phone: '0401234567\u0000' },
      { ...valid, phone: '123' },
      { ...valid, role: 'remCompany' },
      { ...valid, officeId: foreign.office.id },
    ];
    for (const body of bodies) {
      const response = await addManager(body, cookies.remCompany);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: 'Virhe rekisteröinnissä',
      });
      expect(Object.keys(response.json().fields).length).toBeGreaterThan(0);
    }
    const missing = await addManager({ isEmployee: true }, cookies.remCompany);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['email', 'firstName', 'lastName']);
    for (const payload of ['{"email": ', '{bad}', '[1,,2]']) {
      const response = await addManager(payload, cookies.remCompany);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('INVALID_JSON');
    }
    expect(
      (await addManager({ ...valid, firstName: 'x'.repeat(70_000) }, cookies.remCompany))
        .statusCode,
    ).toBe(413);
    expect({ users: await userCount(), audit: await auditCount() }).toEqual(before);
  });
});

describe('PUT /api/user/remUser/{email}/housingCompanies', () => {
  it("sets which of the office's housing companies the manager handles, audited", async () => {
    const { db } = testApp.database;
    const second = await createOfficeHouse(db, world.office);
    const third = await createOfficeHouse(db, world.office);
    const manager = world.users.remUser;

    const response = await assign(
      manager.email.toUpperCase(),
      { customerIds: [second.id, third.id, second.id] },
      cookies.remCompany,
    );
    expect(response.statusCode, response.body).toBe(200);
    const record = managerRecordSchema.parse(response.json());
    expect(record.remUser.email).toBe(manager.email);
    expect(record.clients.map((client) => client.customerships[0]!.customer.id).sort()).toEqual(
      [second.id, third.id].sort(),
    );

    // The manager now sees exactly these.
    const seen = await send({
      method: 'GET',
      url: '/api/user/details/rem',
      headers: { cookie: cookies.remUser },
    });
    const names = seen
      .json<{ clients: { customerships: { customer: { name: string } }[] }[] }>()
      .clients.map((client) => client.customerships[0]!.customer.name)
      .sort();
    expect(names).toEqual([second.name, third.name].sort());

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'office_staff.assign'), eq(auditLog.targetId, manager.id)));
    expect(audit).toMatchObject({
      actorUserId: world.users.remCompany.id,
      details: {
        officeId: world.office.id,
        added: [second.id, third.id],
        removed: [world.house.id],
      },
    });

    // The same list again changes nothing and writes no audit row.
    const auditBefore = await auditCount();
    expect(
      (await assign(manager.email, { customerIds: [third.id, second.id] }, cookies.remCompany))
        .statusCode,
    ).toBe(200);
    expect(await auditCount()).toBe(auditBefore);

    const emptied = await assign(manager.email, { customerIds: [] }, cookies.remCompany);
    expect(managerRecordSchema.parse(emptied.json()).clients).toEqual([]);
  });

  it("refuses another office's housing company and another office's manager, changing nothing", async () => {
    const { db } = testApp.database;
    const manager = world.users.remUser;
    await assign(manager.email, { customerIds: [world.house.id] }, cookies.remCompany);
    const before = await db
      .select()
      .from(staffHousingCompanies)
      .orderBy(staffHousingCompanies.customerId);

    const foreignHouse = await assign(
      manager.email,
      { customerIds: [world.house.id, foreign.house.id] },
      cookies.remCompany,
    );
    expect(foreignHouse.statusCode).toBe(403);
    const unknownHouse = await assign(
      manager.email,
      { customerIds: [2_000_000_000] },
      cookies.remCompany,
    );
    expect(unknownHouse.statusCode).toBe(403);

    const userNotFound = { error: 'USER_NOT_FOUND', message: 'Käyttäjää ei löytynyt' };
    for (const email of [
      foreign.manager.email,
      world.users.remCompany.email,
      world.users.companyUser.email,
      'ei.ketaan@example.fi',
    ]) {
      const response = await assign(email, { customerIds: [world.house.id] }, cookies.remCompany);
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toEqual(userNotFound);
    }
    // The other office's super user cannot touch our manager either.
    const theirs = await assign(
      manager.email,
      { customerIds: [foreign.house.id] },
      foreign.superUser,
    );
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual(userNotFound);

    expect(
      await db.select().from(staffHousingCompanies).orderBy(staffHousingCompanies.customerId),
    ).toEqual(before);
  });

  it('is for the super user only', async () => {
    const body = { customerIds: [world.house.id] };
    expect((await assign(world.users.remUser.email, body, undefined)).statusCode).toBe(401);
    for (const role of ['consumer', 'companyUser', 'companyManager', 'remUser'] as const) {
      const response = await assign(world.users.remUser.email, body, callerCookie(role));
      expect(response.statusCode, role).toBe(403);
    }
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const before = await auditCount();
    const email = world.users.remUser.email;
    const bodies: unknown[] = [
      '{"customerIds": ',
      '[]',
      {},
      { customerIds: 'kaikki' },
      { customerIds: [-1] },
      { customerIds: [1.5] },
      { customerIds: ['1'] },
      { customerIds: [null] },
      { customerIds: Array.from({ length: 1001 }, (_, index) => index + 1) },
      { customerIds: [world.house.id], officeId: foreign.office.id },
    ];
    for (const body of bodies) {
      const response = await assign(email, body, cookies.remCompany);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    for (const odd of ['a\u0000b@example.fi', 'x'.repeat(400)]) {
      const response = await assign(odd, { customerIds: [] }, cookies.remCompany);
      expect(response.statusCode, odd.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await auditCount()).toBe(before);
  });
});
