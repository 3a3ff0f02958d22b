import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../../test/database';
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
  createRegisteredHouse,
  type Place,
} from '../../test/factories';
import type { Database, Db } from '../db/connection';
import * as schema from '../db/schema';
import { isAppError } from '../errors';
import {
  assertCanSeeCompany,
  assertCanSeeHousingCompany,
  assertCanSeeMeteringPoint,
  assertCanSeeOffice,
  assertCanSeePerson,
  canSeeCompany,
  canSeeHousingCompany,
  canSeeMeteringPoint,
  canSeeOffice,
  canSeePerson,
  visibleCompanies,
  visibleHousingCompanies,
  visibleMeteringPoints,
  type MeteringPointFilter,
  type ResourceRef,
} from './access';
import type { SessionUser } from './session-user';

// The tables name the people, places and points of the world beforeAll builds as `@name`; the
// tests look up their e-mails, business ids and identifiers by it. A consumer (Matti) and
// another (Maija); a company with a subsidiary, their manager and users; an office holding three
// housing companies, its admin and two property managers; a housing company the register names
// the office the manager of but the office does not hold; and a foreign company and office.
const missing = {
  point: '6400199999',
  businessId: '0000000-0',
  userId: '00000000-0000-4000-8000-000000000000',
  office: '0000001-9',
};

let database: Database;
let db: Db;
/** Public keys by name: e-mails, business ids and metering point identifiers. */
const keys = new Map<string, string>();
/** The metering points of each customer by name, in the order they were made. */
const customerPoints = new Map<string, string[]>();
const users = new Map<string, SessionUser>();

const resolve = (ref: string) => (ref.startsWith('@') ? keys.get(ref.slice(1))! : ref);
const point = (name: string) => `@${name}`;
const pointsOf = (customer: string) => customerPoints.get(customer)!;
const user = (ref: string) => users.get(resolve(ref))!;
const customerId = async (ref: string) =>
  (
    await db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.businessId, resolve(ref)))
  )[0]!.id;
const officeId = async (ref: string) =>
  (
    await db
      .select()
      .from(schema.propertyManagerOffices)
      .where(eq(schema.propertyManagerOffices.businessId, resolve(ref)))
  )[0]!.id;

/** Names a customer and its new points (`${customer}-${point}`), of the given utilities. */
async function withPoints(
  customer: string,
  place: Place,
  points: Record<string, 'electricity' | 'districtheat' | 'water'>,
) {
  if (place.businessId) keys.set(customer, place.businessId);
  const made: string[] = [];
  for (const [name, utility] of Object.entries(points)) {
    const { identifier } = await buildMeteringPoint(db, { customerId: place.id, utility });
    keys.set(`${customer}-${name}`, identifier);
    made.push(identifier);
  }
  customerPoints.set(customer, made);
}

