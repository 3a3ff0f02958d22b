import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meteringPointSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildCompanyManager,
  buildCompanyUser,
  buildConsumer,
  buildMeteringPoint,
  buildOffice,
  buildOfficeAdmin,
  buildPropertyManager,
  createCustomer,
} from '../../../test/factories';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.app.close());

function get(cookie: string | null, path: string) {
  const headers = cookie ? { cookie } : {};
  return testApp.app.inject({ method: 'GET', url: `/api/meteringpoints/${path}`, headers });
}

describe('GET /api/meteringpoints/:mp', () => {
  it("gives a consumer their own point's address, ids and utility", async () => {
    const consumer = await buildConsumer(testApp.database.db, {
      points: [{ utility: 'water', street: 'Esimerkkitie 5' }],
    });
    const water = consumer.points[0]!;
    const response = await get(consumer.cookie, water.identifier);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(meteringPointSchema.strict().parse(response.json())).toEqual({
      meteringpointIdentifier: water.identifier,
      gsrnIdentifier: water.gsrn,
      utility: 'water',
      address: 'Esimerkkitie 5',
      zip: water.postalCode,
      city: water.city,
    });
  });

  it("refuses another customer's point and an unknown one alike: 403", async () => {
    const db = testApp.database.db;
    const consumer = await buildConsumer(db);
    const company = await createCustomer(db, 'company');
    const companyPoint = await buildMeteringPoint(db, { customerId: company.id });
    expect((await get(consumer.cookie, companyPoint.identifier)).statusCode).toBe(403);
    expect((await get(consumer.cookie, '99999999999')).statusCode).toBe(403);
  });

  it('gives a company role the point through the company it names, and no other', async () => {
    const db = testApp.database.db;
    const parent = await createCustomer(db, 'company');
    const subsidiary = await createCustomer(db, 'company', { parentCustomerId: parent.id });
    const companies = [parent, subsidiary];
    const manager = await buildCompanyManager(db, { companies });
    const user = await buildCompanyUser(db, { companies });
    const { identifier: mp } = await buildMeteringPoint(db, {
      customerId: parent.id,
      utility: 'districtheat',
      street: 'Teollisuuskatu 10',
    });
    const response = await get(user.cookie, `${mp}?companyid=${parent.businessId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      address: 'Teollisuuskatu 10',
      utility: 'districtheat',
    });
    // The point is the parent's, not its subsidiary's.
    expect((await get(manager.cookie, `${mp}?companyid=${subsidiary.businessId}`)).statusCode).toBe(
      403,
    );
  });

  it("gives managers their housing companies' points only", async () => {
    const db = testApp.database.db;
    const office = await buildOffice(db, { houses: 2 });
    const assigned = office.houses[0]!;
    const other = office.houses[1]!;
    const admin = await buildOfficeAdmin(db, { office });
    const manager = await buildPropertyManager(db, { office, houses: [assigned] });
    const water = (customerId: number) => buildMeteringPoint(db, { customerId, utility: 'water' });
    const otherPoint = await water(other.id);
    expect((await get(admin.cookie, otherPoint.identifier)).statusCode).toBe(200);
    // The office's house, but not assigned to this member of staff.
    expect((await get(manager.cookie, otherPoint.identifier)).statusCode).toBe(403);
    const assignedPoint = await water(assigned.id);
    expect((await get(manager.cookie, assignedPoint.identifier)).json()).toMatchObject({
      utility: 'water',
      address: assignedPoint.street,
    });
  });

  it('answers 401 without a session and 400 to a malformed point or unknown field', async () => {
    const { cookie } = await buildConsumer(testApp.database.db);
    expect((await get(null, '6400100001')).statusCode).toBe(401);
    expect((await get(cookie, '64001x')).statusCode).toBe(400);
    expect((await get(cookie, '6400100001?tuntematon=1')).statusCode).toBe(400);
  });
});
