import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientAnswerSchema, housingLookupAnswerSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { jsonHeaders, sessionCookieFor } from '../../../test/login';
import {
  auditLog,
  customers,
  housingManagers,
  staffHousingCompanies,
  users,
} from '../../db/schema';
import {
  cookieOf as sessionOf,
  createOffice,
  createCustomer,
  createOfficeHouse,
  createUser,
} from '../../../test/factories';

const superUser = 'paakayttaja@example.fi';
const staff = 'isannoitsija@example.fi';
const free = '7890123-9'; // As Oy Vaahterarinne: the register names our office; no office has it
const elsewhere = '8901234-9'; // As Oy Merituuli: the register names another office

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.app.close());

const cookieOf = async (email: string) => `sid=${await sessionCookieFor(testApp.database, email)}`;

async function lookUp(email: string | null, businessId: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/remcompany/customership/${encodeURIComponent(businessId)}`,
    headers: email ? { cookie: await cookieOf(email) } : {},
  });
}

async function add(email: string | null, clientId: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/remcompany/addClient',
    headers: { ...jsonHeaders, ...(email ? { cookie: await cookieOf(email) } : {}) },
    payload: { clientId },
  });
}

async function housingNames(email: string): Promise<string[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/user/details/rem',
    headers: { cookie: await cookieOf(email) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const clients = response.json<{
    clients: { customerships: { customer: { name: string } }[] }[];
  }>().clients;
  return clients.map((client) => client.customerships[0]!.customer.name);
}

describe('GET /api/remcompany/customership/{businessId}', () => {
  it("finds a housing company among the utility's customers by its trimmed business id", async () => {
    const response = await lookUp(superUser, ` ${free} `);
    expect(response.statusCode, response.body).toBe(200);
    expect(housingLookupAnswerSchema.parse(response.json())).toEqual([
      { customer: { official: free, name: 'As Oy Vaahterarinne' } },
    ]);
    // A company customer is no housing company; an unknown id is nobody.
    expect((await lookUp(staff, '1234567-1')).json()).toEqual([]);
    expect((await lookUp(staff, '0000000-0')).json()).toEqual([]);
  });

  it('is for property managers only', async () => {
    expect((await lookUp(null, free)).statusCode).toBe(401);
    expect((await lookUp('kuluttaja@example.fi', free)).statusCode).toBe(403);
    expect((await lookUp('yritys@example.fi', free)).statusCode).toBe(403);
  });
});

describe('POST /api/remcompany/addClient', () => {
  it('refuses a housing company the trade register gives to another office, with both names', async () => {
    const response = await add(superUser, elsewhere);
    expect(response.statusCode).toBe(403);
    const body = response.json<{ error: string; message: string }>();
    expect(body.error).toBe('PRH_ERROR');
    expect(body.message).toContain('As Oy Merituuli');
    expect(body.message).toContain('Toinen Isännöinti Oy');
    expect(body.message).toContain('Isännöinti Esimerkki Oy');
    expect(await housingNames(superUser)).not.toContain('As Oy Merituuli');
  });

  it("puts a staff member's housing company on the office's and their own list, audited", async () => {
    expect(await housingNames(staff)).not.toContain('As Oy Vaahterarinne');
    const response = await add(staff, free);
    expect(response.statusCode, response.body).toBe(200);
    expect(addClientAnswerSchema.parse(response.json())).toEqual({
      customer: { official: free, name: 'As Oy Vaahterarinne' },
      status: 'attached',
    });
    expect(await housingNames(staff)).toContain('As Oy Vaahterarinne');
    expect(await housingNames(superUser)).toContain('As Oy Vaahterarinne');

    const [customer] = await testApp.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.businessId, free));
    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'housing_company.attach'),
          eq(auditLog.targetId, String(customer!.id)),
        ),
      );
    expect(audit).toHaveLength(1);

    // Attaching again changes nothing and is no error.
    expect((await add(superUser, free)).statusCode).toBe(200);
    const staffRows = await testApp.database.db
      .select()
      .from(staffHousingCompanies)
      .where(eq(staffHousingCompanies.customerId, customer!.id));
    expect(staffRows).toHaveLength(1);
  });

  it('answers 404 for an id that is no housing-company customer, and 400 for an empty one', async () => {
    const unknown = await add(superUser, '0000000-0');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Ei hakutuloksia' });
    expect((await add(superUser, '1234567-1')).statusCode).toBe(404);
    expect((await add(superUser, '  ')).statusCode).toBe(400);
  });

  it('is for property managers only', async () => {
    expect((await add(null, free)).statusCode).toBe(401);
    expect((await add('yritys@example.fi', free)).statusCode).toBe(403);
    expect((await add('kuluttaja@example.fi', free)).statusCode).toBe(403);
  });
});

describe('POST /api/remcompany/addClient: who attaches and who assigns', () => {
  let office: Awaited<ReturnType<typeof createOffice>>;
  let held: { id: number; businessId: string | null };
  let manager: { id: string };
  let cookies: { manager: string; superUser: string };
  beforeAll(async () => {
    const { db } = testApp.database;
    office = await createOffice(db);
    held = await createOfficeHouse(db, office);
    manager = await createUser(db, 'remUser', { officeId: office.id });
    const superUser = await createUser(db, 'remCompany', { officeId: office.id });
    cookies = {
      manager: await sessionOf(db, manager.id),
      superUser: await sessionOf(db, superUser.id),
    };
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
    const response = await attach(cookies.manager, held.businessId!);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'ALREADY_IN_OFFICE',
      message:
        'Taloyhtiö on jo toimistonne asiakkaana. Toimistonne pääkäyttäjä voi lisätä sen sinun taloyhtiöihisi.',
    });
    expect(await assignedTo(manager.id)).toEqual([]);
    expect(await testApp.database.db.select().from(auditLog)).toHaveLength(auditBefore.length);
    // The super user may (it changes nothing: the office holds it already).
    expect((await attach(cookies.superUser, held.businessId!)).statusCode).toBe(200);
  });

  it('lets a manager attach a housing company new to the office, onto their own list', async () => {
    const fresh = await createCustomer(testApp.database.db, 'housing_company');
    await testApp.database.db.insert(housingManagers).values({
      housingCompanyBusinessId: fresh.businessId!,
      officeBusinessId: office.businessId,
    });
    const response = await attach(cookies.manager, fresh.businessId!);
    expect(response.statusCode, response.body).toBe(200);
    expect(await assignedTo(manager.id)).toEqual([fresh.id]);
    // Attaching an own one again is harmless.
    expect((await attach(cookies.manager, fresh.businessId!)).statusCode).toBe(200);
    expect(await assignedTo(manager.id)).toEqual([fresh.id]);
  });

  it("closes the demo office's old hole: a manager cannot take a colleague's house", async () => {
    const [hilkkasHouse] = await testApp.database.db
      .select({ businessId: customers.businessId })
      .from(staffHousingCompanies)
      .innerJoin(users, eq(users.id, staffHousingCompanies.userId))
      .innerJoin(customers, eq(customers.id, staffHousingCompanies.customerId))
      .where(eq(users.email, 'hilkka.huolto@example.fi'));
    expect((await add(staff, hilkkasHouse!.businessId!)).statusCode).toBe(409);
  });
});
