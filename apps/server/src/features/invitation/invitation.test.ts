import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationInfoSchema, userRoles, type UserRole } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { jsonHeaders } from '../../../test/login';
import { verifyPassword } from '../../auth/password';
import { auditLog, oneTimeTokens, users } from '../../db/schema';
import { hashToken } from '../../auth/one-time-tokens';
import {
  cookieOf,
  createRoleWorld,
  createUser,
  expireToken,
  forgedToken,
  inviteForTest,
} from '../../../test/factories';
import { testClock } from '../../../test/clock';

const strongPassword = 'Kaukolämpö-Sauna-47';
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
    remoteAddress: `198.51.${Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 1}`,
    ...options,
  });
};

const callers = ['anonymous', ...userRoles];
const cookieOfCaller = (caller: string): Record<string, string> =>
  caller === 'anonymous' ? {} : { cookie: cookies[caller as UserRole] };

const info = (token: string, caller = 'anonymous') =>
  send({ method: 'GET', url: `/api/invitations/${token}`, headers: cookieOfCaller(caller) });

const setNew = (body: unknown, headers: Record<string, string> = {}) =>
  send({
    method: 'PATCH',
    url: '/api/user/password/setNew',
    headers: { ...jsonHeaders, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const accepted = { termsAccepted: true, dataProtectionPlanAccepted: true };

/** A fresh company person waiting for their password, and their invitation. */
async function invitedPerson(role: UserRole = 'companyUser', lastName?: string) {
  const person = await createUser(testApp.database.db, role, {
    customerIds: [world.company.id],
    lastName,
  });
  const invitation = await inviteForTest(
    testApp.database.db,
    'company-person',
    person.email,
    person.id,
  );
  return { person, invitation };
}

async function accountOf(userId: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

async function tokenRow(token: string) {
  const [row] = await testApp.database.db
    .select()
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
  return row!;
}

describe('GET /api/invitations/{token}', () => {
  it("tells the link's page whom the invitation is for, leaving the token usable", async () => {
    const { person, invitation } = await invitedPerson();
    for (let time = 0; time < 2; time += 1) {
      const response = await info(invitation.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(invitationInfoSchema.parse(response.json())).toEqual({
        kind: 'company-person',
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        invitedBy: 'Testi Energia Oy',
      });
    }
    expect((await tokenRow(invitation.token)).usedAt).toBeNull();
  });

  it("names no person for a manager company's invitation (the registration makes the account)", async () => {
    const invitation = await inviteForTest(
      testApp.database.db,
      'manager-company',
      'uusi.toimisto@example.fi',
      null,
    );
    const response = await info(invitation.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      kind: 'manager-company',
      email: 'uusi.toimisto@example.fi',
      firstName: null,
      lastName: null,
      invitedBy: 'Testi Energia Oy',
    });
  });

  it('answers the same to everyone, logged in or not: the token is the credential', async () => {
    const { invitation } = await invitedPerson();
    for (const caller of callers) {
      const response = await info(invitation.token, caller);
      expect(response.statusCode, caller).toBe(200);
      expect(response.headers['set-cookie'], caller).toBeUndefined();
    }
  });

  it('answers 404 for a forged, malformed, expired, replaced or used token, or a removed account', async () => {
    const expired = await invitedPerson();
    await expireToken(testApp.database.db, expired.invitation.token);
    const replaced = await invitedPerson();
    await inviteForTest(
      testApp.database.db,
      'company-person',
      replaced.person.email,
      replaced.person.id,
    );
    const removed = await invitedPerson();
    await testApp.database.db.delete(users).where(eq(users.id, removed.person.id));
    const used = await invitedPerson();
    expect(
      (await setNew({ token: used.invitation.token, password: strongPassword, ...accepted }))
        .statusCode,
    ).toBe(200);

    const tokens = [
      forgedToken(),
      'lyhyt',
      'a'.repeat(90),
      expired.invitation.token,
      replaced.invitation.token,
      removed.invitation.token,
      used.invitation.token,
    ];
    for (const token of tokens) {
      const response = await info(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual(notFoundAnswer);
    }
    // Longer than any path parameter Fastify takes; a NUL no path may hold.
    expect((await info('a'.repeat(300))).statusCode).toBe(414);
    expect((await info('%00')).statusCode).toBe(400);
  });
});

describe('PATCH /api/user/password/setNew', () => {
  it('sets the password and the terms, uses the token up, audits, and logs nobody in', async () => {
    const { person, invitation } = await invitedPerson();
    const before = new Date(testClock.now().getTime() - 1000);
    const response = await setNew({
      token: invitation.token,
      password: strongPassword,
      ...accepted,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ loginPath: '/yritys/kirjaudu' });
    expect(response.headers['set-cookie']).toBeUndefined();

    const account = await accountOf(person.id);
    expect(await verifyPassword(strongPassword, account.passwordHash!)).toBe(true);
    expect(account.termsAcceptedAt!.getTime()).toBeGreaterThan(before.getTime());
    expect(account.dataProtectionAcceptedAt!.getTime()).toBeGreaterThan(before.getTime());
    expect((await tokenRow(invitation.token)).usedAt).not.toBeNull();

    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, person.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'invitation.issue',
      'invitation.redeem',
    ]);
    const redeem = audit.find((row) => row.action === 'invitation.redeem')!;
    expect(redeem.actorUserId).toBe(person.id);
    const details = JSON.stringify(audit.map((row) => row.details));
    expect(details).not.toContain(person.email);
    expect(details).not.toContain(invitation.token);

    const again = await setNew({
      token: invitation.token,
      password: 'Toinen-Salasana-2026!',
      ...accepted,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(notFoundAnswer);
    expect(await verifyPassword(strongPassword, (await accountOf(person.id)).passwordHash!)).toBe(
      true,
    );
  });

  it('tells each role where it logs in', async () => {
    const expected: [UserRole, string][] = [
      ['companyUser', '/yritys/kirjaudu'],
      ['companyManager', '/yritys/kirjaudu'],
      ['remUser', '/isannointi/kirjaudu'],
      ['remCompany', '/isannointi/kirjaudu'],
    ];
    for (const [role, loginPath] of expected) {
      const person = await createUser(testApp.database.db, role, {
        officeId: role.startsWith('rem') ? world.office.id : undefined,
      });
      const kind = role.startsWith('rem') ? 'manager' : 'company-person';
      const invitation = await inviteForTest(testApp.database.db, kind, person.email, person.id);
      const response = await setNew({
        token: invitation.token,
        password: strongPassword,
        ...accepted,
      });
      expect(response.json(), role).toEqual({ loginPath });
    }
  });

  it("refuses a token of another kind for a consumer's account, and takes a consumer's own", async () => {
    const consumer = await createUser(testApp.database.db, 'consumer');
    const invitation = await inviteForTest(
      testApp.database.db,
      'operator',
      consumer.email,
      consumer.id,
    );
    expect(
      (await setNew({ token: invitation.token, password: strongPassword, ...accepted })).statusCode,
    ).toBe(404);
    expect((await accountOf(consumer.id)).passwordHash).toBeNull();
    const own = await inviteForTest(testApp.database.db, 'consumer', consumer.email, consumer.id);
    const response = await setNew({ token: own.token, password: strongPassword, ...accepted });
    expect(response.json()).toEqual({ loginPath: '/kirjaudu' });
    expect((await accountOf(consumer.id)).passwordHash).not.toBeNull();
  });

  it("ends the invited user's sessions and leaves the caller's own session alone", async () => {
    const { person, invitation } = await invitedPerson();
    const theirs = await cookieOf(testApp.database.db, person.id);
    const probe = (cookie: string) =>
      send({ method: 'GET', url: '/api/user/myRemUsers', headers: { cookie } });
    expect((await probe(theirs)).statusCode).toBe(403); // logged in, just not a super user

    const response = await setNew(
      { token: invitation.token, password: strongPassword, ...accepted },
      { cookie: cookies.companyManager },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await probe(theirs)).statusCode).toBe(401);
    expect((await probe(cookies.companyManager)).statusCode).toBe(403);
  });

  it('works the same for every caller, and the token only once', async () => {
    for (const caller of callers) {
      const { person, invitation } = await invitedPerson();
      const response = await setNew(
        { token: invitation.token, password: strongPassword, ...accepted },
        cookieOfCaller(caller),
      );
      expect(response.statusCode, caller).toBe(200);
      expect(response.headers['set-cookie'], caller).toBeUndefined();
      expect((await accountOf(person.id)).passwordHash, caller).not.toBeNull();
    }
  });

  it('gives the token to exactly one of two concurrent calls', async () => {
    const { person, invitation } = await invitedPerson();
    const body = { token: invitation.token, password: strongPassword, ...accepted };
    const answers = await Promise.all([
      setNew(body),
      setNew({ ...body, password: 'Toinen-Salasana-2026!' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const hash = (await accountOf(person.id)).passwordHash!;
    expect(
      await verifyPassword(winner === 0 ? strongPassword : 'Toinen-Salasana-2026!', hash),
    ).toBe(true);
    const redeems = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, person.id));
    expect(redeems.filter((row) => row.action === 'invitation.redeem')).toHaveLength(1);
  });

  it('answers 404 for a forged, expired or manager-company token', async () => {
    const expired = await invitedPerson();
    await expireToken(testApp.database.db, expired.invitation.token);
    const managerCompany = await inviteForTest(
      testApp.database.db,
      'manager-company',
      'toimisto.x@example.fi',
      null,
    );
    for (const token of [forgedToken(), expired.invitation.token, managerCompany.token]) {
      const response = await setNew({ token, password: strongPassword, ...accepted });
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual(notFoundAnswer);
    }
    expect((await accountOf(expired.person.id)).passwordHash).toBeNull();
    expect((await tokenRow(managerCompany.token)).usedAt).toBeNull();
  });

  it("counts the person's own e-mail and names against the password's strength", async () => {
    // A name of letters only: the factory's random suffix alone can make a strong password.
    const { person, invitation } = await invitedPerson('companyUser', 'Koskinen');
    for (const password of ['lyhyt', `${person.lastName.toLowerCase()}2024`, '']) {
      const response = await setNew({ token: invitation.token, password, ...accepted });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
      expect(Object.keys(response.json().fields)).toEqual(['password']);
    }
    expect(
      (await setNew({ token: invitation.token, password: 'lyhyt', ...accepted })).json().fields
        .password,
    ).toEqual([
      'Salasanan on oltava vähintään 8 merkkiä pitkä',
      'Salasana on liian yksinkertainen',
    ]);
    expect((await accountOf(person.id)).passwordHash).toBeNull();
    expect((await tokenRow(invitation.token)).usedAt).toBeNull();
  });

  it('refuses bad input with 4xx and writes nothing', async () => {
    const { person, invitation } = await invitedPerson();
    const valid = { token: invitation.token, password: strongPassword, ...accepted };
    const bodies: unknown[] = [
      '{"token": ',
      '[1,,2]',
      '[]',
      'null',
      '"teksti"',
      {},
      { ...valid, termsAccepted: false },
      { ...valid, dataProtectionPlanAccepted: 'true' },
      { ...valid, password: 12345678 },
      { ...valid, token: { $ne: '' } },
      { ...valid, password: `${strongPassword}${'x'.repeat(200)}` },
      { ...valid, token: `${invitation.token}${'x'.repeat(200)}` },
      { ...valid, password: `${strongPassword}\u0000` },
      { ...valid, token: `${invitation.token.slice(0, 20)}\u0000` },
      { ...valid, role: 'remCompany' },
      { ...valid, userId: world.users.remCompany.id },
    ];
    for (const body of bodies) {
      const response = await setNew(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(['VALIDATION_ERROR', 'INVALID_JSON']).toContain(response.json().error);
    }
    const huge = await setNew({ ...valid, password: 'x'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
    expect((await accountOf(person.id)).passwordHash).toBeNull();
    expect((await tokenRow(invitation.token)).usedAt).toBeNull();
    const noCsrf = await send({
      method: 'PATCH',
      url: '/api/user/password/setNew',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(valid),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await tokenRow(invitation.token)).usedAt).toBeNull();
  });
});

describe('HEAD /api/user/exists', () => {
  const exists = (email: string, caller: string) =>
    send({
      method: 'HEAD',
      url: `/api/user/exists?email=${encodeURIComponent(email)}`,
      headers: cookieOfCaller(caller),
    });

  it('tells those who add persons whether an address has an account, in any case', async () => {
    for (const caller of ['companyManager', 'remCompany']) {
      const taken = await exists(world.users.consumer.email.toUpperCase(), caller);
      expect(taken.statusCode, caller).toBe(200);
      expect(taken.body).toBe('');
      expect(taken.headers['cache-control']).toBe('no-store');
      expect((await exists(`  ${world.users.remUser.email} `, caller)).statusCode).toBe(200);
      expect((await exists('ei.ketaan@example.fi', caller)).statusCode, caller).toBe(404);
    }
  });

  it('is for companyManager and remCompany only', async () => {
    expect((await exists(world.users.consumer.email, 'anonymous')).statusCode).toBe(401);
    for (const caller of ['consumer', 'companyUser', 'remUser']) {
      expect((await exists(world.users.consumer.email, caller)).statusCode, caller).toBe(403);
      expect((await exists('ei.ketaan@example.fi', caller)).statusCode, caller).toBe(403);
    }
  });

  const askWithLink = (email: string, token: string, path = '/api/user/exists') =>
    send({
      method: 'HEAD',
      url: `${path}?email=${encodeURIComponent(email)}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const managerCompanyLink = (email: string) =>
    inviteForTest(testApp.database.db, 'manager-company', email, null);

  it("answers a manager company's registration link about its own address only", async () => {
    const free = await managerCompanyLink('uusi.toimisto@example.fi');
    const unknown = await askWithLink(' Uusi.Toimisto@example.fi', free.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    const taken = await managerCompanyLink(world.users.consumer.email);
    const known = await askWithLink(world.users.consumer.email.toUpperCase(), taken.token);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe('');
    // A link tells nothing about any other address.
    expect((await askWithLink(world.users.remUser.email, taken.token)).statusCode).toBe(403);
    expect((await askWithLink('ei.ketaan@example.fi', free.token)).statusCode).toBe(403);
  });

  it('refuses a forged, expired, used-up or other kind of link with 401', async () => {
    const expired = await managerCompanyLink('vanha.toimisto@example.fi');
    await expireToken(testApp.database.db, expired.token);
    const { person, invitation } = await invitedPerson();
    const tokens = [
      [forgedToken(), 'x@example.fi'],
      ['lyhyt', 'x@example.fi'],
      [expired.token, 'vanha.toimisto@example.fi'],
      [invitation.token, person.email],
    ] as const;
    for (const [token, email] of tokens) {
      expect((await askWithLink(email, token)).statusCode, token).toBe(401);
    }
  });

  it("answers the spec's path with a trailing slash as without it", async () => {
    const paths = ['/api/user/exists', '/api/user/exists/'];
    const taken = await managerCompanyLink(world.users.remUser.email);
    const answers = async (path: string) => [
      (await send({ method: 'HEAD', url: `${path}?email=${world.users.consumer.email}` }))
        .statusCode,
      ...(await Promise.all(
        [
          [world.users.consumer.email, 'remCompany'],
          ['ei.ketaan@example.fi', 'companyManager'],
          [world.users.consumer.email, 'consumer'],
        ].map(async ([email, caller]) => {
          const url = `${path}?email=${encodeURIComponent(email!)}`;
          return (await send({ method: 'HEAD', url, headers: cookieOfCaller(caller!) })).statusCode;
        }),
      )),
      (await askWithLink(world.users.remUser.email, taken.token, path)).statusCode,
      (await send({ method: 'HEAD', url: `${path}?email=`, headers: cookieOfCaller('remCompany') }))
        .statusCode,
    ];
    expect(await answers(paths[0]!)).toEqual([401, 200, 404, 403, 200, 400]);
    expect(await answers(paths[1]!)).toEqual([401, 200, 404, 403, 200, 400]);
  });

  it('refuses bad queries with 400', async () => {
    const queries = [
      '',
      'email=',
      `email=${'a'.repeat(400)}%40example.fi`,
      'email=a%00b%40example.fi',
      'email=a%40example.fi&tuntematonKentta=1',
      'email=a%40example.fi&email=b%40example.fi',
    ];
    for (const query of queries) {
      const response = await send({
        method: 'HEAD',
        url: `/api/user/exists?${query}`,
        headers: { cookie: cookies.remCompany },
      });
      expect(response.statusCode, query).toBe(400);
    }
    // Undecodable: kept as typed, an address nobody has.
    const odd = await send({
      method: 'HEAD',
      url: '/api/user/exists?email=%FF%FE%40x',
      headers: { cookie: cookies.remCompany },
    });
    expect(odd.statusCode).toBe(404);
  });
});
