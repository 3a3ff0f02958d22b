import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDataSchema, meteringPointSchema, type Product } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { sessionCookieFor } from '../../../test/login';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.app.close());

async function get(email: string | null, path: string) {
  const headers = email ? { cookie: `sid=${await sessionCookieFor(testApp.database, email)}` } : {};
  return testApp.app.inject({ method: 'GET', url: `/api/meteringpoints/${path}`, headers });
}

/** The identifier of the customer's point of a product, as its contracts name it. */
async function pointOf(email: string, product: Product, companyid?: string) {
  const query = companyid ? `?companyid=${companyid}` : '';
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/contracts${query}`,
    headers: { cookie: `sid=${await sessionCookieFor(testApp.database, email)}` },
  });
  const contract = customerDataSchema
    .parse(response.json())
    .contracts.find((c) => c.utility === product)!;
  return contract;
}

describe('GET /api/meteringpoints/:mp', () => {
  it("gives a consumer their own point's address, ids and utility", async () => {
    const water = await pointOf('kuluttaja@example.fi', 'water');
    const response = await get('kuluttaja@example.fi', water.meteringpointIdentifier);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(meteringPointSchema.strict().parse(response.json())).toEqual({
      meteringpointIdentifier: water.meteringpointIdentifier,
      gsrnIdentifier: water.gsrnIdentifier,
      utility: 'water',
      address: 'Esimerkkitie 5',
      zip: '00100',
      city: 'Helsinki',
    });
  });

  it("refuses another customer's point and an unknown one alike: 403", async () => {
    const companyPoint = await pointOf('yritys@example.fi', 'electricity', '1234567-1');
    expect(
      (await get('kuluttaja@example.fi', companyPoint.meteringpointIdentifier)).statusCode,
    ).toBe(403);
    expect((await get('kuluttaja@example.fi', '99999999999')).statusCode).toBe(403);
  });

  it('gives a company role the point through the company it names, and no other', async () => {
    const { meteringpointIdentifier: mp } = await pointOf(
      'yritys@example.fi',
      'districtheat',
      '1234567-1',
    );
    const response = await get('yrityskayttaja@example.fi', `${mp}?companyid=1234567-1`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      address: 'Teollisuuskatu 10',
      utility: 'districtheat',
    });
    // The point is Esimerkki Oy's, not its subsidiary's.
    expect((await get('yritys@example.fi', `${mp}?companyid=2345678-0`)).statusCode).toBe(403);
  });

  it("gives managers their housing companies' points only", async () => {
    const kuusikallio = await pointOf('paakayttaja@example.fi', 'water', '3456782-2');
    const mp = kuusikallio.meteringpointIdentifier;
    expect((await get('paakayttaja@example.fi', mp)).statusCode).toBe(200);
    // The office's house, but not assigned to this member of staff.
    expect((await get('isannoitsija@example.fi', mp)).statusCode).toBe(403);
    const esimerkkitalo = await pointOf('isannoitsija@example.fi', 'water', '5678901-2');
    expect(
      (await get('isannoitsija@example.fi', esimerkkitalo.meteringpointIdentifier)).json(),
    ).toMatchObject({ utility: 'water', address: esimerkkitalo.address });
  });

  it('answers 401 without a session and 400 to a malformed point or unknown field', async () => {
    expect((await get(null, '6400100001')).statusCode).toBe(401);
    expect((await get('kuluttaja@example.fi', '64001x')).statusCode).toBe(400);
    expect((await get('kuluttaja@example.fi', '6400100001?tuntematon=1')).statusCode).toBe(400);
  });
});