async function buildWorld() {
  const matti = await buildConsumer(db);
  keys.set('consumer', matti.email);
  await withPoints('matti', matti.customer, {
    'home-electricity': 'electricity',
    'cottage-electricity': 'electricity',
    'home-heat': 'districtheat',
    'home-water': 'water',
  });
  const maija = await buildConsumer(db);
  await withPoints('maija', maija.customer, { electricity: 'electricity' });

  const esimerkki = await createCustomer(db, 'company');
  const kiinteistot = await createCustomer(db, 'company', { parentCustomerId: esimerkki.id });
  await withPoints('esimerkki', esimerkki, {
    'office-electricity': 'electricity',
    'office-heat': 'districtheat',
  });
  await withPoints('kiinteistot', kiinteistot, {
    'hall-electricity': 'electricity',
    'hall-water': 'water',
  });
  const both = [esimerkki, kiinteistot];
  keys.set('companyManager', (await buildCompanyManager(db, { companies: both })).email);
  keys.set('companyUser', (await buildCompanyUser(db, { companies: both })).email);
  keys.set('pekka', (await buildCompanyUser(db, { companies: [esimerkki] })).email);
  keys.set('olli', (await buildCompanyManager(db, { companies: [esimerkki] })).email);

  const office = await createOffice(db);
  keys.set('office', office.businessId);
  const esimerkkitalo = await createOfficeHouse(db, office);
  await withPoints('esimerkkitalo', esimerkkitalo, {
    electricity: 'electricity',
    heat: 'districtheat',
    water: 'water',
  });
  const rantakoivu = await createOfficeHouse(db, office);
  await withPoints('rantakoivu', rantakoivu, { heat: 'districtheat', water: 'water' });
  const kuusikallio = await createOfficeHouse(db, office);
  await withPoints('kuusikallio', kuusikallio, { electricity: 'electricity' });
  const vaahterarinne = await createRegisteredHouse(db, office);
  await withPoints('vaahterarinne', vaahterarinne, { heat: 'districtheat' });
  keys.set('remCompany', (await buildOfficeAdmin(db, { office })).email);
  const assigned = [esimerkkitalo, rantakoivu];
  keys.set('remUser', (await buildPropertyManager(db, { office, houses: assigned })).email);
  keys.set('hilkka', (await buildPropertyManager(db, { office, houses: [kuusikallio] })).email);

  const vieras = await createCustomer(db, 'company');
  await withPoints('vieras', vieras, { electricity: 'electricity' });
  keys.set('foreignCompanyManager', (await buildCompanyManager(db, { companies: [vieras] })).email);
  const foreignOffice = await createOffice(db);
  keys.set('foreignOffice', foreignOffice.businessId);
  const merituuli = await createOfficeHouse(db, foreignOffice);
  await withPoints('merituuli', merituuli, { water: 'water' });
  const foreignStaff = await buildPropertyManager(db, {
    office: foreignOffice,
    houses: [merituuli],
  });
  keys.set('foreignOfficeStaff', foreignStaff.email);
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await buildWorld();
  const rows = await db
    .select({
      id: schema.users.id,
      role: schema.users.role,
      email: schema.users.email,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
    })
    .from(schema.users);
  for (const row of rows) users.set(row.email, row);
});
afterAll(() => database.close());

type Resource = 'meteringPoint' | 'company' | 'housingCompany' | 'person' | 'office';

// Persons are named by e-mail (resolved) and checked by their user id.
const checks: Record<Resource, (viewer: SessionUser, ref: string) => Promise<boolean>> = {
  meteringPoint: (viewer, ref) => canSeeMeteringPoint(db, viewer, ref),
  company: (viewer, ref) => canSeeCompany(db, viewer, ref),
  housingCompany: (viewer, ref) => canSeeHousingCompany(db, viewer, ref),
  person: (viewer, ref) => canSeePerson(db, viewer, users.get(ref)?.id ?? ref),
  office: (viewer, ref) => canSeeOffice(db, viewer, ref),
};

const consumer = '@consumer';
const companyManager = '@companyManager';
const companyUser = '@companyUser';
const remCompany = '@remCompany';
const remUser = '@remUser';
const foreign = {
  company: '@vieras',
  point: point('vieras-electricity'),
  office: '@foreignOffice',
  companyManager: '@foreignCompanyManager',
  officeStaff: '@foreignOfficeStaff',
};

type Case = 'own' | 'foreign' | 'nonexistent';
type Row = [user: string, resource: Resource, scope: Case, ref: string, expected: boolean];

// Every role × own / another's / nonexistent × every resource. A role that has no resource of a
// kind (a consumer and companies) has only foreign and nonexistent rows there.
const companyRoleRows = (email: string): Row[] => [
  [email, 'meteringPoint', 'own', point('esimerkki-office-electricity'), true],
  [email, 'meteringPoint', 'own', point('kiinteistot-hall-water'), true],
  [email, 'meteringPoint', 'foreign', point('matti-home-electricity'), false],
  [email, 'meteringPoint', 'foreign', foreign.point, false],
  [email, 'meteringPoint', 'foreign', point('esimerkkitalo-heat'), false],
  [email, 'meteringPoint', 'nonexistent', missing.point, false],
  [email, 'company', 'own', '@esimerkki', true],
  [email, 'company', 'own', '@kiinteistot', true],
  [email, 'company', 'foreign', foreign.company, false],
  [email, 'company', 'foreign', '@esimerkkitalo', false],
  [email, 'company', 'nonexistent', missing.businessId, false],
  [email, 'housingCompany', 'foreign', '@esimerkkitalo', false],
  [email, 'housingCompany', 'nonexistent', missing.businessId, false],
  [email, 'person', 'own', email, true],
  [email, 'person', 'foreign', consumer, false],
  [email, 'person', 'foreign', foreign.companyManager, false],
  [email, 'person', 'nonexistent', missing.userId, false],
  [email, 'office', 'foreign', '@office', false],
  [email, 'office', 'nonexistent', missing.office, false],
];

