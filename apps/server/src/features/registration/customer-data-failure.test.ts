import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { csrfHeaderName, csrfHeaderValue } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import type * as access from '../../auth/access';
import { tokenOf, vatuIdentify } from '../../../test/strong-identification';

// The customer-data read after the account is made fails as a lost database would.
vi.mock('../../auth/access', async (importOriginal) => ({
  ...(await importOriginal<typeof access>()),
  actingCustomers: () => Promise.reject(new Error('Connection terminated unexpectedly')),
}));

const password = 'Kesäinen-Aamu-2026';
const form = {
  email: 'tiedoton@example.fi',
  firstName: 'Tiina',
  lastName: 'Tiedoton',
  phone: '+358401234567',
  password,
  password2: password,
  termsAccepted: true,
  dataProtectionPlanAccepted: true,
};

describe('a registration whose customer data cannot be read', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.app.close());

  const register = (token: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/consumer',
      headers: {
        [csrfHeaderName]: csrfHeaderValue,
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      payload: JSON.stringify(form),
    });

  it('answers 403 that the account was made, which it was', async () => {
    const token = tokenOf((await vatuIdentify(testApp.app, 'reg', '150585-998U')).location);
    const answer = await register(token);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      error: 'REGISTERED_WITHOUT_CUSTOMER_DATA',
      message: 'Käyttäjä rekisteröity. Virhe asiakkuustietoja hakiessa.',
    });

    // The token is used up and a new identification finds the account.
    expect((await register(token)).statusCode).toBe(401);
    const again = tokenOf((await vatuIdentify(testApp.app, 'reg', '150585-998U')).location);
    const email = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/email',
      headers: { authorization: `Bearer ${again}` },
    });
    expect(email.json()).toBe(form.email);
  });
});
