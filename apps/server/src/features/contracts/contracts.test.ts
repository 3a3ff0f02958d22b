import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDataSchema, openEndedContractEnd } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { sessionCookieFor } from '../../../test/login';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.app.close());

async function get(email: string | null, companyid?: string) {
  const headers = email ? { cookie: `sid=${await sessionCookieFor(testApp.database, email)}` } : {};
  const query = companyid === undefined ? '' : `?companyid=${encodeURIComponent(companyid)}`;
  return testApp.app.inject({ method: 'GET', url: `/api/contracts${query}`, headers });
}

async function customerData(email: string, companyid?: string) {
  const response = await get(email, companyid);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return customerDataSchema.parse(response.json());
}

describe('GET /api/contracts', () => {
  it('gives a consumer their own customer and every contract, by street then start', async () => {
    const data = await customerData('kuluttaja@example.fi');
    expect(data).toMatchObject({
      customerName: 'Matti Meikäläinen',
      customerIdentifier: ['100001'],
      identifier: null,
      email: 'kuluttaja@example.fi',
    });
    expect(
      data.contracts.map((c) => [c.address, c.contractStart, c.contractType, c.contractEnd]),
    ).toEqual([
      ['Esimerkkitie 5', '2014-03-01', 'Sähköverkkosopimus', '2019-12-31'],
      ['Esimerkkitie 5', '2014-03-01', 'Kaukolämmön myyntisopimus', openEndedContractEnd],
      ['Esimerkkitie 5', '2014-03-01', 'water', openEndedContractEnd],
      ['Esimerkkitie 5', '2020-01-01', 'Sähköverkkosopimus', openEndedContractEnd],
      ['Esimerkkitie 5', '2020-01-01', 'Sähkön myyntisopimus', openEndedContractEnd],
      ['Esimerkkitie 5', '2023-01-01', 'Sähköntuotannon verkkosopimus', openEndedContractEnd],
      ['Mökkipolku 12', '2018-06-01', 'Sähköverkkosopimus', openEndedContractEnd],
      ['Mökkipolku 12', '2018-06-01', 'Sähkön myyntisopimus', openEndedContractEnd],
    ]);
    const water = data.contracts.find((c) => c.utility === 'water')!;
    expect(water).toMatchObject({
      meteringpointIdentifier: '6400100004',
      gsrnIdentifier: expect.stringMatching(/^\d{18}$/),
      zip: '00100',
      city: 'Helsinki',
      unit: 'm3',
      yearlyEstimate: null,
      contractProduct: 'Vesihuolto',
    });
    expect(water.deviceCodes).toHaveLength(2);
    const cottage = data.contracts.at(-1)!;
    expect(cottage).toMatchObject({ utility: 'electricity', yearlyEstimate: 2600, unit: 'kWh' });
  });

  it('refuses a consumer naming a company: 403', async () => {
    expect((await get('kuluttaja@example.fi', '1234567-1')).statusCode).toBe(403);
  });

  it("gives a company role the named company's contracts", async () => {
    const data = await customerData('yritys@example.fi', '1234567-1');
    expect(data).toMatchObject({
      customerName: 'Esimerkki Oy',
      identifier: '1234567-1',
      customerIdentifier: ['200001', '200002'],
    });
    expect(data.contracts.map((c) => c.address)).toEqual([
      'Kauppakatu 21',
      'Kauppakatu 21',
      'Teollisuuskatu 10',
      'Teollisuuskatu 10',
      'Teollisuuskatu 10',
      'Varastotie 4',
      'Varastotie 4',
    ]);
    expect(data.contracts.find((c) => c.utility === 'districtheat')?.unit).toBe('MWh');
    const subsidiary = await customerData('yrityskayttaja@example.fi', '2345678-0');
    expect(subsidiary.contracts).toHaveLength(6);
  });

  it('answers 400 to a company or manager role without companyid', async () => {
    for (const email of ['yritys@example.fi', 'isannoitsija@example.fi']) {
      const response = await get(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'COMPANY_REQUIRED',
        message: 'Valitse yritys tai taloyhtiö, jonka sopimukset haetaan.',
      });
    }
  });

  it('answers 403 for a company the user does not act for', async () => {
    // Linked to the parent only: the subsidiary is not theirs (decision 0005).
    expect((await get('pekka.puuska@example.fi', '2345678-0')).statusCode).toBe(403);
    expect((await get('yritys@example.fi', '5678901-2')).statusCode).toBe(403);
    expect((await get('yritys@example.fi', '0000000-0')).statusCode).toBe(403);
  });

  it("gives managers their housing companies' contracts", async () => {
    const assigned = await customerData('isannoitsija@example.fi', '5678901-2');
    expect(assigned.customerName).toBe('As Oy Esimerkkitalo');
    expect(assigned.contracts.map((c) => c.utility).sort()).toEqual([
      'districtheat',
      'electricity',
      'electricity',
      'water',
    ]);
    expect((await get('isannoitsija@example.fi', '3456782-2')).statusCode).toBe(403);
    const office = await customerData('paakayttaja@example.fi', '3456782-2');
    expect(office.customerName).toBe('As Oy Kuusikallio');
    expect((await get('paakayttaja@example.fi', '7890123-9')).statusCode).toBe(403);
    expect((await get('isannoitsija@example.fi', '1234567-1')).statusCode).toBe(403);
  });

  it('answers 401 without a session and 400 to unknown query fields', async () => {
    expect((await get(null)).statusCode).toBe(401);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/contracts?tuntematon=1',
      headers: {
        cookie: `sid=${await sessionCookieFor(testApp.database, 'kuluttaja@example.fi')}`,
      },
    });
    expect(response.statusCode).toBe(400);
  });
});
