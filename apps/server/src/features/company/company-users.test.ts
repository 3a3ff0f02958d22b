import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPersonsSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildCompanyManager,
  buildCompanyUser,
  buildConsumer,
  buildOfficeAdmin,
  createCustomer,
  type Place,
  type RoleUser,
} from '../../../test/factories';

let testApp: TestApp;
let parent: Place;
let subsidiary: Place;
// Two managers (one of both companies, one of the parent only) and four users.
let yrjo: RoleUser;
let olli: RoleUser;
let kaisa: RoleUser;
let liisa: RoleUser;
let pekka: RoleUser;
let sanna: RoleUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  const db = testApp.database.db;
  parent = await createCustomer(db, 'company');
  subsidiary = await createCustomer(db, 'company', { parentCustomerId: parent.id });
  const both = [parent, subsidiary];
  const named = (firstName: string, lastName: string) => ({ firstName, lastName });
  yrjo = await buildCompanyManager(db, { companies: both, ...named('Yrjö', 'Yrittäjä') });
  olli = await buildCompanyManager(db, { companies: [parent], ...named('Olli', 'Omistaja') });
  kaisa = await buildCompanyUser(db, { companies: both, ...named('Kaisa', 'Käyttäjä') });
  liisa = await buildCompanyUser(db, {
    companies: [subsidiary],
    ...named('Liisa', 'Laskuttaja'),
  });
  pekka = await buildCompanyUser(db, { companies: [parent], ...named('Pekka', 'Puuska') });
  sanna = await buildCompanyUser(db, { companies: both, ...named('Sanna', 'Seppä') });
});
afterAll(() => testApp.app.close());

function get(cookie: string | null) {
  const headers = cookie ? { cookie } : {};
  return testApp.app.inject({ method: 'GET', url: '/api/business/companyUsers', headers });
}

describe('GET /api/business/companyUsers', () => {
  it("lists the persons of the manager's companies, admins first, with the shared companies", async () => {
    const response = await get(yrjo.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const persons = companyPersonsSchema.parse(response.json());
    expect(persons.map((person) => [person.email, person.role])).toEqual([
      [olli.email, 'admin'],
      [yrjo.email, 'admin'],
      [kaisa.email, 'user'],
      [liisa.email, 'user'],
      [pekka.email, 'user'],
      [sanna.email, 'user'],
    ]);
    const liisasRow = persons.find((person) => person.email === liisa.email)!;
    expect(liisasRow.companies).toEqual([
      { companyName: subsidiary.name, businessId: subsidiary.businessId },
    ]);
  });

  it("shows a manager of one company only that company's persons and links", async () => {
    const persons = companyPersonsSchema.parse((await get(olli.cookie)).json());
    expect(persons.map((person) => person.email)).not.toContain(liisa.email);
    const yrjosRow = persons.find((person) => person.email === yrjo.email)!;
    expect(yrjosRow.companies).toEqual([
      { companyName: parent.name, businessId: parent.businessId },
    ]);
  });

  it('is for company managers only', async () => {
    const db = testApp.database.db;
    expect((await get(null)).statusCode).toBe(401);
    const others = {
      companyUser: kaisa,
      consumer: await buildConsumer(db),
      officeAdmin: await buildOfficeAdmin(db),
    };
    for (const [role, user] of Object.entries(others)) {
      expect((await get(user.cookie)).statusCode, role).toBe(403);
    }
  });
});