const matrix: Row[] = [
  [consumer, 'meteringPoint', 'own', point('matti-home-electricity'), true],
  [consumer, 'meteringPoint', 'own', point('matti-home-water'), true],
  [consumer, 'meteringPoint', 'foreign', point('maija-electricity'), false],
  [consumer, 'meteringPoint', 'foreign', point('esimerkki-office-electricity'), false],
  [consumer, 'meteringPoint', 'foreign', point('esimerkkitalo-water'), false],
  [consumer, 'meteringPoint', 'nonexistent', missing.point, false],
  [consumer, 'company', 'foreign', '@esimerkki', false],
  [consumer, 'company', 'nonexistent', missing.businessId, false],
  [consumer, 'housingCompany', 'foreign', '@esimerkkitalo', false],
  [consumer, 'housingCompany', 'nonexistent', missing.businessId, false],
  [consumer, 'person', 'own', consumer, true],
  [consumer, 'person', 'foreign', companyUser, false],
  [consumer, 'person', 'nonexistent', missing.userId, false],
  [consumer, 'office', 'foreign', '@office', false],
  [consumer, 'office', 'nonexistent', missing.office, false],

  ...companyRoleRows(companyManager),
  [companyManager, 'person', 'own', companyUser, true],
  [companyManager, 'person', 'own', '@pekka', true],
  [companyManager, 'person', 'own', '@olli', true],
  [companyManager, 'person', 'foreign', remUser, false],

  ...companyRoleRows(companyUser),
  [companyUser, 'person', 'foreign', companyManager, false],
  [companyUser, 'person', 'foreign', '@pekka', false],

  [remCompany, 'meteringPoint', 'own', point('kuusikallio-electricity'), true],
  [remCompany, 'meteringPoint', 'own', point('esimerkkitalo-heat'), true],
  [remCompany, 'meteringPoint', 'foreign', point('merituuli-water'), false],
  [remCompany, 'meteringPoint', 'foreign', point('vaahterarinne-heat'), false],
  [remCompany, 'meteringPoint', 'foreign', point('matti-home-electricity'), false],
  [remCompany, 'meteringPoint', 'nonexistent', missing.point, false],
  [remCompany, 'company', 'foreign', '@esimerkki', false],
  [remCompany, 'company', 'foreign', '@esimerkkitalo', false],
  [remCompany, 'company', 'nonexistent', missing.businessId, false],
  [remCompany, 'housingCompany', 'own', '@esimerkkitalo', true],
  [remCompany, 'housingCompany', 'own', '@kuusikallio', true],
  [remCompany, 'housingCompany', 'foreign', '@merituuli', false],
  [remCompany, 'housingCompany', 'foreign', '@vaahterarinne', false],
  [remCompany, 'housingCompany', 'nonexistent', missing.businessId, false],
  [remCompany, 'person', 'own', remCompany, true],
  [remCompany, 'person', 'own', remUser, true],
  [remCompany, 'person', 'own', '@hilkka', true],
  [remCompany, 'person', 'foreign', foreign.officeStaff, false],
  [remCompany, 'person', 'foreign', companyManager, false],
  [remCompany, 'person', 'nonexistent', missing.userId, false],
  [remCompany, 'office', 'own', '@office', true],
  [remCompany, 'office', 'foreign', foreign.office, false],
  [remCompany, 'office', 'nonexistent', missing.office, false],

  [remUser, 'meteringPoint', 'own', point('esimerkkitalo-electricity'), true],
  [remUser, 'meteringPoint', 'own', point('rantakoivu-water'), true],
  [remUser, 'meteringPoint', 'foreign', point('kuusikallio-electricity'), false],
  [remUser, 'meteringPoint', 'foreign', point('merituuli-water'), false],
  [remUser, 'meteringPoint', 'nonexistent', missing.point, false],
  [remUser, 'company', 'foreign', '@esimerkki', false],
  [remUser, 'company', 'nonexistent', missing.businessId, false],
  [remUser, 'housingCompany', 'own', '@esimerkkitalo', true],
  [remUser, 'housingCompany', 'own', '@rantakoivu', true],
  [remUser, 'housingCompany', 'foreign', '@kuusikallio', false],
  [remUser, 'housingCompany', 'foreign', '@merituuli', false],
  [remUser, 'housingCompany', 'nonexistent', missing.businessId, false],
  [remUser, 'person', 'own', remUser, true],
  [remUser, 'person', 'foreign', remCompany, false],
  [remUser, 'person', 'foreign', '@hilkka', false],
  [remUser, 'person', 'nonexistent', missing.userId, false],
  [remUser, 'office', 'own', '@office', true],
  [remUser, 'office', 'foreign', foreign.office, false],
  [remUser, 'office', 'nonexistent', missing.office, false],
];

