import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housingRequestPageSchema, housingRequestSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { jsonHeaders } from '../../../test/login';
import {
  auditLog,
  emailOutbox,
  officeHousingCompanies,
  staffHousingCompanies,
} from '../../db/schema';
import {
  cookieOf,
  createCustomer,
  createOffice,
  createUser,
  type TestUser,
} from '../../../test/factories';

// No trade-register service and no imported row: a manager's 'Lisää asunto-osakeyhtiö' waits
// for customer service (decision 0045).

let testApp: TestApp;
let office: Awaited<ReturnType<typeof createOffice>>;
let manager: TestUser;
const cookies = { manager: '', operator: '', superUser: '' };

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  office = await createOffice(db);
  manager = await createUser(db, 'remUser', { officeId: office.id });
  const superUser = await createUser(db, 'remCompany', { officeId: office.id });
  const operator = await createUser(db, 'operator');
  cookies.manager = await cookieOf(db, manager.id);
  cookies.superUser = await cookieOf(db, superUser.id);
  cookies.operator = await cookieOf(db, operator.id);
});
afterAll(() => testApp.app.close());

const post = (url: string, cookie: string, payload: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, headers: { ...jsonHeaders, cookie }, payload });

const requestHouse = (cookie: string, clientId: string) =>
  post('/api/remcompany/addClient', cookie, { clientId });

async function pendingList() {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/backoffice/housing-requests?status=new',
    headers: { cookie: cookies.operator },
  });
  expect(response.statusCode, response.body).toBe(200);
  return housingRequestPageSchema.parse(response.json()).items;
}

async function requestOf(houseName: string) {
  const request = (await pendingList()).find((item) => item.housingCompany.name === houseName);
  expect(request).toBeDefined();
  return request!;
}

const auditOf = (action: string, id: number) =>
  testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

const mailTo = (email: string) =>
  testApp.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));

describe('a housing company no register can check', () => {
  it('is sent to the back office as a request, once, and not yet attached', async () => {
    const house = await createCustomer(testApp.database.db, 'housing_company');
    const first = await requestHouse(cookies.manager, house.businessId!);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({
      customer: { official: house.businessId, name: house.name },
      status: 'requested',
    });
    expect((await requestHouse(cookies.superUser, house.businessId!)).statusCode).toBe(202);

    const mine = (await pendingList()).filter((item) => item.housingCompany.name === house.name);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      housingCompany: { name: house.name, businessId: house.businessId },
      office: { name: office.name, businessId: office.businessId },
      requestedBy: { email: manager.email },
      status: 'new',
    });
    const links = await testApp.database.db
      .select()
      .from(officeHousingCompanies)
      .where(eq(officeHousingCompanies.customerId, house.id));
    expect(links).toEqual([]);
  });

  it('is approved: linked to the office and the asking manager, audited, the manager e-mailed', async () => {
    const house = await createCustomer(testApp.database.db, 'housing_company');
    expect((await requestHouse(cookies.manager, house.businessId!)).statusCode).toBe(202);
    const request = await requestOf(house.name);

    const response = await post(
      `/api/backoffice/housing-requests/${request.id}/approve`,
      cookies.operator,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(housingRequestSchema.parse(response.json())).toMatchObject({ status: 'handled' });

    const { db } = testApp.database;
    expect(
      await db
        .select({ officeId: officeHousingCompanies.officeId })
        .from(officeHousingCompanies)
        .where(eq(officeHousingCompanies.customerId, house.id)),
    ).toEqual([{ officeId: office.id }]);
    expect(
      await db
        .select({ userId: staffHousingCompanies.userId })
        .from(staffHousingCompanies)
        .where(eq(staffHousingCompanies.customerId, house.id)),
    ).toEqual([{ userId: manager.id }]);
    expect(await auditOf('backoffice.housing_request.approve', request.id)).toHaveLength(1);
    const mail = (await mailTo(manager.email)).find((m) => m.body.includes(house.name));
    expect(mail?.subject).toContain('Taloyhtiö lisätty');
    expect(mail?.body).toContain('Pyyntösi on hyväksytty');

    // Deciding again is 409; an unknown request 404.
    const again = await post(
      `/api/backoffice/housing-requests/${request.id}/reject`,
      cookies.operator,
      {
        reason: 'Myöhässä',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(
      (await post('/api/backoffice/housing-requests/999999/approve', cookies.operator)).statusCode,
    ).toBe(404);
  });

  it('is rejected with a reason: audited, the manager e-mailed the reason, nothing attached', async () => {
    const house = await createCustomer(testApp.database.db, 'housing_company');
    expect((await requestHouse(cookies.manager, house.businessId!)).statusCode).toBe(202);
    const request = await requestOf(house.name);
    const url = `/api/backoffice/housing-requests/${request.id}/reject`;

    expect((await post(url, cookies.operator, { reason: '  ' })).statusCode).toBe(400);
    const response = await post(url, cookies.operator, {
      reason: 'Kaupparekisterin mukaan isännöitsijä on toinen toimisto.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Kaupparekisterin mukaan isännöitsijä on toinen toimisto.',
    });
    expect(await auditOf('backoffice.housing_request.reject', request.id)).toHaveLength(1);
    const mail = (await mailTo(manager.email)).find((m) => m.body.includes(house.name));
    expect(mail?.body).toContain('Kaupparekisterin mukaan isännöitsijä on toinen toimisto.');
    const links = await testApp.database.db
      .select()
      .from(officeHousingCompanies)
      .where(eq(officeHousingCompanies.customerId, house.id));
    expect(links).toEqual([]);
  });

  it("refuses a request for a housing company another office holds, and is the operator's only", async () => {
    const { db } = testApp.database;
    const other = await createOffice(db);
    const house = await createCustomer(db, 'housing_company');
    await db.insert(officeHousingCompanies).values({ officeId: other.id, customerId: house.id });
    expect((await requestHouse(cookies.manager, house.businessId!)).statusCode).toBe(409);

    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/backoffice/housing-requests',
      headers: { cookie: cookies.superUser },
    });
    expect(list.statusCode).toBe(403);
    expect(
      (await post('/api/backoffice/housing-requests/1/approve', cookies.manager)).statusCode,
    ).toBe(403);
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/api/backoffice/housing-requests?status=maybe&page=0',
      headers: { cookie: cookies.operator },
    });
    expect(bad.statusCode).toBe(400);
  });
});
