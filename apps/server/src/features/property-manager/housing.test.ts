import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientAnswerSchema, housingLookupAnswerSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { jsonHeaders } from '../../../test/login';
import { auditLog, staffHousingCompanies } from '../../db/schema';
import {
  buildCompanyManager,
  buildConsumer,
  buildOfficeAdmin,
  buildPropertyManager,
  createCustomer,
  createOffice,
  createOfficeHouse,
  createRegisteredHouse,
  type Place,
  type RoleUser,
  type TestOffice,
} from '../../../test/factories';

let testApp: TestApp;
// The office's super user and a manager; a consumer and a company manager, who are no staff.
let superUser: RoleUser;
let staff: RoleUser;
let consumer: RoleUser;
let companyManager: RoleUser;
// Housing companies the register names our office the manager of (no office holds `free`) or
// another office, and a company customer, who is no housing company.
let free: Place;
let elsewhere: Place;
let company: Place;
let ourOffice: TestOffice;
let otherOffice: TestOffice;
beforeAll(async () => {
  testApp = await buildTestApp();
  const db = testApp.database.db;
  ourOffice = await createOffice(db);
  otherOffice = await createOffice(db);
  superUser = await buildOfficeAdmin(db, { office: ourOffice });
  staff = await buildPropertyManager(db, {
    office: ourOffice,
    houses: [await createOfficeHouse(db, ourOffice)],
  });
  consumer = await buildConsumer(db);
  companyManager = await buildCompanyManager(db);
  free = await createRegisteredHouse(db, ourOffice);
  elsewhere = await createRegisteredHouse(db, otherOffice);
  company = await createCustomer(db, 'company');
});
afterAll(() => testApp.app.close());

