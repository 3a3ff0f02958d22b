import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerListSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { jsonHeaders, sessionCookieFor } from '../../../test/login';
import { auditLog, users } from '../../db/schema';

const superUser = 'paakayttaja@example.fi';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.app.close());

const cookieOf = async (email: string) => `sid=${await sessionCookieFor(testApp.database, email)}`;

async function list(email: string | null) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/user/myRemUsers',
    headers: email ? { cookie: await cookieOf(email) } : {},
  });
}

async function remove(email: string | null, target: string, cookie?: string) {
  return testApp.app.inject({
    method: 'DELETE',
    url: `/api/user/${encodeURIComponent(target)}`,
    headers: { ...jsonHeaders, cookie: cookie ?? (email ? await cookieOf(email) : '') },
  });
}

describe('GET /api/user/myRemUsers', () => {
  it("lists the office's managers by name, each with their housing companies", async () => {
    const response = await list(superUser);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const managers = managerListSchema.parse(response.json());
    const byEmail = new Map(managers.map((manager) => [manager.remUser.email, manager]));
    expect([...byEmail.keys()].sort()).toEqual([
      'hilkka.huolto@example.fi',
      'isannoitsija@example.fi',
    ]);
    const iivo = byEmail.get('isannoitsija@example.fi')!;
    expect(iivo.remUser).toEqual({
      firstName: 'Iivo',
      lastName: 'Isännöitsijä',
      email: 'isannoitsija@example.fi',
    });
    expect(iivo.clients.map((client) => client.customerships[0]!.customer.name)).toEqual([
      'As Oy Esimerkkitalo',
      'As Oy Rantakoivu',
    ]);
  });

  it('is for the super user only', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list('isannoitsija@example.fi')).statusCode).toBe(403);
    expect((await list('yritys@example.fi')).statusCode).toBe(403);
  });
});

describe('DELETE /api/user/{email}', () => {
  it("refuses anyone but the office's managers with the same 403", async () => {
    for (const target of [superUser, 'yritys@example.fi', 'ei.ole@example.fi']) {
      const response = await remove(superUser, target);
      expect(response.statusCode, target).toBe(403);
      expect(response.json()).toEqual({
        error: 'USER_NOT_FOUND',
        message: 'Käyttäjää ei löytynyt',
      });
    }
    expect((await remove('isannoitsija@example.fi', 'hilkka.huolto@example.fi')).statusCode).toBe(
      403,
    );
    expect((await remove(null, 'hilkka.huolto@example.fi')).statusCode).toBe(401);
  });

  it('removes a manager: the account, its session and its place on the list go, audited', async () => {
    const hilkka = await cookieOf('hilkka.huolto@example.fi');
    const before = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/details/rem',
      headers: { cookie: hilkka },
    });
    expect(before.statusCode).toBe(200);
    const [account] = await testApp.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'hilkka.huolto@example.fi'));

    expect((await remove(superUser, 'Hilkka.Huolto@example.fi')).statusCode).toBe(204);

    const after = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/details/rem',
      headers: { cookie: hilkka },
    });
    expect(after.statusCode).toBe(401);
    const emails = managerListSchema
      .parse((await list(superUser)).json())
      .map((manager) => manager.remUser.email);
    expect(emails).toEqual(['isannoitsija@example.fi']);
    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, account!.id));
    expect(audit).toMatchObject([{ action: 'office_staff.remove', targetType: 'user' }]);
    expect((await remove(superUser, 'hilkka.huolto@example.fi')).statusCode).toBe(403);
  });
});
