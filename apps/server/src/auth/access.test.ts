import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../../test/database';
import type { Database, Db } from '../db/connection';
import * as schema from '../db/schema';
import { demoCustomers } from '../demo/world';
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
  type ResourceRef,
} from './access';
import type { SessionUser } from './session-user';

// The demo world plus what it lacks for foreign cases: a company nobody of ours acts for, and a
// second office holding As Oy Merituuli with a staff member of its own.
const foreign = {
  company: '9876543-0',
  point: '6400199001',
  office: '2222222-9',
  companyManager: 'vieras@example.fi',
  officeStaff: 'toinen.isannoitsija@example.fi',
};
const missing = {
  point: '6400199999',
  businessId: '0000000-0',
  userId: '00000000-0000-4000-8000-000000000000',
  office: '0000001-9',
};

let database: Database;
let db: Db;
const users = new Map<string, SessionUser>();

const pointsOf = (customerKey: string) =>
  demoCustomers.find((c) => c.key === customerKey)!.meteringPoints.map((p) => p.identifier);
const point = (pointKey: string) =>
  demoCustomers.flatMap((c) => c.meteringPoints).find((p) => p.key === pointKey)!.identifier;
const user = (email: string) => users.get(email)!;
const customerId = async (businessId: string) =>
  (await db.select().from(schema.customers).where(eq(schema.customers.businessId, businessId)))[0]!
    .id;
const officeId = async (businessId: string) =>
  (
    await db
      .select()
      .from(schema.propertyManagerOffices)
      .where(eq(schema.propertyManagerOffices.businessId, businessId))
  )[0]!.id;