function lookUp(cookie: string | null, businessId: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/remcompany/customership/${encodeURIComponent(businessId)}`,
    headers: cookie ? { cookie } : {},
  });
}

function add(cookie: string | null, clientId: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/remcompany/addClient',
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: { clientId },
  });
}

async function housingNames(cookie: string): Promise<string[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/user/details/rem',
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  const clients = response.json<{
    clients: { customerships: { customer: { name: string } }[] }[];
  }>().clients;
  return clients.map((client) => client.customerships[0]!.customer.name);
}

describe('GET /api/remcompany/customership/{businessId}', () => {
  it("finds a housing company among the utility's customers by its trimmed business id", async () => {
    const response = await lookUp(superUser.cookie, ` ${free.businessId} `);
    expect(response.statusCode, response.body).toBe(200);
    expect(housingLookupAnswerSchema.parse(response.json())).toEqual([
      { customer: { official: free.businessId, name: free.name } },
    ]);
    // A company customer is no housing company; an unknown id is nobody.
    expect((await lookUp(staff.cookie, company.businessId!)).json()).toEqual([]);
    expect((await lookUp(staff.cookie, '0000000-0')).json()).toEqual([]);
  });

  it('is for property managers only', async () => {
    expect((await lookUp(null, free.businessId!)).statusCode).toBe(401);
    expect((await lookUp(consumer.cookie, free.businessId!)).statusCode).toBe(403);
    expect((await lookUp(companyManager.cookie, free.businessId!)).statusCode).toBe(403);
  });
});

describe('POST /api/remcompany/addClient', () => {
  it('refuses a housing company the trade register gives to another office, with both names', async () => {
    const response = await add(superUser.cookie, elsewhere.businessId!);
    expect(response.statusCode).toBe(403);
    const body = response.json<{ error: string; message: string }>();
    expect(body.error).toBe('PRH_ERROR');
    expect(body.message).toContain(elsewhere.name);
    expect(body.message).toContain(otherOffice.name);
    expect(body.message).toContain(ourOffice.name);
    expect(await housingNames(superUser.cookie)).not.toContain(elsewhere.name);
  });

  it("puts a staff member's housing company on the office's and their own list, audited", async () => {
    expect(await housingNames(staff.cookie)).not.toContain(free.name);
    const response = await add(staff.cookie, free.businessId!);
    expect(response.statusCode, response.body).toBe(200);
    expect(addClientAnswerSchema.parse(response.json())).toEqual({
      customer: { official: free.businessId, name: free.name },
      status: 'attached',
    });
    expect(await housingNames(staff.cookie)).toContain(free.name);
    expect(await housingNames(superUser.cookie)).toContain(free.name);

    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'housing_company.attach'), eq(auditLog.targetId, String(free.id))),
      );
    expect(audit).toHaveLength(1);

    // Attaching again changes nothing and is no error.
    expect((await add(superUser.cookie, free.businessId!)).statusCode).toBe(200);
    const staffRows = await testApp.database.db
      .select()
      .from(staffHousingCompanies)
      .where(eq(staffHousingCompanies.customerId, free.id));
    expect(staffRows).toHaveLength(1);
  });

  it('answers 404 for an id that is no housing-company customer, and 400 for an empty one', async () => {
    const unknown = await add(superUser.cookie, '0000000-0');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Ei hakutuloksia' });
    expect((await add(superUser.cookie, company.businessId!)).statusCode).toBe(404);
    expect((await add(superUser.cookie, '  ')).statusCode).toBe(400);
  });

  it('is for property managers only', async () => {
    expect((await add(null, free.businessId!)).statusCode).toBe(401);
    expect((await add(companyManager.cookie, free.businessId!)).statusCode).toBe(403);
    expect((await add(consumer.cookie, free.businessId!)).statusCode).toBe(403);
  });
});

describe('POST /api/remcompany/addClient: who attaches and who assigns', () => {
  let office: TestOffice;
  // A housing company the office holds, and one it holds and has assigned to a colleague.
  let held: Place;
  let colleaguesHouse: Place;
  let manager: RoleUser;
  let officeAdmin: RoleUser;
  beforeAll(async () => {
    const { db } = testApp.database;
    office = await createOffice(db);
    held = await createOfficeHouse(db, office);
    colleaguesHouse = await createOfficeHouse(db, office);
    manager = await buildPropertyManager(db, { office });
    officeAdmin = await buildOfficeAdmin(db, { office });
    await buildPropertyManager(db, { office, houses: [colleaguesHouse] });
  });

  const attach = (cookie: string, clientId: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/remcompany/addClient',
      headers: { ...jsonHeaders, cookie },
      payload: { clientId },
    });

  const assignedTo = async (userId: string) =>
    (
      await testApp.database.db
        .select({ id: staffHousingCompanies.customerId })
        .from(staffHousingCompanies)
        .where(eq(staffHousingCompanies.userId, userId))
    ).map((row) => row.id);

  it("refuses a manager a housing company the office already holds: the super user's to assign", async () => {
    const auditBefore = await testApp.database.db.select().from(auditLog);
    const response = await attach(manager.cookie, held.businessId!);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'ALREADY_IN_OFFICE',
      message:
        'Taloyhtiö on jo toimistonne asiakkaana. Toimistonne pääkäyttäjä voi lisätä sen sinun taloyhtiöihisi.',
    });
    expect(await assignedTo(manager.id)).toEqual([]);
    expect(await testApp.database.db.select().from(auditLog)).toHaveLength(auditBefore.length);
    // The super user may (it changes nothing: the office holds it already).
    expect((await attach(officeAdmin.cookie, held.businessId!)).statusCode).toBe(200);
  });

  it('lets a manager attach a housing company new to the office, onto their own list', async () => {
    const fresh = await createRegisteredHouse(testApp.database.db, office);
    const response = await attach(manager.cookie, fresh.businessId!);
    expect(response.statusCode, response.body).toBe(200);
    expect(await assignedTo(manager.id)).toEqual([fresh.id]);
    // Attaching an own one again is harmless.
    expect((await attach(manager.cookie, fresh.businessId!)).statusCode).toBe(200);
    expect(await assignedTo(manager.id)).toEqual([fresh.id]);
  });

  it("closes an old hole: a manager cannot take a colleague's house", async () => {
    expect((await attach(manager.cookie, colleaguesHouse.businessId!)).statusCode).toBe(409);
  });
});
