import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildCompanyManager,
  buildConsumer,
  buildOffice,
  buildOfficeAdmin,
  buildOperator,
  buildPropertyManager,
  cookieOf,
  createCustomer,
  createUser,
} from '../../../test/factories';

describe('GET /api/user/details/:type', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.app.close());

  const get = (type: string, cookie?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/user/details/${type}?refresh=false`,
      headers: cookie ? { cookie } : {},
    });

  it('answers 401 JSON without a session or with an unknown cookie', async () => {
    const response = await get('consumer');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Kirjautuminen vaaditaan.' });
    const forged = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/details/consumer',
      headers: { cookie: 'sid=not-a-session' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('answers 400 for an unknown login type', async () => {
    const { cookie } = await buildConsumer(testApp.database.db);
    expect((await get('admin', cookie)).statusCode).toBe(400);
  });

  it("lists only the companies a company user is linked to, not a parent's subsidiaries", async () => {
    const db = testApp.database.db;
    const parent = await createCustomer(db, 'company');
    await createCustomer(db, 'company', { parentCustomerId: parent.id });
    const manager = await buildCompanyManager(db, { companies: [parent] });
    const response = await get('company', manager.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.userData.kind).toBe('companyManager');
    // Linked to the parent only: the access module grants nothing through the parent link (0005).
    expect(body.companies).toEqual([
      expect.objectContaining({ customerName: parent.name, identifier: parent.businessId }),
    ]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("gives a consumer's own customership", async () => {
    const db = testApp.database.db;
    const customer = await createCustomer(db, 'person', {
      fibreAddresses: ['Esimerkkitie 5, 00100 Helsinki'],
    });
    const consumer = await buildConsumer(db, { customer });
    const body = (await get('consumer', consumer.cookie)).json();
    expect(body.companies).toEqual([
      expect.objectContaining({ customerName: consumer.customer.name }),
    ]);
    expect(body.companies[0].customerIdentifier).toMatch(/\S/);
    expect(body.fibreAvailableList).toEqual([
      { type: '1', address: 'Esimerkkitie 5, 00100 Helsinki' },
    ]);
  });

  it("gives a remUser only the staff member's housing companies", async () => {
    const db = testApp.database.db;
    const office = await buildOffice(db, { houses: 2 });
    const manager = await buildPropertyManager(db, { office, houses: [office.houses[0]!] });
    const body = (await get('rem', manager.cookie)).json();
    expect(body.clients).toHaveLength(1);
    expect(body.clients[0].customerships[0].customer).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      official: expect.stringMatching(/^\d{7}-\d$/),
    });
  });

  it('answers 204 for a company user on the consumer or rem page', async () => {
    const db = testApp.database.db;
    const manager = await buildCompanyManager(db);
    expect((await get('consumer', manager.cookie)).statusCode).toBe(204);
    expect((await get('rem', manager.cookie)).statusCode).toBe(204);
    expect((await get('company', (await buildOfficeAdmin(db)).cookie)).statusCode).toBe(204);
  });

  it('answers 403 when a consumer has no customer data', async () => {
    const db = testApp.database.db;
    const unlinked = await createUser(db, 'consumer');
    const response = await get('consumer', await cookieOf(db, unlinked.id));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'CUSTOMER_DATA_UNAVAILABLE',
      message:
        'Kirjautuminen epäonnistui. Virhe asiakkuustietoja hakiessa. Ota yhteyttä asiakaspalveluun.',
    });
  });

  it('gives customer service its name only, and only on its own login page', async () => {
    const db = testApp.database.db;
    const operator = await buildOperator(db, {
      email: 'palvelija@example.fi',
      firstName: 'Pirjo',
      lastName: 'Palvelija',
    });
    const response = await get('operator', operator.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userData: {
        kind: 'operator',
        firstName: 'Pirjo',
        lastName: 'Palvelija',
        email: 'palvelija@example.fi',
      },
      name: 'Pirjo Palvelija',
    });
    expect((await get('consumer', operator.cookie)).statusCode).toBe(204);
    expect((await get('operator', (await buildConsumer(db)).cookie)).statusCode).toBe(204);
  });
});