async function addForeignWorld() {
  const [company] = await db
    .insert(schema.customers)
    .values({ kind: 'company', name: 'Vieras Oy', businessId: foreign.company })
    .returning();
  await db.insert(schema.meteringPoints).values({
    customerId: company!.id,
    identifier: foreign.point,
    gsrn: '643006966000199001',
    utility: 'electricity',
    street: 'Vieraskatu 1',
    postalCode: '00100',
    city: 'Helsinki',
    unit: 'kWh',
    resolutionMinutes: 60,
    temperatureArea: 'Helsinki',
  });
  const [office] = await db
    .insert(schema.propertyManagerOffices)
    .values({
      name: 'Toinen Isännöinti Oy',
      businessId: foreign.office,
      street: 'Toinen katu 2',
      postalCode: '00100',
      postOffice: 'Helsinki',
    })
    .returning();
  const merituuli = await customerId('8901234-9');
  await db
    .insert(schema.officeHousingCompanies)
    .values({ officeId: office!.id, customerId: merituuli });
  const [manager, staff] = await db
    .insert(schema.users)
    .values([
      {
        email: foreign.companyManager,
        firstName: 'Veli',
        lastName: 'Vieras',
        role: 'companyManager',
      },
      { email: foreign.officeStaff, firstName: 'Tiina', lastName: 'Toinen', role: 'remUser' },
    ])
    .returning();
  await db
    .insert(schema.userCustomers)
    .values({ userId: manager!.id, customerId: company!.id, personRole: 'admin' });
  await db.insert(schema.officeStaff).values({ officeId: office!.id, userId: staff!.id });
  await db
    .insert(schema.staffHousingCompanies)
    .values({ officeId: office!.id, userId: staff!.id, customerId: merituuli });
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await addForeignWorld();
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

// Persons are named by e-mail in the table and checked by their user id.
const checks: Record<Resource, (viewer: SessionUser, ref: string) => Promise<boolean>> = {
  meteringPoint: (viewer, ref) => canSeeMeteringPoint(db, viewer, ref),
  company: (viewer, ref) => canSeeCompany(db, viewer, ref),
  housingCompany: (viewer, ref) => canSeeHousingCompany(db, viewer, ref),
  person: (viewer, ref) => canSeePerson(db, viewer, users.get(ref)?.id ?? ref),
  office: (viewer, ref) => canSeeOffice(db, viewer, ref),
};

const consumer = 'kuluttaja@example.fi';
const companyManager = 'yritys@example.fi';
const companyUser = 'yrityskayttaja@example.fi';
const remCompany = 'paakayttaja@example.fi';
const remUser = 'isannoitsija@example.fi';

type Case = 'own' | 'foreign' | 'nonexistent';
type Row = [email: string, resource: Resource, scope: Case, ref: string, expected: boolean];

// Every role × own / another's / nonexistent × every resource. A role that has no resource of a
// kind (a consumer and companies) has only foreign and nonexistent rows there.
const companyRoleRows = (email: string): Row[] => [
  [email, 'meteringPoint', 'own', point('esimerkki-office-electricity'), true],
  [email, 'meteringPoint', 'own', point('kiinteistot-hall-water'), true],
  [email, 'meteringPoint', 'foreign', point('matti-home-electricity'), false],
  [email, 'meteringPoint', 'foreign', foreign.point, false],
  [email, 'meteringPoint', 'foreign', point('esimerkkitalo-heat'), false],
  [email, 'meteringPoint', 'nonexistent', missing.point, false],
  [email, 'company', 'own', '1234567-1', true],
  [email, 'company', 'own', '2345678-0', true],
  [email, 'company', 'foreign', foreign.company, false],
  [email, 'company', 'foreign', '5678901-2', false],
  [email, 'company', 'nonexistent', missing.businessId, false],
  [email, 'housingCompany', 'foreign', '5678901-2', false],
  [email, 'housingCompany', 'nonexistent', missing.businessId, false],
  [email, 'person', 'own', email, true],
  [email, 'person', 'foreign', consumer, false],
  [email, 'person', 'foreign', foreign.companyManager, false],
  [email, 'person', 'nonexistent', missing.userId, false],
  [email, 'office', 'foreign', '4567890-7', false],
  [email, 'office', 'nonexistent', missing.office, false],
];

const matrix: Row[] = [
  [consumer, 'meteringPoint', 'own', point('matti-home-electricity'), true],
  [consumer, 'meteringPoint', 'own', point('matti-home-water'), true],
  [consumer, 'meteringPoint', 'foreign', point('maija-electricity'), false],
  [consumer, 'meteringPoint', 'foreign', point('esimerkki-office-electricity'), false],
  [consumer, 'meteringPoint', 'foreign', point('esimerkkitalo-water'), false],
  [consumer, 'meteringPoint', 'nonexistent', missing.point, false],
  [consumer, 'company', 'foreign', '1234567-1', false],
  [consumer, 'company', 'nonexistent', missing.businessId, false],
  [consumer, 'housingCompany', 'foreign', '5678901-2', false],
  [consumer, 'housingCompany', 'nonexistent', missing.businessId, false],
  [consumer, 'person', 'own', consumer, true],
  [consumer, 'person', 'foreign', companyUser, false],
  [consumer, 'person', 'nonexistent', missing.userId, false],
  [consumer, 'office', 'foreign', '4567890-7', false],
  [consumer, 'office', 'nonexistent', missing.office, false],

  ...companyRoleRows(companyManager),
  [companyManager, 'person', 'own', companyUser, true],
  [companyManager, 'person', 'own', 'pekka.puuska@example.fi', true],
  [companyManager, 'person', 'own', 'olli.omistaja@example.fi', true],
  [companyManager, 'person', 'foreign', remUser, false],

  ...companyRoleRows(companyUser),
  [companyUser, 'person', 'foreign', companyManager, false],
  [companyUser, 'person', 'foreign', 'pekka.puuska@example.fi', false],

  [remCompany, 'meteringPoint', 'own', point('kuusikallio-electricity'), true],
  [remCompany, 'meteringPoint', 'own', point('esimerkkitalo-heat'), true],
  [remCompany, 'meteringPoint', 'foreign', point('merituuli-water'), false],
  [remCompany, 'meteringPoint', 'foreign', point('vaahterarinne-heat'), false],
  [remCompany, 'meteringPoint', 'foreign', point('matti-home-electricity'), false],
  [remCompany, 'meteringPoint', 'nonexistent', missing.point, false],
  [remCompany, 'company', 'foreign', '1234567-1', false],
  [remCompany, 'company', 'foreign', '5678901-2', false],
  [remCompany, 'company', 'nonexistent', missing.businessId, false],
  [remCompany, 'housingCompany', 'own', '5678901-2', true],
  [remCompany, 'housingCompany', 'own', '3456782-2', true],
  [remCompany, 'housingCompany', 'foreign', '8901234-9', false],
  [remCompany, 'housingCompany', 'foreign', '7890123-9', false],
  [remCompany, 'housingCompany', 'nonexistent', missing.businessId, false],
  [remCompany, 'person', 'own', remCompany, true],
  [remCompany, 'person', 'own', remUser, true],
  [remCompany, 'person', 'own', 'hilkka.huolto@example.fi', true],
  [remCompany, 'person', 'foreign', foreign.officeStaff, false],
  [remCompany, 'person', 'foreign', companyManager, false],
  [remCompany, 'person', 'nonexistent', missing.userId, false],
  [remCompany, 'office', 'own', '4567890-7', true],
  [remCompany, 'office', 'foreign', foreign.office, false],
  [remCompany, 'office', 'nonexistent', missing.office, false],

  [remUser, 'meteringPoint', 'own', point('esimerkkitalo-electricity'), true],
  [remUser, 'meteringPoint', 'own', point('rantakoivu-water'), true],
  [remUser, 'meteringPoint', 'foreign', point('kuusikallio-electricity'), false],
  [remUser, 'meteringPoint', 'foreign', point('merituuli-water'), false],
  [remUser, 'meteringPoint', 'nonexistent', missing.point, false],
  [remUser, 'company', 'foreign', '1234567-1', false],
  [remUser, 'company', 'nonexistent', missing.businessId, false],
  [remUser, 'housingCompany', 'own', '5678901-2', true],
  [remUser, 'housingCompany', 'own', '6789012-4', true],
  [remUser, 'housingCompany', 'foreign', '3456782-2', false],
  [remUser, 'housingCompany', 'foreign', '8901234-9', false],
  [remUser, 'housingCompany', 'nonexistent', missing.businessId, false],
  [remUser, 'person', 'own', remUser, true],
  [remUser, 'person', 'foreign', remCompany, false],
  [remUser, 'person', 'foreign', 'hilkka.huolto@example.fi', false],
  [remUser, 'person', 'nonexistent', missing.userId, false],
  [remUser, 'office', 'own', '4567890-7', true],
  [remUser, 'office', 'foreign', foreign.office, false],
  [remUser, 'office', 'nonexistent', missing.office, false],
];

describe('access matrix', () => {
  it.each(matrix)('%s · %s · %s (%s) → %s', async (email, resource, _case, ref, expected) => {
    expect(await checks[resource](user(email), ref)).toBe(expected);
  });
});

describe('internal ids', () => {
  it('name the same resources as the public keys', async () => {
    const [matti] = await db
      .select()
      .from(schema.meteringPoints)
      .where(eq(schema.meteringPoints.identifier, point('matti-home-electricity')));
    expect(await canSeeMeteringPoint(db, user(consumer), matti!.id)).toBe(true);
    expect(await canSeeMeteringPoint(db, user(companyManager), matti!.id)).toBe(false);
    expect(await canSeeCompany(db, user(companyUser), await customerId('2345678-0'))).toBe(true);
    expect(await canSeeCompany(db, user(consumer), await customerId('2345678-0'))).toBe(false);
    const kuusikallio = await customerId('3456782-2');
    expect(await canSeeHousingCompany(db, user(remCompany), kuusikallio)).toBe(true);
    expect(await canSeeHousingCompany(db, user(remUser), kuusikallio)).toBe(false);
    expect(await canSeeOffice(db, user(remUser), await officeId('4567890-7'))).toBe(true);
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
  const identifiers = async (email: string, filter?: Parameters<typeof visibleMeteringPoints>[2]) =>
    (await visibleMeteringPoints(db, user(email), filter)).map((p) => p.identifier);
  const companyPoints = [...pointsOf('esimerkki'), ...pointsOf('esimerkki-kiinteistot')];

  it.each([
    [consumer, pointsOf('matti')],
    [companyManager, companyPoints],
    [companyUser, companyPoints],
    [
      remCompany,
      [...pointsOf('esimerkkitalo'), ...pointsOf('rantakoivu'), ...pointsOf('kuusikallio')],
    ],
    [remUser, [...pointsOf('esimerkkitalo'), ...pointsOf('rantakoivu')]],
  ])('%s sees exactly their points', async (email, expected) => {
    expect(await identifiers(email)).toEqual(expected);
  });

  it('narrows to one visible customer or utility, never widens', async () => {
    const esimerkki = await customerId('1234567-1');
    expect(await identifiers(companyManager, { customer: '2345678-0' })).toEqual(
      pointsOf('esimerkki-kiinteistot'),
    );
    expect(await identifiers(companyUser, { customer: esimerkki })).toEqual(pointsOf('esimerkki'));
    expect(await identifiers(companyManager, { utility: 'water' })).toEqual([
      point('kiinteistot-hall-water'),
    ]);
    expect(await identifiers(consumer, { utility: 'districtheat' })).toEqual([
      point('matti-home-heat'),
    ]);
    expect(
      await identifiers(remCompany, { customer: '3456782-2', utility: 'electricity' }),
    ).toEqual([point('kuusikallio-electricity')]);
    expect(await identifiers(companyManager, { customer: foreign.company })).toEqual([]);
    expect(await identifiers(companyManager, { customer: '5678901-2' })).toEqual([]);
    expect(await identifiers(remUser, { customer: '3456782-2' })).toEqual([]);
    expect(await identifiers(consumer, { customer: esimerkki })).toEqual([]);
    expect(await identifiers(consumer, { customer: -1 })).toEqual([]);
  });
});

describe('visibleCompanies and visibleHousingCompanies', () => {
  it.each([
    [consumer, [], []],
    [companyManager, ['1234567-1', '2345678-0'], []],
    [companyUser, ['1234567-1', '2345678-0'], []],
    [remCompany, [], ['5678901-2', '6789012-4', '3456782-2']],
    [remUser, [], ['5678901-2', '6789012-4']],
  ])('%s: companies %j, housing companies %j', async (email, companies, housing) => {
    const businessIds = (rows: { businessId: string | null }[]) => rows.map((c) => c.businessId);
    expect(businessIds(await visibleCompanies(db, user(email)))).toEqual(companies);
    expect(businessIds(await visibleHousingCompanies(db, user(email)))).toEqual(housing);
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
      '1234567-1',
      foreign.company,
      missing.businessId,
    ],
    [
      'housing company',
      (ref) => assertCanSeeHousingCompany(db, user(remUser), ref),
      '6789012-4',
      '3456782-2',
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
      '4567890-7',
      foreign.office,
      missing.office,
    ],
  ])(
    '%s: own passes, foreign and nonexistent both give the same 403',
    async (_, assert, own, other, absent) => {
      await expect(assert(own)).resolves.toBeDefined();
      expect(await status(assert(other))).toEqual(refused);
      expect(await status(assert(absent))).toEqual(refused);
    },
  );

  it('return the internal id of what they let through', async () => {
    expect(await assertCanSeeCompany(db, user(companyManager), '2345678-0')).toBe(
      await customerId('2345678-0'),
    );
    expect(await assertCanSeeOffice(db, user(remUser), '4567890-7')).toBe(
      await officeId('4567890-7'),
    );
    expect(await assertCanSeePerson(db, user(remCompany), user(remUser).id)).toBe(user(remUser).id);
    const id = await assertCanSeeMeteringPoint(db, user(remUser), point('rantakoivu-heat'));
    const [row] = await db
      .select()
      .from(schema.meteringPoints)
      .where(eq(schema.meteringPoints.id, id));
    expect(row?.identifier).toBe(point('rantakoivu-heat'));
  });
});
