import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaderName, csrfHeaderValue } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildConsumer,
  createCustomer,
  newIdentityCode,
  type RoleUser,
} from '../../../test/factories';
import { verifyPassword } from '../../auth/password';
import { oneTimeTokens, sessions, users } from '../../db/schema';
import { hashToken } from '../../auth/one-time-tokens';
import { decideAtTestBank, tokenOf } from '../../../test/strong-identification';
import { testClock } from '../../../test/clock';

const headers = (token: string) => ({
  [csrfHeaderName]: csrfHeaderValue,
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
});
const oldPassword = 'Vanha-Syksyinen-Salasana-12';
const newPassword = 'Uusi-Talvinen-Salasana-77';

describe('forgotten password through the Tupas test bank', () => {
  let testApp: TestApp;
  // Matti Meikäläinen, a consumer with a password, known to the bank by his identity code.
  const mattisCode = newIdentityCode();
  let matti: RoleUser;
  beforeAll(async () => {
    testApp = await buildTestApp();
    const db = testApp.database.db;
    const customer = await createCustomer(db, 'person', { identityCode: mattisCode });
    matti = await buildConsumer(db, {
      customer,
      firstName: 'Matti',
      lastName: 'Meikäläinen',
      password: oldPassword,
    });
  });
  afterAll(() => testApp.app.close());

  const identify = async (identityCode = mattisCode) =>
    tokenOf((await decideAtTestBank(testApp.app, 'cred', { identityCode })).location);
  const reset = (token: string, body: object) =>
    testApp.app.inject({
      method: 'PATCH',
      url: '/api/user/password/resetforgotten',
      headers: headers(token),
      payload: JSON.stringify(body),
    });
  const consumer = async () =>
    (await testApp.database.db.select().from(users).where(eq(users.id, matti.id)))[0]!;

  it('sets the new password, ends the sessions and uses the token up', async () => {
    const token = await identify();
    const email = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/email',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(email.json()).toBe(matti.email);
    const user = await consumer();
    expect(await verifyPassword(oldPassword, user.passwordHash!)).toBe(true);
    await testApp.database.db.insert(sessions).values({
      idHash: 'a'.repeat(64),
      userId: user.id,
      idleExpiresAt: new Date(testClock.now().getTime() + 60_000),
      absoluteExpiresAt: new Date(testClock.now().getTime() + 60_000),
    });

    const response = await reset(token, { password: newPassword, password2: newPassword });
    expect(response.statusCode).toBe(204);
    const updated = await consumer();
    expect(await verifyPassword(oldPassword, updated.passwordHash!)).toBe(false);
    expect(await verifyPassword(newPassword, updated.passwordHash!)).toBe(true);
    const left = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(0);
    expect((await reset(token, { password: newPassword, password2: newPassword })).statusCode).toBe(
      401,
    );
  });

  it('answers 401 for an expired token and 404 for a person without an account', async () => {
    const token = await identify();
    await testApp.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const expired = await reset(token, { password: newPassword, password2: newPassword });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      error: 'INVALID_TOKEN',
      message: 'Virheellinen tunnistautumiskoodi',
    });

    const stranger = await identify('311299-997C');
    const missing = await reset(stranger, { password: newPassword, password2: newPassword });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'ACCOUNT_NOT_FOUND' });
  });

  it('checks the domain password rules, the account details counting against strength', async () => {
    const token = await identify();
    const weak = await reset(token, { password: 'meikalainen', password2: 'toinen' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({
      password: ['Salasana on liian yksinkertainen'],
      password2: ['Salasanat eivät ole samat'],
    });
    // A refused attempt leaves the token usable.
    expect((await reset(token, { password: newPassword, password2: newPassword })).statusCode).toBe(
      204,
    );
  });

  it('refuses registering with an e-mail that is taken', async () => {
    // A customer without an account registers with Matti's address.
    const identityCode = newIdentityCode();
    await createCustomer(testApp.database.db, 'person', { identityCode });
    const token = tokenOf((await decideAtTestBank(testApp.app, 'reg', { identityCode })).location);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/consumer',
      headers: headers(token),
      payload: JSON.stringify({
        email: matti.email.toUpperCase(),
        firstName: 'Maija',
        lastName: 'Mallikas',
        phone: '+358401234567',
        password: newPassword,
        termsAccepted: true,
        dataProtectionPlanAccepted: true,
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'USER_EXISTS' });
  });
});