describe('access matrix', () => {
  it.each(matrix)('%s · %s · %s (%s) → %s', async (viewer, resource, _case, ref, expected) => {
    expect(await checks[resource](user(viewer), resolve(ref))).toBe(expected);
  });
});

describe('internal ids', () => {
  it('name the same resources as the public keys', async () => {
    const [matti] = await db
      .select()
      .from(schema.meteringPoints)
      .where(eq(schema.meteringPoints.identifier, resolve(point('matti-home-electricity'))));
    expect(await canSeeMeteringPoint(db, user(consumer), matti!.id)).toBe(true);
    expect(await canSeeMeteringPoint(db, user(companyManager), matti!.id)).toBe(false);
    expect(await canSeeCompany(db, user(companyUser), await customerId('@kiinteistot'))).toBe(true);
    expect(await canSeeCompany(db, user(consumer), await customerId('@kiinteistot'))).toBe(false);
    const kuusikallio = await customerId('@kuusikallio');
    expect(await canSeeHousingCompany(db, user(remCompany), kuusikallio)).toBe(true);
    expect(await canSeeHousingCompany(db, user(remUser), kuusikallio)).toBe(false);
    expect(await canSeeOffice(db, user(remUser), await officeId('@office'))).toBe(true);
    expect(await canSeeOffice(db, user(remUser), await officeId(foreign.office))).toBe(false);
  });

  it.each<ResourceRef>([0, -1, 1.5, Number.NaN, Infinity, 2 ** 31, "' OR 1=1 --", ''])(
    'answer no, without an error, to the malformed reference %s',
    async (ref) => {
      const viewer = user(remCompany);
      expect(await canSeeMeteringPoint(db, viewer, ref)).toBe(false);
      expect(await canSeeCompany(db, viewer, ref)).toBe(false);
      expect(await canSeeHousingCompany(db, viewer, ref)).toBe(false);
      expect(await canSeeOffice(db, viewer, ref)).toBe(false);
      expect(await canSeePerson(db, viewer, String(ref))).toBe(false);
    },
  );
});

describe('visibleMeteringPoints', () => {
  /** The identifiers the viewer sees; a customer named `@name` is looked up first. */
  const identifiers = async (viewer: string, filter: MeteringPointFilter = {}) => {
    const { customer } = filter;
    const narrowed =
      typeof customer === 'string' ? { ...filter, customer: resolve(customer) } : filter;
    return (await visibleMeteringPoints(db, user(viewer), narrowed)).map((p) => p.identifier);
  };
  const companies = ['esimerkki', 'kiinteistot'];

  it.each([
    [consumer, ['matti']],
    [companyManager, companies],
    [companyUser, companies],
    [remCompany, ['esimerkkitalo', 'rantakoivu', 'kuusikallio']],
    [remUser, ['esimerkkitalo', 'rantakoivu']],
  ])('%s sees exactly the points of %j', async (viewer, customers) => {
    expect(await identifiers(viewer)).toEqual(customers.flatMap(pointsOf));
  });

  it('narrows to one visible customer or utility, never widens', async () => {
    const esimerkki = await customerId('@esimerkki');
    expect(await identifiers(companyManager, { customer: '@kiinteistot' })).toEqual(
      pointsOf('kiinteistot'),
    );
    expect(await identifiers(companyUser, { customer: esimerkki })).toEqual(pointsOf('esimerkki'));
    expect(await identifiers(companyManager, { utility: 'water' })).toEqual([
      resolve(point('kiinteistot-hall-water')),
    ]);
    expect(await identifiers(consumer, { utility: 'districtheat' })).toEqual([
      resolve(point('matti-home-heat')),
    ]);
    expect(
      await identifiers(remCompany, { customer: '@kuusikallio', utility: 'electricity' }),
    ).toEqual([resolve(point('kuusikallio-electricity'))]);
    expect(await identifiers(companyManager, { customer: foreign.company })).toEqual([]);
    expect(await identifiers(companyManager, { customer: '@esimerkkitalo' })).toEqual([]);
    expect(await identifiers(remUser, { customer: '@kuusikallio' })).toEqual([]);
    expect(await identifiers(consumer, { customer: esimerkki })).toEqual([]);
    expect(await identifiers(consumer, { customer: -1 })).toEqual([]);
  });
});

