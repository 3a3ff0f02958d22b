import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaderName, csrfHeaderValue } from '@energiaportaali/domain';
import { buildTestApp, type App, type TestApp } from '../../../test/app';
import { buildConsumer, createCustomer, newIdentityCode } from '../../../test/factories';
import { verifyPassword } from '../../auth/password';
import { queryRows } from '../../db/query';
import { userCustomers, users } from '../../db/schema';
import { createLogger } from '../../logging';
import { decideAtTestBank, tokenOf, vatuIdentify } from '../../../test/strong-identification';

const csrf = { [csrfHeaderName]: csrfHeaderValue, 'content-type': 'application/json' };
const password = 'Kesäinen-Aamu-2026';
const form = {
  email: 'maija.mallikas@example.fi',
  firstName: 'Maija',
  lastName: 'Mallikas',
  phone: '+358 40 123 4567',
  password,
  password2: password,
  termsAccepted: true,
  dataProtectionPlanAccepted: true,
};

const register = (app: App, token: string, body: object = form) =>
  app.inject({
    method: 'POST',
    url: '/api/user/consumer',
    headers: { ...csrf, authorization: `Bearer ${token}` },
    payload: JSON.stringify(body),
  });
const email = (app: App, token: string) =>
  app.inject({
    method: 'GET',
    url: '/api/user/email',
    headers: { authorization: `Bearer ${token}` },
  });

/** The identity code of a new person customer, who has no account yet. */
async function newCustomersCode(testApp: TestApp): Promise<string> {
  const identityCode = newIdentityCode();
  await createCustomer(testApp.database.db, 'person', { identityCode });
  return identityCode;
}

describe('consumer registration', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.app.close());

  it('registers a customer without an account, once per token', async () => {
    const identityCode = await newCustomersCode(testApp);
    const token = tokenOf((await vatuIdentify(testApp.app, 'reg', identityCode)).location);
    expect((await email(testApp.app, token)).statusCode).toBe(404);
    expect((await email(testApp.app, token)).json()).toMatchObject({ error: 'ACCOUNT_NOT_FOUND' });
    const created = await register(testApp.app, token);
    expect(created.statusCode).toBe(201);
    expect((await register(testApp.app, token)).statusCode).toBe(401);
    expect((await register(testApp.app, token)).json()).toMatchObject({ error: 'INVALID_TOKEN' });

    const [user] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, form.email));
    expect(user).toMatchObject({ role: 'consumer', firstName: 'Maija', phone: '+358401234567' });
    expect(user!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(user!.dataProtectionAcceptedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(password, user!.passwordHash!)).toBe(true);
    const links = await testApp.database.db
      .select()
      .from(userCustomers)
      .where(eq(userCustomers.userId, user!.id));
    expect(links).toHaveLength(1);

    // The person now has an account: a new identification shows it, a second one is refused.
    const again = tokenOf((await vatuIdentify(testApp.app, 'reg', identityCode)).location);
    expect((await email(testApp.app, again)).json()).toBe(form.email);
    const twice = await register(testApp.app, again, { ...form, email: 'toinen@example.fi' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ error: 'USER_EXISTS' });
  });

  it('shows the existing account of a consumer', async () => {
    const identityCode = newIdentityCode();
    const customer = await createCustomer(testApp.database.db, 'person', { identityCode });
    const consumer = await buildConsumer(testApp.database.db, { customer });
    const token = tokenOf((await vatuIdentify(testApp.app, 'reg', identityCode)).location);
    const response = await email(testApp.app, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toBe(consumer.email);
    expect(
      (await register(testApp.app, token, { ...form, email: 'uusi@example.fi' })).json(),
    ).toMatchObject({
      error: 'USER_EXISTS',
    });
  });

  it('refuses a taken e-mail and a person who is not a customer', async () => {
    // A cred token for a non-customer: identification succeeds, registration must not.
    const stranger = tokenOf((await vatuIdentify(testApp.app, 'cred', newIdentityCode())).location);
    const refused = await register(testApp.app, stranger, { ...form, email: 'vieras@example.fi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'NOT_CUSTOMER' });
  });

  it('reports every field error at once', async () => {
    const identityCode = await newCustomersCode(testApp);
    const token = tokenOf((await decideAtTestBank(testApp.app, 'reg', { identityCode })).location);
    const response = await register(testApp.app, token, {
      email: 'ei-osoite',
      firstName: '',
      lastName: ' ',
      phone: '040123',
      password: 'lyhyt',
      password2: 'eri',
      termsAccepted: false,
      dataProtectionPlanAccepted: true,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('VALIDATION_ERROR');
    expect(body.fields).toMatchObject({
      email: ['Sähköpostiosoite on virheellinen'],
      firstName: ['Etunimi on pakollinen'],
      lastName: ['Sukunimi on pakollinen'],
      phone: ['Lisää puhelinnumero muodossa +358123456789'],
      password: expect.arrayContaining(['Salasanan on oltava vähintään 8 merkkiä pitkä']),
      password2: ['Salasanat eivät ole samat'],
      termsAccepted: expect.any(Array),
    });
  });

  it('refuses a missing or made-up token', async () => {
    expect((await email(testApp.app, 'x'.repeat(43))).statusCode).toBe(401);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/user/email' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the identity code in logs and tables', () => {
  it('never appears in clear', async () => {
    const lines: string[] = [];
    const { app, database } = await buildTestApp({
      logger: createLogger('trace', { write: (line: string) => void lines.push(line) }),
    });
    try {
      // A customer who registers, a consumer who comes back and a stranger.
      const newcomer = newIdentityCode();
      const returning = newIdentityCode();
      const stranger = newIdentityCode();
      await createCustomer(database.db, 'person', { identityCode: newcomer });
      const customer = await createCustomer(database.db, 'person', { identityCode: returning });
      await buildConsumer(database.db, { customer });
      const vatu = tokenOf((await vatuIdentify(app, 'reg', newcomer)).location);
      expect((await register(app, vatu)).statusCode).toBe(201);
      await decideAtTestBank(app, 'cred', { identityCode: returning });
      await vatuIdentify(app, 'reg', stranger);
      const tables = await queryRows<Record<string, unknown>>(
        database.db,
        sql`SELECT t::text AS row FROM one_time_tokens t UNION ALL SELECT u::text FROM users u`,
      );
      const stored = JSON.stringify(tables);
      expect(lines.length).toBeGreaterThan(0);
      const birthDates = [newcomer, returning].map((code) => code.slice(0, 6));
      for (const code of [newcomer, returning, stranger, ...birthDates]) {
        expect(stored).not.toContain(code);
        expect(lines.join('\n')).not.toContain(code);
      }
    } finally {
      await app.close();
    }
  });
});
