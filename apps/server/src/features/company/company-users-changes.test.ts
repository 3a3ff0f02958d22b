import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyPersonSchema,
  companyPersonsSchema,
  invitationInfoSchema,
  userRoles,
  type UserRole,
} from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { jsonHeaders } from '../../../test/login';
import { auditLog, emailOutbox, oneTimeTokens, userCustomers, users } from '../../db/schema';
import {
  cookieOf,
  createCustomer,
  createRoleWorld,
  createUser,
  type TestUser,
} from '../../../test/factories';

const path = '/api/business/companyUser';
const notFoundAnswer = { error: 'USER_NOT_FOUND', message: 'Käyttäjää ei löytynyt' };
const emailExistsAnswer = { error: 'EMAIL_IN_USE', message: 'Sähköpostiosoite on jo olemassa' };
const strongPassword = 'Kaukolämpö-Sauna-47';

type Company = Awaited<ReturnType<typeof createCustomer>>;

let testApp: TestApp;
let roles: Awaited<ReturnType<typeof createRoleWorld>>;
const roleCookies = {} as Record<UserRole, string>;
// The manager under test acts for companies A and A2; company B is someone else's.
let companyA: Company;
let companyA2: Company;
let companyB: Company;
let manager: TestUser;
let managerCookie: string;
let managerOfB: TestUser;

const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await buildTestApp();
  roles = await createRoleWorld(db());
  for (const role of userRoles) roleCookies[role] = await cookieOf(db(), roles.users[role].id);
  companyA = await createCustomer(db(), 'company');
  companyA2 = await createCustomer(db(), 'company');
  companyB = await createCustomer(db(), 'company');
  manager = await createUser(db(), 'companyManager', {
    customerIds: [companyA.id, companyA2.id],
  });
  managerCookie = await cookieOf(db(), manager.id);
  managerOfB = await createUser(db(), 'companyManager', { customerIds: [companyB.id] });
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

type Method = 'POST' | 'PATCH' | 'DELETE';

/** A call to /api/business/companyUser; a string body goes as it is (malformed JSON). */
const call = (method: Method, body: unknown, cookie: string | null = managerCookie) =>
  send({
    method,
    url: path,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const unique = () => randomBytes(4).toString('hex');
const newEmail = () => `henkilo.${unique()}@example.fi`;

const newPerson = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Hertta',
  lastName: 'Henkilö',
  email: newEmail(),
  companies: [companyA.businessId],
  ...overrides,
});

/** An existing company person of these companies, with a password unless told otherwise. */
const personOf = (companies: Company[], options: { pending?: boolean } = {}) =>
  createUser(db(), 'companyUser', {
    customerIds: companies.map((company) => company.id),
    passwordHash: options.pending ? null : 'scrypt$not-a-real-hash',
  });

/** A 'Pääkäyttäjä' of the company. */
async function adminOf(company: Company) {
  const admin = await createUser(db(), 'companyManager', { customerIds: [company.id] });
  await db()
    .update(userCustomers)
    .set({ personRole: 'admin' })
    .where(eq(userCustomers.userId, admin.id));
  return admin;
}

const updateOf = (person: TestUser, overrides: Record<string, unknown> = {}) => ({
  firstName: person.firstName,
  lastName: person.lastName,
  email: person.email,
  companies: [companyA.businessId],
  oldEmail: person.email,
  ...overrides,
});

async function linksOf(userId: string) {
  const rows = await db()
    .select({ customerId: userCustomers.customerId, personRole: userCustomers.personRole })
    .from(userCustomers)
    .where(eq(userCustomers.userId, userId))
    .orderBy(asc(userCustomers.customerId));
  return rows;
}

async function accountOf(userId: string) {
  const [row] = await db().select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

const auditOf = (targetId: string) =>
  db().select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(asc(auditLog.id));

const mailTo = (email: string) =>
  db().select().from(emailOutbox).where(eq(emailOutbox.recipient, email));

/** Everything these calls could write, to compare before and after a refused one. */
async function snapshot() {
  const [userRows, links, audit, mail, tokens] = await Promise.all([
    db()
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .orderBy(asc(users.id)),
    db()
      .select()
      .from(userCustomers)
      .orderBy(asc(userCustomers.userId), asc(userCustomers.customerId)),
    db().select({ id: auditLog.id }).from(auditLog),
    db().select({ id: emailOutbox.id }).from(emailOutbox),
    db().select({ hash: oneTimeTokens.tokenHash }).from(oneTimeTokens),
  ]);
  return { userRows, links, audit: audit.length, mail: mail.length, tokens: tokens.length };
}

/** The token of the set-password link in the latest invitation e-mail to this address. */
async function invitationTokenTo(email: string): Promise<string> {
  const mails = await mailTo(email);
  const link = /\/isannointi\/uusisalasana\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.body ?? '');
  if (!link) throw new Error('no invitation link in the mail');
  return link[1]!;
}

