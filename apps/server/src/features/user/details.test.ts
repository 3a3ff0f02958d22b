import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { sessionCookieFor } from '../../../test/login';
import { users } from '../../db/schema';

describe('GET /api/user/details/:type', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.app.close());

  const get = async (type: string, email?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/user/details/${type}?refresh=false`,
      headers: email ? { cookie: `sid=${await sessionCookieFor(testApp.database, email)}` } : {},
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
    expect((await get('admin', 'kuluttaja@example.fi')).statusCode).toBe(400);
  });

  it("lists only the companies a company user is linked to, not a parent's subsidiaries", async () => {
    const response = await get('company', 'olli.omistaja@example.fi');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.userData.kind).toBe('companyManager');
    // Linked to Esimerkki Oy only: the access module grants nothing through the parent link (0005).
    expect(body.companies).toEqual([
      expect.objectContaining({ customerName: 'Esimerkki Oy', identifier: '1234567-1' }),
    ]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("gives a consumer's own customership", async () => {
    const body = (await get('consumer', 'kuluttaja@example.fi')).json();
    expect(body.companies).toEqual([
      expect.objectContaining({ customerName: 'Matti Meikäläinen' }),
    ]);
    expect(body.companies[0].customerIdentifier).toMatch(/\S/);
    expect(body.fibreAvailableList).toEqual([
      { type: '1', address: 'Esimerkkitie 5, 00100 Helsinki' },
    ]);
  });

  it("gives a remUser only the staff member's housing companies", async () => {
    const body = (await get('rem', 'hilkka.huolto@example.fi')).json();
    expect(body.clients).toHaveLength(1);
    expect(body.clients[0].customerships[0].customer).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      official: expect.stringMatching(/^\d{7}-\d$/),
    });
  });

  it('answers 204 for a company user on the consumer or rem page', async () => {
    expect((await get('consumer', 'yritys@example.fi')).statusCode).toBe(204);
    expect((await get('rem', 'yritys@example.fi')).statusCode).toBe(204);
    expect((await get('company', 'paakayttaja@example.fi')).statusCode).toBe(204);
  });

  it('answers 403 when a consumer has no customer data', async () => {
    await testApp.database.db.insert(users).values({
      email: 'irrallinen@example.fi',
      firstName: 'Irma',
      lastName: 'Irrallinen',
      role: 'consumer',
    });
    const response = await get('consumer', 'irrallinen@example.fi');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'CUSTOMER_DATA_UNAVAILABLE',
      message:
        'Kirjautuminen epäonnistui. Virhe asiakkuustietoja hakiessa. Ota yhteyttä asiakaspalveluun.',
    });
  });

  it('gives customer service its name only, and only on its own login page', async () => {
    await testApp.database.db.insert(users).values({
      email: 'palvelija@example.fi',
      firstName: 'Pirjo',
      lastName: 'Palvelija',
      role: 'operator',
    });
    const response = await get('operator', 'palvelija@example.fi');
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
    expect((await get('consumer', 'palvelija@example.fi')).statusCode).toBe(204);
    expect((await get('operator', 'kuluttaja@example.fi')).statusCode).toBe(204);
  });
});
