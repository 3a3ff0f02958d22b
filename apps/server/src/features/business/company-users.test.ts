import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPersonsSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { sessionCookieFor } from '../../../test/login';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.app.close());

async function get(email: string | null) {
  const headers = email ? { cookie: `sid=${await sessionCookieFor(testApp.database, email)}` } : {};
  return testApp.app.inject({ method: 'GET', url: '/api/business/companyUsers', headers });
}

describe('GET /api/business/companyUsers', () => {
  it("lists the persons of the manager's companies, admins first, with the shared companies", async () => {
    const response = await get('yritys@example.fi');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const persons = companyPersonsSchema.parse(response.json());
    expect(persons.map((person) => [person.email, person.role])).toEqual([
      ['olli.omistaja@example.fi', 'admin'],
      ['yritys@example.fi', 'admin'],
      ['yrityskayttaja@example.fi', 'user'],
      ['liisa.laskuttaja@example.fi', 'user'],
      ['pekka.puuska@example.fi', 'user'],
      ['sanna.seppa@example.fi', 'user'],
    ]);
    const liisa = persons.find((person) => person.email === 'liisa.laskuttaja@example.fi')!;
    expect(liisa.companies).toEqual([
      { companyName: 'Esimerkki Kiinteistöt Oy', businessId: '2345678-0' },
    ]);
  });

  it("shows a manager of one company only that company's persons and links", async () => {
    const persons = companyPersonsSchema.parse((await get('olli.omistaja@example.fi')).json());
    expect(persons.map((person) => person.email)).not.toContain('liisa.laskuttaja@example.fi');
    const yrjo = persons.find((person) => person.email === 'yritys@example.fi')!;
    expect(yrjo.companies).toEqual([{ companyName: 'Esimerkki Oy', businessId: '1234567-1' }]);
  });

  it('is for company managers only', async () => {
    expect((await get(null)).statusCode).toBe(401);
    for (const email of [
      'yrityskayttaja@example.fi',
      'kuluttaja@example.fi',
      'paakayttaja@example.fi',
    ]) {
      expect((await get(email)).statusCode, email).toBe(403);
    }
  });
});
