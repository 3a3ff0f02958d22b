// One factory per role: each makes a user of the role with the places it acts for and a
// session, so a test says what it needs instead of leaning on the demo accounts.
import type { UserRole } from '@energiaportaali/domain';
import type { Db } from '../../src/db/connection';
import {
  buildMeteringPoint,
  type MeteringPointOptions,
  type TestMeteringPoint,
} from './metering-points';
import {
  buildOffice,
  createCustomer,
  createOffice,
  createOfficeHouse,
  type Place,
  type TestOffice,
} from './places';
import { cookieOf, createUser, type TestUser, type UserOptions } from './users';

/** What every role factory may set of the account itself. */
export type AccountOptions = Pick<
  UserOptions,
  'email' | 'firstName' | 'lastName' | 'password' | 'passwordHash'
>;

/** A user of a role with the `cookie` header of a fresh session. */
export type RoleUser = TestUser & { cookie: string };

async function withCookie(db: Db, user: Promise<TestUser>): Promise<RoleUser> {
  const made = await user;
  return { ...made, cookie: await cookieOf(db, made.id) };
}

/**
 * A consumer, admin of a person customer (a new one unless given) with the given metering
 * points.
 */
export async function buildConsumer(
  db: Db,
  {
    points = [],
    customer: given,
    ...account
  }: AccountOptions & {
    customer?: Place;
    points?: Omit<MeteringPointOptions, 'customerId'>[];
  } = {},
) {
  const customer = given ?? (await createCustomer(db, 'person'));
  const user = await withCookie(
    db,
    createUser(db, 'consumer', { ...account, customerIds: [customer.id], personRole: 'admin' }),
  );
  const made: TestMeteringPoint[] = [];
  for (const point of points) {
    made.push(await buildMeteringPoint(db, { ...point, customerId: customer.id }));
  }
  return { ...user, customer, points: made };
}

type CompanyOptions = AccountOptions & {
  /** The companies the person acts for; one new company when left out. */
  companies?: Place[];
};

async function buildCompanyPerson(
  db: Db,
  role: 'companyManager' | 'companyUser',
  { companies, ...account }: CompanyOptions,
) {
  const linked = companies ?? [await createCustomer(db, 'company')];
  const user = await withCookie(
    db,
    createUser(db, role, {
      ...account,
      customerIds: linked.map(({ id }) => id),
      personRole: role === 'companyManager' ? 'admin' : 'user',
    }),
  );
  return { ...user, companies: linked };
}

/** A company manager, admin (pääkäyttäjä) of the companies. */
export const buildCompanyManager = (db: Db, options: CompanyOptions = {}) =>
  buildCompanyPerson(db, 'companyManager', options);

/** A company user (not an admin) of the companies. */
export const buildCompanyUser = (db: Db, options: CompanyOptions = {}) =>
  buildCompanyPerson(db, 'companyUser', options);

/** An office admin (remCompany): sees every housing company of the office. */
export async function buildOfficeAdmin(
  db: Db,
  { office, ...account }: AccountOptions & { office?: TestOffice } = {},
) {
  const at = office ?? (await buildOffice(db));
  const user = await withCookie(db, createUser(db, 'remCompany', { ...account, officeId: at.id }));
  return { ...user, office: at };
}

/** A property manager (remUser) of the office, assigned the given housing companies. */
export async function buildPropertyManager(
  db: Db,
  {
    office,
    houses = [],
    ...account
  }: AccountOptions & { office?: TestOffice; houses?: Place[] } = {},
) {
  const at = office ?? (await buildOffice(db));
  const user = await withCookie(
    db,
    createUser(db, 'remUser', {
      ...account,
      officeId: at.id,
      assignedIds: houses.map(({ id }) => id),
    }),
  );
  return { ...user, office: at, houses };
}

/** The utility's customer service, the back office's one role. */
export const buildOperator = (db: Db, account: AccountOptions = {}) =>
  withCookie(db, createUser(db, 'operator', account));

/** One user of every role, each with a place of its own (company, office, person customer). */
export async function createRoleWorld(db: Db) {
  const office = await createOffice(db);
  const house = await createOfficeHouse(db, office);
  const company = await createCustomer(db, 'company');
  const person = await createCustomer(db, 'person');
  const users = {
    consumer: await createUser(db, 'consumer', { customerIds: [person.id] }),
    companyUser: await createUser(db, 'companyUser', { customerIds: [company.id] }),
    companyManager: await createUser(db, 'companyManager', { customerIds: [company.id] }),
    remUser: await createUser(db, 'remUser', { officeId: office.id, assignedIds: [house.id] }),
    remCompany: await createUser(db, 'remCompany', { officeId: office.id }),
    operator: await createUser(db, 'operator'),
  } satisfies Record<UserRole, TestUser>;
  return { office, house, company, users };
}
