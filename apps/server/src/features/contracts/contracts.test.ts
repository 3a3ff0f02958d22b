import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDataSchema, openEndedContractEnd } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildCompanyManager,
  buildCompanyUser,
  buildConsumer,
  buildMeteringPoint,
  buildOfficeAdmin,
  buildPropertyManager,
  createCustomer,
  createOffice,
  createOfficeHouse,
  type Place,
  type RoleUser,
} from '../../../test/factories';

let testApp: TestApp;
let consumer: RoleUser;
let waterPoint: string;
// A company manager of a parent company and its subsidiary; a user of both; a user of the parent.
let parent: Place;
let subsidiary: Place;
let manager: RoleUser;
let userOfBoth: RoleUser;
let userOfParent: RoleUser;
// An office of two housing companies; its property manager is assigned the first.
let assignedHouse: Place;
let otherHouse: Place;
let otherOfficesHouse: Place;
let propertyManager: RoleUser;
let officeAdmin: RoleUser;

const home = 'Esimerkkitie 5';
const energyContract = 'Sähkön myyntisopimus';

async function buildConsumerWithContracts() {
  const db = testApp.database.db;
  const customer = await createCustomer(db, 'person', {
    name: 'Matti Meikäläinen',
    customerNumbers: ['100001'],
    email: 'matti@example.fi',
  });
  // Made in this order so that contracts starting on one day list in it (contract number last).
  const built = await buildConsumer(db, {
    customer,
    points: [
      {
        street: home,
        contracts: [
          { start: '2014-03-01', end: '2019-12-31' },
          { start: '2020-01-01' },
          { start: '2020-01-01', type: energyContract, product: 'Kiinteä hinta' },
          { start: '2023-01-01', type: 'Sähköntuotannon verkkosopimus', product: 'Pientuotanto' },
        ],
      },
      { utility: 'districtheat', street: home, contracts: [{ start: '2014-03-01' }] },
      {
        utility: 'water',
        street: home,
        deviceCodes: ['2100011', '2100012'],
        contracts: [{ start: '2014-03-01' }],
      },
      {
        street: 'Mökkipolku 12',
        contracts: [
          { start: '2018-06-01', yearlyEstimateKwh: 2600 },
          { start: '2018-06-01', yearlyEstimateKwh: 2600, type: energyContract },
        ],
      },
    ],
  });
  consumer = built;
  waterPoint = built.points[2]!.identifier;
}

async function buildCompanies() {
  const db = testApp.database.db;
  parent = await createCustomer(db, 'company', { customerNumbers: ['200001', '200002'] });
  subsidiary = await createCustomer(db, 'company', { parentCustomerId: parent.id });
  const twoContracts = [{ start: '2020-01-01' }, { start: '2020-01-01', type: energyContract }];
  for (const street of ['Varastotie 4', 'Teollisuuskatu 10', 'Kauppakatu 21']) {
    await buildMeteringPoint(db, { customerId: parent.id, street, contracts: twoContracts });
  }
  await buildMeteringPoint(db, {
    customerId: parent.id,
    utility: 'districtheat',
    unit: 'MWh',
    street: 'Teollisuuskatu 10',
    contracts: [{ start: '2020-01-01' }],
  });
  for (let i = 0; i < 3; i++) {
    await buildMeteringPoint(db, { customerId: subsidiary.id, contracts: twoContracts });
  }
  manager = await buildCompanyManager(db, { companies: [parent, subsidiary] });
  userOfBoth = await buildCompanyUser(db, { companies: [parent, subsidiary] });
  userOfParent = await buildCompanyUser(db, { companies: [parent] });
}

async function buildOffices() {
  const db = testApp.database.db;
  const office = await createOffice(db);
  assignedHouse = await createOfficeHouse(db, office);
  otherHouse = await createOfficeHouse(db, office);
  otherOfficesHouse = await createOfficeHouse(db, await createOffice(db));
  for (const utility of ['districtheat', 'electricity', 'electricity', 'water'] as const) {
    await buildMeteringPoint(db, {
      customerId: assignedHouse.id,
      utility,
      contracts: [{ start: '2020-01-01' }],
    });
  }
  propertyManager = await buildPropertyManager(db, { office, houses: [assignedHouse] });
  officeAdmin = await buildOfficeAdmin(db, { office });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  await buildConsumerWithContracts();
  await buildCompanies();
  await buildOffices();
});
afterAll(() => testApp.app.close());

function get(cookie: string | null, companyid?: string | null) {
  const headers = cookie ? { cookie } : {};
  const query = companyid == null ? '' : `?companyid=${encodeURIComponent(companyid)}`;
  return testApp.app.inject({ method: 'GET', url: `/api/contracts${query}`, headers });
}

async function customerData(cookie: string, companyid?: string | null) {
  const response = await get(cookie, companyid);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return customerDataSchema.parse(response.json());
}

describe('GET /api/contracts', () => {
  it('gives a consumer their own customer and every contract, by street then start', async () => {
    const data = await customerData(consumer.cookie);
    expect(data).toMatchObject({
      customerName: 'Matti Meikäläinen',
      customerIdentifier: ['100001'],
      identifier: null,
      email: 'matti@example.fi',
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
      meteringpointIdentifier: waterPoint,
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
    expect((await get(consumer.cookie, parent.businessId)).statusCode).toBe(403);
  });

  it("gives a company role the named company's contracts", async () => {
    const data = await customerData(manager.cookie, parent.businessId);
    expect(data).toMatchObject({
      customerName: parent.name,
      identifier: parent.businessId,
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
    const subsidiarys = await customerData(userOfBoth.cookie, subsidiary.businessId);
    expect(subsidiarys.contracts).toHaveLength(6);
  });

  it('answers 400 to a company or manager role without companyid', async () => {
    for (const user of [manager, propertyManager]) {
      const response = await get(user.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'COMPANY_REQUIRED',
        message: 'Valitse yritys tai taloyhtiö, jonka sopimukset haetaan.',
      });
    }
  });

  it('answers 403 for a company the user does not act for', async () => {
    // Linked to the parent only: the subsidiary is not theirs (decision 0005).
    expect((await get(userOfParent.cookie, subsidiary.businessId)).statusCode).toBe(403);
    expect((await get(manager.cookie, assignedHouse.businessId)).statusCode).toBe(403);
    expect((await get(manager.cookie, '0000000-0')).statusCode).toBe(403);
  });

  it("gives managers their housing companies' contracts", async () => {
    const assigned = await customerData(propertyManager.cookie, assignedHouse.businessId);
    expect(assigned.customerName).toBe(assignedHouse.name);
    expect(assigned.contracts.map((c) => c.utility).sort()).toEqual([
      'districtheat',
      'electricity',
      'electricity',
      'water',
    ]);
    expect((await get(propertyManager.cookie, otherHouse.businessId)).statusCode).toBe(403);
    const office = await customerData(officeAdmin.cookie, otherHouse.businessId);
    expect(office.customerName).toBe(otherHouse.name);
    expect((await get(officeAdmin.cookie, otherOfficesHouse.businessId)).statusCode).toBe(403);
    expect((await get(propertyManager.cookie, parent.businessId)).statusCode).toBe(403);
  });

  it('answers 401 without a session and 400 to unknown query fields', async () => {
    expect((await get(null)).statusCode).toBe(401);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/contracts?tuntematon=1',
      headers: { cookie: consumer.cookie },
    });
    expect(response.statusCode).toBe(400);
  });
});
