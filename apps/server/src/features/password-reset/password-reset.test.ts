import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { injectTransport, jsonHeaders, TestBrowser } from '../../../test/login';
import { hashPassword, verifyPassword } from '../../auth/password';
import { auditLog, emailOutbox, sessions, users } from '../../db/schema';
import {
  cookieOf,
  createCustomer,
  createUser,
  expireToken,
  forgedToken,
} from '../../../test/factories';
import { testClock } from '../../../test/clock';

const oldPassword = 'Kaukolämpö-Sauna-47';
const newPassword = 'Pakkasyö-Revontulet-2026';

let testApp: TestApp;
let oldHash: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  oldHash = await hashPassword(oldPassword);
});
afterAll(() => testApp.app.close());

const db = () => testApp.database.db;
let caller = 0;
// Each test asks from an address of its own, so the per-address limit is its own business.
const nextAddress = () => `10.0.${Math.floor(++caller / 250)}.${caller % 250}`;

const requestLink = (email: unknown, remoteAddress = nextAddress()) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/password-reset',
    headers: jsonHeaders,
    payload: JSON.stringify({ email }),
    remoteAddress,
  });
const linkInfo = (token: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/password-reset/${token}` });
const save = (token: string, body: unknown) =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/password-reset/${token}`,
    headers: jsonHeaders,
    payload: JSON.stringify(body),
  });

const mailsTo = (email: string) =>
  db().select().from(emailOutbox).where(eq(emailOutbox.recipient, email));

/** Waits until `count` messages have reached the outbox for `email`; gives them. */
async function mailsArrived(email: string, count = 1) {
  return vi.waitFor(
    async () => {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(count);
      return mails;
    },
    { timeout: 15_000, interval: 50 },
  );
}

const tokenIn = (body: string) => /\/salasana\/uusi\/([A-Za-z0-9_-]+)/.exec(body)![1]!;

async function activeUser(role: UserRole) {
  return createUser(db(), role, { passwordHash: oldHash });
}

/** Asks for a link for a fresh account of the role and gives the token the e-mail carries. */
async function tokenFor(user: { email: string }) {
  expect((await requestLink(user.email)).statusCode).toBe(202);
  const [mail] = await mailsArrived(user.email);
  return tokenIn(mail!.body);
}

/** Work after the answer runs in order: once a later request's mail is in, earlier ones are done. */
async function settle() {
  const marker = await activeUser('companyUser');
  await tokenFor(marker);
}