const invitationInfo = (token: string) => send({ method: 'GET', url: `/api/invitations/${token}` });

/** A call the person's session makes: 401 once the session has ended. */
const personProbe = (cookie: string) =>
  send({ method: 'GET', url: '/api/user/details/company', headers: { cookie } });

describe('who may call POST, PATCH and DELETE /api/business/companyUser', () => {
  it('answers 401 to the anonymous and 403 to every role but a company manager, writing nothing', async () => {
    const target = await personOf([companyA]);
    const bodies: [Method, unknown][] = [
      ['POST', newPerson()],
      ['PATCH', updateOf(target, { firstName: 'Muutettu' })],
      ['DELETE', { email: target.email }],
    ];
    const before = await snapshot();
    for (const [method, body] of bodies) {
      expect((await call(method, body, null)).statusCode, method).toBe(401);
      for (const role of ['consumer', 'companyUser', 'remUser', 'remCompany'] as const) {
        const response = await call(method, body, roleCookies[role]);
        expect(response.statusCode, `${method} ${role}`).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a manager of another company A's persons and companies, writing nothing", async () => {
    const target = await personOf([companyA]);
    const otherManagers: [string, Company][] = [
      [roleCookies.companyManager, roles.company],
      [await cookieOf(db(), managerOfB.id), companyB],
    ];
    const before = await snapshot();
    for (const [cookie, ownCompany] of otherManagers) {
      expect((await call('POST', newPerson(), cookie)).statusCode).toBe(403);
      const patch = await call('PATCH', updateOf(target, { firstName: 'Muutettu' }), cookie);
      expect(patch.statusCode).toBe(403);
      const ownCompanies = { firstName: 'Muutettu', companies: [ownCompany.businessId] };
      const disguised = await call('PATCH', updateOf(target, ownCompanies), cookie);
      expect(disguised.statusCode).toBe(403);
      expect(disguised.json()).toEqual(notFoundAnswer);
      const removal = await call('DELETE', { email: target.email }, cookie);
      expect(removal.statusCode).toBe(403);
      expect(removal.json()).toEqual(notFoundAnswer);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/business/companyUser', () => {
  it('creates an invited companyUser of the chosen companies, audited, and mails the link', async () => {
    const body = newPerson({ companies: [companyA.businessId, companyA2.businessId] });
    const response = await call('POST', body);
    expect(response.statusCode, response.body).toBe(201);
    expect(companyPersonSchema.parse(response.json())).toEqual({
      firstName: 'Hertta',
      lastName: 'Henkilö',
      email: body.email,
      role: 'user',
      companies: [
        { companyName: companyA.name, businessId: companyA.businessId },
        { companyName: companyA2.name, businessId: companyA2.businessId },
      ],
    });

    const [account] = await db().select().from(users).where(eq(users.email, body.email));
    expect(account).toMatchObject({ role: 'companyUser', passwordHash: null });
    expect(await linksOf(account!.id)).toEqual([
      { customerId: companyA.id, personRole: 'user' },
      { customerId: companyA2.id, personRole: 'user' },
    ]);

    const audit = await auditOf(account!.id);
    expect(audit.map((row) => [row.action, row.actorUserId])).toEqual([
      ['company_person.add', manager.id],
      ['invitation.issue', manager.id],
    ]);
    const details = JSON.stringify(audit.map((row) => row.details));
    for (const personal of [body.email, 'Hertta', 'Henkilö']) {
      expect(details).not.toContain(personal);
    }

    const mails = await mailTo(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Tunnukset yrityksen asiointipalveluun');
    const token = await invitationTokenTo(body.email);
    const info = await invitationInfo(token);
    expect(info.statusCode, info.body).toBe(200);
    expect(invitationInfoSchema.parse(info.json())).toEqual({
      kind: 'company-person',
      email: body.email,
      firstName: 'Hertta',
      lastName: 'Henkilö',
      invitedBy: `${manager.firstName} ${manager.lastName}`,
    });

    const setNew = await send({
      method: 'PATCH',
      url: '/api/user/password/setNew',
      headers: jsonHeaders,
      payload: JSON.stringify({
        token,
        password: strongPassword,
        termsAccepted: true,
        dataProtectionPlanAccepted: true,
      }),
    });
    expect(setNew.statusCode, setNew.body).toBe(200);
    expect(setNew.json()).toEqual({ loginPath: '/yritys/kirjaudu' });

    const list = await send({
      method: 'GET',
      url: '/api/business/companyUsers',
      headers: { cookie: managerCookie },
    });
    const emails = companyPersonsSchema.parse(list.json()).map((person) => person.email);
    expect(emails).toContain(body.email);
  });

  it("answers 409 'Sähköpostiosoite on jo olemassa' for an address with an account, in any case", async () => {
    const existing = await personOf([companyB]);
    const before = await snapshot();
    for (const email of [existing.email, existing.email.toUpperCase(), manager.email]) {
      const response = await call('POST', newPerson({ email }));
      expect(response.statusCode, email).toBe(409);
      expect(response.json()).toEqual(emailExistsAnswer);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a company the manager does not act for, alone or among the manager's own", async () => {
    const before = await snapshot();
    for (const companies of [
      [companyB.businessId],
      [companyA.businessId, companyB.businessId],
      ['0000000-0'],
      [roles.company.businessId],
    ]) {
      const response = await call('POST', newPerson({ companies }));
      expect(response.statusCode, companies.join()).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('makes one account of two simultaneous additions of one address; the other is 409', async () => {
    const body = newPerson();
    const answers = await Promise.all([call('POST', body), call('POST', body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await db().select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
    expect(await mailTo(body.email)).toHaveLength(1);
  });

  it('takes a business id named twice as one link', async () => {
    const body = newPerson({ companies: [companyA.businessId, ` ${companyA.businessId} `] });
    expect((await call('POST', body)).statusCode).toBe(201);
    const [account] = await db().select().from(users).where(eq(users.email, body.email));
    expect(await linksOf(account!.id)).toEqual([{ customerId: companyA.id, personRole: 'user' }]);
  });
});

describe('PATCH /api/business/companyUser', () => {
  it("renames, readdresses and re-links the person, touching only the manager's own companies", async () => {
    const person = await personOf([companyA, companyB]);
    const email = newEmail();
    const response = await call(
      'PATCH',
      updateOf(person, {
        firstName: 'Uusi',
        lastName: 'Nimi',
        companies: [companyA2.businessId],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      firstName: 'Uusi',
      lastName: 'Nimi',
      email: person.email,
      role: 'user',
      companies: [{ companyName: companyA2.name, businessId: companyA2.businessId }],
    });
    expect(await accountOf(person.id)).toMatchObject({ firstName: 'Uusi', lastName: 'Nimi' });
    expect((await linksOf(person.id)).map((link) => link.customerId)).toEqual(
      [companyA2.id, companyB.id].sort((a, b) => a - b),
    );

    const own = await personOf([companyA]);
    const moved = await call('PATCH', updateOf(own, { email, companies: [companyA.businessId] }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await accountOf(own.id))!.email).toBe(email);
    // A person with a password keeps it: no new invitation.
    expect(await mailTo(email)).toEqual([]);

    const audit = await auditOf(person.id);
    expect(audit.map((row) => [row.action, row.actorUserId, row.details])).toEqual([
      [
        'company_person.update',
        manager.id,
        { addedCompanyIds: [companyA2.id], removedCompanyIds: [companyA.id], emailChanged: false },
      ],
    ]);
    const details = JSON.stringify((await auditOf(own.id)).map((row) => row.details));
    expect(details).not.toContain(email);
    expect(details).not.toContain(own.email);
  });

  it('invites a person still without a password again at the new address; the old link stops', async () => {
    const body = newPerson();
    expect((await call('POST', body)).statusCode).toBe(201);
    const oldToken = await invitationTokenTo(body.email);
    const email = newEmail();
    const response = await call('PATCH', { ...body, email, oldEmail: body.email });
    expect(response.statusCode, response.body).toBe(200);
    const newToken = await invitationTokenTo(email);
    expect((await invitationInfo(oldToken)).statusCode).toBe(404);
    const info = await invitationInfo(newToken);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ kind: 'company-person', email });
  });

  it('refuses a new address of another account with 409, and an address change of a login other companies share with 400', async () => {
    const person = await personOf([companyA]);
    const shared = await personOf([companyA, companyB]);
    const before = await snapshot();
    const taken = await call('PATCH', updateOf(person, { email: shared.email.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual(emailExistsAnswer);
    const takeover = await call('PATCH', updateOf(shared, { email: newEmail() }));
    expect(takeover.statusCode).toBe(400);
    expect(takeover.json().fields).toEqual({
      email: [
        'Sähköpostiosoitetta ei voi muuttaa, koska henkilöllä on pääsy myös muiden yritysten tietoihin.',
      ],
    });
    expect(await snapshot()).toEqual(before);
    // A change of case only is the same address.
    const recased = await call('PATCH', updateOf(shared, { email: shared.email.toUpperCase() }));
    expect(recased.statusCode, recased.body).toBe(200);
  });

  it('gives one new address to only one of two people changed at once', async () => {
    const first = await personOf([companyA]);
    const second = await personOf([companyA]);
    const email = newEmail();
    const answers = await Promise.all([
      call('PATCH', updateOf(first, { email })),
      call('PATCH', updateOf(second, { email })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("refuses an admin, someone else's person and nobody, without telling the last two apart", async () => {
    const admin = await adminOf(companyA);
    const foreign = await personOf([companyB]);
    const own = await personOf([companyA]);
    const before = await snapshot();
    const adminAnswer = await call('PATCH', updateOf(admin, { firstName: 'Muutettu' }));
    expect(adminAnswer.statusCode).toBe(403);
    expect(adminAnswer.json().error).toBe('PERSON_IS_ADMIN');
    for (const target of [foreign, { ...foreign, email: 'ei.ketaan@example.fi' }]) {
      const response = await call('PATCH', updateOf(target, { firstName: 'Muutettu' }));
      expect(response.statusCode, target.email).toBe(403);
      expect(response.json()).toEqual(notFoundAnswer);
    }
    const escalation = await call('PATCH', updateOf(own, { companies: [companyB.businessId] }));
    expect(escalation.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a manager rename themselves but not take away their own companies', async () => {
    const self = { ...manager };
    const renamed = await call(
      'PATCH',
      updateOf(self, { companies: [companyA.businessId, companyA2.businessId], lastName: 'Itse' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const before = await snapshot();
    const demoted = await call(
      'PATCH',
      updateOf(self, { lastName: 'Itse', companies: [companyA.businessId] }),
    );
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().error).toBe('OWN_ACCOUNT');
    expect(await snapshot()).toEqual(before);
    await db().update(users).set({ lastName: manager.lastName }).where(eq(users.id, manager.id));
  });
});

describe('DELETE /api/business/companyUser', () => {
  it("removes a person of the manager's companies only: the account and its open session go", async () => {
    const person = await personOf([companyA, companyA2]);
    const session = await cookieOf(db(), person.id);
    expect((await personProbe(session)).statusCode).toBe(200);

    const response = await call('DELETE', { email: person.email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(204);
    expect(await accountOf(person.id)).toBeNull();
    expect((await personProbe(session)).statusCode).toBe(401);
    const audit = await auditOf(person.id);
    expect(audit.map((row) => [row.action, row.actorUserId, row.details])).toEqual([
      [
        'company_person.remove',
        manager.id,
        { removedCompanyIds: [companyA.id, companyA2.id], accountDeleted: true },
      ],
    ]);
  });

  it("keeps a person another company still has, without the manager's companies, and ends their sessions", async () => {
    const person = await personOf([companyA, companyB]);
    const session = await cookieOf(db(), person.id);
    expect((await personProbe(session)).statusCode).toBe(200);

    expect((await call('DELETE', { email: person.email })).statusCode).toBe(204);
    expect(await accountOf(person.id)).not.toBeNull();
    expect(await linksOf(person.id)).toEqual([{ customerId: companyB.id, personRole: 'user' }]);
    expect((await personProbe(session)).statusCode).toBe(401);
    const [audit] = await auditOf(person.id);
    expect(audit!.details).toEqual({ removedCompanyIds: [companyA.id], accountDeleted: false });

    const again = await call('DELETE', { email: person.email });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(notFoundAnswer);
  });

  it("refuses an admin, the manager themselves, someone else's person and nobody", async () => {
    const admin = await adminOf(companyA);
    const foreign = await personOf([companyB]);
    const before = await snapshot();
    const adminAnswer = await call('DELETE', { email: admin.email });
    expect(adminAnswer.statusCode).toBe(403);
    expect(adminAnswer.json().error).toBe('PERSON_IS_ADMIN');
    const selfAnswer = await call('DELETE', { email: manager.email });
    expect(selfAnswer.statusCode).toBe(403);
    expect(selfAnswer.json().error).toBe('OWN_ACCOUNT');
    for (const email of [foreign.email, 'ei.ketaan@example.fi', roles.users.consumer.email]) {
      const response = await call('DELETE', { email });
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toEqual(notFoundAnswer);
    }
    expect(await snapshot()).toEqual(before);
    expect((await personProbe(managerCookie)).statusCode).toBe(200);
  });
});

describe('bad input to POST, PATCH and DELETE /api/business/companyUser', () => {
  it('answers 4xx, never 5xx, and writes nothing', async () => {
    const target = await personOf([companyA]);
    const long = 'x'.repeat(400);
    const cases: [Method, unknown][] = [
      ['POST', '{"firstName": "Hertta",'],
      ['POST', 'null'],
      ['POST', '[]'],
      ['POST', newPerson({ firstName: 42 })],
      ['POST', newPerson({ companies: companyA.businessId })],
      ['POST', newPerson({ companies: [] })],
      ['POST', newPerson({ companies: [7] })],
      ['POST', newPerson({ companies: Array.from({ length: 101 }, () => companyA.businessId) })],
      ['POST', newPerson({ email: 'ei-osoite' })],
      ['POST', newPerson({ email: `${long}@example.fi` })],
      ['POST', newPerson({ firstName: long })],
      ['POST', newPerson({ lastName: '   ' })],
      ['POST', newPerson({ companies: [long] })],
      ['POST', newPerson({ role: 'admin' })],
      ['POST', newPerson({ firstName: 'Hert\u0000ta' })],
      ['POST', newPerson({ companies: [`${companyA.businessId}\u0000`] })],
      ['POST', { ...newPerson(), ['x\u0000']: 1 }],
      ['PATCH', '{'],
      ['PATCH', newPerson()],
      ['PATCH', updateOf(target, { oldEmail: 5 })],
      ['PATCH', updateOf(target, { oldEmail: long })],
      ['PATCH', updateOf(target, { oldEmail: `${target.email}\u0000` })],
      ['PATCH', updateOf(target, { personRole: 'admin' })],
      ['PATCH', updateOf(target, { lastName: long })],
      ['PATCH', updateOf(target, { companies: [] })],
      ['DELETE', '{"email": '],
      ['DELETE', {}],
      ['DELETE', { email: ['a@b.fi'] }],
      ['DELETE', { email: long }],
      ['DELETE', { email: `${target.email}\u0000` }],
      ['DELETE', { email: target.email, force: true }],
    ];
    const before = await snapshot();
    for (const [method, body] of cases) {
      const response = await call(method, body);
      const label = `${method} ${typeof body === 'string' ? body : JSON.stringify(body)}`;
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, label).toBeLessThan(500);
      expect(response.json().error, label).toEqual(expect.any(String));
    }
    expect(await snapshot()).toEqual(before);
    expect((await linksOf(target.id)).map((link) => link.customerId)).toEqual([companyA.id]);
  });

  it('needs the JSON content type and the CSRF header', async () => {
    const before = await snapshot();
    for (const headers of [
      { cookie: managerCookie, 'content-type': 'application/json' },
      { cookie: managerCookie, ...jsonHeaders, 'content-type': 'text/plain' },
    ]) {
      const response = await send({
        method: 'POST',
        url: path,
        headers,
        payload: JSON.stringify(newPerson()),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the same person through two managers', () => {
  it("changes only the calling manager's links of a person both share", async () => {
    const person = await personOf([companyA, companyB]);
    const response = await call(
      'PATCH',
      updateOf(person, { companies: [companyB.businessId] }),
      await cookieOf(db(), managerOfB.id),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().companies).toEqual([
      { companyName: companyB.name, businessId: companyB.businessId },
    ]);
    const own = await call('PATCH', updateOf(person, { companies: [companyA2.businessId] }));
    expect(own.statusCode, own.body).toBe(200);
    expect((await linksOf(person.id)).map((link) => link.customerId)).toEqual(
      [companyA2.id, companyB.id].sort((a, b) => a - b),
    );
  });
});