describe('visibleCompanies and visibleHousingCompanies', () => {
  it.each([
    [consumer, [], []],
    [companyManager, ['@esimerkki', '@kiinteistot'], []],
    [companyUser, ['@esimerkki', '@kiinteistot'], []],
    [remCompany, [], ['@esimerkkitalo', '@rantakoivu', '@kuusikallio']],
    [remUser, [], ['@esimerkkitalo', '@rantakoivu']],
  ])('%s: companies %j, housing companies %j', async (viewer, companies, housing) => {
    const businessIds = (rows: { businessId: string | null }[]) => rows.map((c) => c.businessId);
    expect(businessIds(await visibleCompanies(db, user(viewer)))).toEqual(companies.map(resolve));
    expect(businessIds(await visibleHousingCompanies(db, user(viewer)))).toEqual(
      housing.map(resolve),
    );
  });
});

describe('assert variants', () => {
  const status = async (attempt: Promise<unknown>) => {
    const error: unknown = await attempt.catch((e: unknown) => e);
    return isAppError(error) ? { status: error.statusCode, body: error.toJSON() } : error;
  };
  const refused = { status: 403, body: { error: 'FORBIDDEN', message: 'Ei käyttöoikeutta.' } };

  it.each<[string, (ref: string) => Promise<unknown>, string, string, string]>([
    [
      'metering point',
      (ref) => assertCanSeeMeteringPoint(db, user(consumer), ref),
      point('matti-home-water'),
      point('maija-electricity'),
      missing.point,
    ],
    [
      'company',
      (ref) => assertCanSeeCompany(db, user(companyUser), ref),
      '@esimerkki',
      foreign.company,
      missing.businessId,
    ],
    [
      'housing company',
      (ref) => assertCanSeeHousingCompany(db, user(remUser), ref),
      '@rantakoivu',
      '@kuusikallio',
      missing.businessId,
    ],
    [
      'person',
      (email) => assertCanSeePerson(db, user(companyManager), users.get(email)?.id ?? email),
      companyUser,
      consumer,
      missing.userId,
    ],
    [
      'office',
      (ref) => assertCanSeeOffice(db, user(remCompany), ref),
      '@office',
      foreign.office,
      missing.office,
    ],
  ])(
    '%s: own passes, foreign and nonexistent both give the same 403',
    async (_, assert, own, other, absent) => {
      await expect(assert(resolve(own))).resolves.toBeDefined();
      expect(await status(assert(resolve(other)))).toEqual(refused);
      expect(await status(assert(resolve(absent)))).toEqual(refused);
    },
  );

  it('return the internal id of what they let through', async () => {
    expect(await assertCanSeeCompany(db, user(companyManager), resolve('@kiinteistot'))).toBe(
      await customerId('@kiinteistot'),
    );
    expect(await assertCanSeeOffice(db, user(remUser), resolve('@office'))).toBe(
      await officeId('@office'),
    );
    expect(await assertCanSeePerson(db, user(remCompany), user(remUser).id)).toBe(user(remUser).id);
    const id = await assertCanSeeMeteringPoint(
      db,
      user(remUser),
      resolve(point('rantakoivu-heat')),
    );
    const [row] = await db
      .select()
      .from(schema.meteringPoints)
      .where(eq(schema.meteringPoints.id, id));
    expect(row?.identifier).toBe(resolve(point('rantakoivu-heat')));
  });
});