describe('asking for a link', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const person = await activeUser('companyUser');
    const unknown = `ei.ketaan.${caller}@example.fi`;
    const known = await requestLink(person.email.toUpperCase());
    const stranger = await requestLink(unknown);
    expect(known.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(202);
    expect(stranger.body).toBe(known.body);
    expect(stranger.headers['content-type']).toBe(known.headers['content-type']);

    const [mail] = await mailsArrived(person.email);
    expect(mail!.subject).toBe('Testi Energia: Salasanan vaihto');
    expect(mail!.body).toContain('http://localhost:3000/salasana/uusi/');
    expect(mail!.body).toContain('Linkki toimii tunnin ja vain kerran.');
    await settle();
    expect(await mailsTo(unknown)).toHaveLength(0);
  });

  it('mails a link to managers, super users and operators, and a pointer to consumers', async () => {
    for (const role of ['remUser', 'remCompany', 'operator', 'companyManager'] as const) {
      const user = await activeUser(role);
      expect((await info(await tokenFor(user))).json()).toEqual({ email: user.email });
    }
    const person = await createCustomer(db(), 'person');
    const consumer = await createUser(db(), 'consumer', {
      passwordHash: oldHash,
      customerIds: [person.id],
    });
    await requestLink(consumer.email);
    const [mail] = await mailsArrived(consumer.email);
    expect(mail!.body).toContain('http://localhost:3000/palauta');
    expect(mail!.body).not.toContain('/salasana/uusi/');
  });

  it('sends nothing to an account without a password or a locked one', async () => {
    const invited = await createUser(db(), 'companyUser');
    const locked = await activeUser('remUser');
    await db().update(users).set({ lockedAt: testClock.now() }).where(eq(users.id, locked.id));
    expect((await requestLink(invited.email)).statusCode).toBe(202);
    expect((await requestLink(locked.email)).statusCode).toBe(202);
    await settle();
    expect(await mailsTo(invited.email)).toHaveLength(0);
    expect(await mailsTo(locked.email)).toHaveLength(0);
  });

  it('refuses bad input with 400 and every field message', async () => {
    for (const email of ['', 'ei-osoite', 42, null, 'a'.repeat(320) + '@example.fi']) {
      const response = await requestLink(email);
      expect(response.statusCode, String(email)).toBe(400);
      expect(response.json().fields.email).toHaveLength(1);
    }
    const extra = await testApp.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      headers: jsonHeaders,
      payload: '{"email":"a@example.fi","__proto__":"x","constructor":1}',
    });
    expect(extra.statusCode).toBe(400);
    const notJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      headers: jsonHeaders,
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('limits requests per e-mail address alike for known and unknown addresses', async () => {
    const person = await activeUser('companyUser');
    const unknown = `tuntematon.${caller}@example.fi`;
    for (const email of [person.email, unknown]) {
      for (let i = 0; i < 5; i += 1) expect((await requestLink(email)).statusCode).toBe(202);
      const refused = await requestLink(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    }
  });

  it('sends an account at most three links an hour, silently', async () => {
    const person = await activeUser('remCompany');
    for (let i = 0; i < 4; i += 1) {
      // Spelled differently each time: the account is counted, not the text.
      const spelled = i % 2 ? person.email.toUpperCase() : ` ${person.email} `;
      expect((await requestLink(spelled)).statusCode).toBe(202);
    }
    await settle();
    expect(await mailsTo(person.email)).toHaveLength(3);
  });

  it('limits requests per caller address', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 20; i += 1) {
      expect((await requestLink(`osoite${i}@example.fi`, address)).statusCode).toBe(202);
    }
    expect((await requestLink('viimeinen@example.fi', address)).statusCode).toBe(429);
  });
});

const info = linkInfo;

describe('the link', () => {
  it('sets the password once, ends every session and writes the audit row', async () => {
    const person = await activeUser('companyManager');
    const cookie = await cookieOf(db(), person.id);
    const token = await tokenFor(person);
    expect((await info(token)).json()).toEqual({ email: person.email });

    const saved = await save(token, { password: newPassword, password2: newPassword });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ loginPath: '/yritys/kirjaudu' });
    const [row] = await db().select().from(users).where(eq(users.id, person.id));
    expect(await verifyPassword(newPassword, row!.passwordHash!)).toBe(true);
    expect(await db().select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
    const details = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/details/company?refresh=false',
      headers: { cookie },
    });
    expect(details.statusCode).toBe(401);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, person.id), eq(auditLog.action, 'password-reset.complete')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: person.id, details: { endedSessions: 1 } });

    const again = await save(token, { password: newPassword, password2: newPassword });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: 'RESET_LINK_NOT_USABLE' });
    expect((await info(token)).statusCode).toBe(404);
  });

  it('stops working when it expires or a newer link replaces it', async () => {
    const person = await activeUser('remUser');
    const first = await tokenFor(person);
    await requestLink(person.email);
    const mails = await mailsArrived(person.email, 2);
    const second = tokenIn(mails.find((mail) => !mail.body.includes(first))!.body);
    expect((await info(first)).statusCode).toBe(404);
    expect((await info(second)).statusCode).toBe(200);

    await expireToken(db(), second);
    const expired = await save(second, { password: newPassword, password2: newPassword });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({
      error: 'RESET_LINK_NOT_USABLE',
      message: 'Salasanan vaihtolinkki on vanhentunut tai jo käytetty. Tilaa uusi linkki.',
    });
  });

  it('checks the password rules and keeps the link usable after a refusal', async () => {
    const person = await activeUser('operator');
    const token = await tokenFor(person);
    const weak = await save(token, { password: person.lastName, password2: 'toinen' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({
      password: ['Salasana on liian yksinkertainen'],
      password2: ['Salasanat eivät ole samat'],
    });
    expect((await save(token, { password: newPassword })).statusCode).toBe(400);
    expect((await save(token, { password: 1, password2: [] })).statusCode).toBe(400);
    const saved = await save(token, { password: newPassword, password2: newPassword });
    expect(saved.json()).toEqual({ loginPath: '/asiakaspalvelu/kirjaudu' });
  });

  it('answers 404 for tokens of any other form, never 400 or 500', async () => {
    for (const token of [forgedToken(), 'lyhyt', 'x'.repeat(90), '%00', 'ä'.repeat(10)]) {
      const url = `/api/password-reset/${encodeURIComponent(token)}`;
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, token).toBe(404);
    }
    expect(
      (await save(forgedToken(), { password: newPassword, password2: newPassword })).statusCode,
    ).toBe(404);
    const tooLong = await testApp.app.inject({
      method: 'GET',
      url: `/api/password-reset/${'x'.repeat(400)}`,
    });
    // Longer than any route parameter Fastify reads.
    expect(tooLong.statusCode).toBe(414);
  });
});

