import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerListSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildCompanyManager,
  buildOfficeAdmin,
  buildPropertyManager,
  createOffice,
  createOfficeHouse,
  type RoleUser,
} from '../../../test/factories';
import { jsonHeaders } from '../../../test/login';
import { auditLog } from '../../db/schema';

let testApp: TestApp;
let superUser: RoleUser;
// The office's two managers: Iivo with two housing companies, Hilkka with a third.
let iivo: RoleUser;
let hilkka: RoleUser;
let companyManager: RoleUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  const db = testApp.database.db;
  const office = await createOffice(db);
  const [esimerkkitalo, rantakoivu, kuusikallio] = [
    await createOfficeHouse(db, office, 'As Oy Esimerkkitalo'),
    await createOfficeHouse(db, office, 'As Oy Rantakoivu'),
    await createOfficeHouse(db, office, 'As Oy Kuusikallio'),
  ];
  superUser = await buildOfficeAdmin(db, { office });
  iivo = await buildPropertyManager(db, {
    office,
    houses: [rantakoivu, esimerkkitalo],
    firstName: 'Iivo',
    lastName: 'Isännöitsijä',
  });
  hilkka = await buildPropertyManager(db, { office, houses: [kuusikallio] });
  companyManager = await buildCompanyManager(db);
});
afterAll(() => testApp.app.close());

function list(cookie: string | null) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/user/myRemUsers',
    headers: cookie ? { cookie } : {},
  });
}

function remove(cookie: string | null, target: string) {
  return testApp.app.inject({
    method: 'DELETE',
    url: `/api/user/${encodeURIComponent(target)}`,
    headers: { ...jsonHeaders, cookie: cookie ?? '' },
  });
}

describe('GET /api/user/myRemUsers', () => {
  it("lists the office's managers by name, each with their housing companies", async () => {
    const response = await list(superUser.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const managers = managerListSchema.parse(response.json());
    const byEmail = new Map(managers.map((manager) => [manager.remUser.email, manager]));
    expect([...byEmail.keys()].sort()).toEqual([hilkka.email, iivo.email].sort());
    const iivosRow = byEmail.get(iivo.email)!;
    expect(iivosRow.remUser).toEqual({
      firstName: 'Iivo',
      lastName: 'Isännöitsijä',
      email: iivo.email,
    });
    expect(iivosRow.clients.map((client) => client.customerships[0]!.customer.name)).toEqual([
      'As Oy Esimerkkitalo',
      'As Oy Rantakoivu',
    ]);
  });

  it('is for the super user only', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(iivo.cookie)).statusCode).toBe(403);
    expect((await list(companyManager.cookie)).statusCode).toBe(403);
  });
});

describe('DELETE /api/user/{email}', () => {
  it("refuses anyone but the office's managers with the same 403", async () => {
    for (const target of [superUser.email, companyManager.email, 'ei.ole@example.fi']) {
      const response = await remove(superUser.cookie, target);
      expect(response.statusCode, target).toBe(403);
      expect(response.json()).toEqual({
        error: 'USER_NOT_FOUND',
        message: 'Käyttäjää ei löytynyt',
      });
    }
    expect((await remove(iivo.cookie, hilkka.email)).statusCode).toBe(403);
    expect((await remove(null, hilkka.email)).statusCode).toBe(401);
  });

  it('removes a manager: the account, its session and its place on the list go, audited', async () => {
    const before = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/details/rem',
      headers: { cookie: hilkka.cookie },
    });
    expect(before.statusCode).toBe(200);

    // The address in another case names the same account.
    expect((await remove(superUser.cookie, hilkka.email.toUpperCase())).statusCode).toBe(204);

    const after = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/details/rem',
      headers: { cookie: hilkka.cookie },
    });
    expect(after.statusCode).toBe(401);
    const emails = managerListSchema
      .parse((await list(superUser.cookie)).json())
      .map((manager) => manager.remUser.email);
    expect(emails).toEqual([iivo.email]);
    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, hilkka.id));
    expect(audit).toMatchObject([{ action: 'office_staff.remove', targetType: 'user' }]);
    expect((await remove(superUser.cookie, hilkka.email)).statusCode).toBe(403);
  });
});