describe('customer service sends a link', () => {
  let operator: { id: string; cookie: string };
  beforeAll(async () => {
    const user = await activeUser('operator');
    operator = { id: user.id, cookie: await cookieOf(db(), user.id) };
  });
  const send = (id: string, cookie?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/backoffice/users/${id}/password-reset`,
      headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    });

  it('mails the link and audits the operator as the actor', async () => {
    const person = await activeUser('companyUser');
    const response = await send(person.id, operator.cookie);
    expect(response.statusCode, response.body).toBe(204);
    const [mail] = await mailsTo(person.email);
    expect(mail!.body).toContain('Asiakaspalvelumme lähetti sinulle linkin');
    expect((await info(tokenIn(mail!.body))).json()).toEqual({ email: person.email });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'backoffice.user.password-reset'));
    expect(audit.find((row) => row.targetId === person.id)).toMatchObject({
      actorUserId: operator.id,
      targetType: 'user',
    });
  });

  it('is for operators only', async () => {
    const person = await activeUser('companyUser');
    const manager = await activeUser('companyManager');
    expect((await send(person.id)).statusCode).toBe(401);
    expect((await send(person.id, await cookieOf(db(), manager.id))).statusCode).toBe(403);
    expect(await mailsTo(person.email)).toHaveLength(0);
  });

  it('refuses consumers, accounts without a password, locked and unknown ones', async () => {
    const consumer = await activeUser('consumer');
    const invited = await createUser(db(), 'remUser');
    const locked = await activeUser('remCompany');
    await db().update(users).set({ lockedAt: testClock.now() }).where(eq(users.id, locked.id));
    const codes = [
      [consumer.id, 409, 'RESET_BY_IDENTIFICATION'],
      [invited.id, 409, 'NOT_ACTIVE'],
      [locked.id, 409, 'ACCOUNT_LOCKED'],
      ['00000000-0000-4000-8000-000000000000', 404, 'USER_NOT_FOUND'],
    ] as const;
    for (const [id, status, error] of codes) {
      const response = await send(id, operator.cookie);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ error });
    }
    expect((await send('ei-uuid', operator.cookie)).statusCode).toBe(400);
  });
});

describe('the login page', () => {
  const loginPage = async (type: string) => {
    const browser = new TestBrowser(() => injectTransport(testApp.app));
    return (await browser.follow(`/api/auth/login?type=${type}`)).response.body;
  };

  it('leads consumers to strong identification and everyone else to the e-mailed link', async () => {
    expect(await loginPage('consumer')).toContain('<a href="/palauta">Unohtuitko salasanasi?</a>');
    for (const type of ['company', 'rem', 'operator']) {
      expect(await loginPage(type)).toContain(
        '<a href="/salasana/unohtui">Unohtuitko salasanasi?</a>',
      );
    }
  });
});
