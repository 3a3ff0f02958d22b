// Factories for the tests of invited accounts: each test makes the offices, companies and
// users of the roles it needs, instead of leaning on the demo accounts.
import { randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InvitationKind, UserRole } from '@energiaportaali/domain';
import { createSession } from '../auth/sessions';
import type { Db } from '../db/connection';
import {
  customers,
  housingManagers,
  officeHousingCompanies,
  officeStaff,
  oneTimeTokens,
  propertyManagerOffices,
  staffHousingCompanies,
  userCustomers,
  users,
} from '../db/schema';
import { hashToken } from '../identity/strong-identification/one-time-tokens';
import { issueInvitation, type PendingInvitation } from './tokens';

const unique = () => randomBytes(4).toString('hex');

/** A business id with a valid check digit that no one has yet (with high probability). */
export function newBusinessId(): string {
  for (;;) {
    const digits = String(randomInt(1_000_000, 9_999_999));
    const weights = [7, 9, 10, 5, 8, 4, 2];
    const sum = [...digits].reduce(
      (total, digit, index) => total + Number(digit) * weights[index]!,
      0,
    );
    const remainder = sum % 11;
    if (remainder === 1) continue;
    return `${digits}-${remainder === 0 ? 0 : 11 - remainder}`;
  }
}

export async function createOffice(db: Db, name = `Isännöinti ${unique()} Oy`) {
  const businessId = newBusinessId();
  const [office] = await db
    .insert(propertyManagerOffices)
    .values({
      name,
      businessId,
      street: 'Testikatu 1',
      postalCode: '00100',
      postOffice: 'Helsinki',
    })
    .returning({ id: propertyManagerOffices.id });
  return { id: office!.id, name, businessId };
}

export async function createCustomer(db: Db, kind: 'company' | 'housing_company' | 'person') {
  const name = `${kind === 'housing_company' ? 'As Oy' : 'Testi'} ${unique()}`;
  const businessId = kind === 'person' ? null : newBusinessId();
  const [customer] = await db
    .insert(customers)
    .values({
      kind,
      name,
      businessId,
      ...(kind === 'person' ? { firstName: 'Testi', lastName: name } : {}),
    })
    .returning({ id: customers.id });
  return { id: customer!.id, name, businessId };
}

/** A housing company the trade register (as imported) names the office the manager of. */
export async function createRegisteredHouse(db: Db, office: { businessId: string; name: string }) {
  const house = await createCustomer(db, 'housing_company');
  await db.insert(housingManagers).values({
    housingCompanyBusinessId: house.businessId!,
    officeBusinessId: office.businessId,
    officeName: office.name,
  });
  return house;
}

/** A housing company the office holds (the register agreeing). */
export async function createOfficeHouse(
  db: Db,
  office: { id: number; businessId: string; name: string },
) {
  const house = await createRegisteredHouse(db, office);
  await db.insert(officeHousingCompanies).values({ officeId: office.id, customerId: house.id });
  return house;
}

export interface TestUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
}

export interface UserOptions {
  email?: string;
  /** A scrypt hash; none (an invited account waiting for its password) by default. */
  passwordHash?: string | null;
  /** Office staff: remUser and remCompany. */
  officeId?: number;
  /** Linked customers: consumer, companyUser, companyManager. */
  customerIds?: number[];
  /** A remUser's assigned housing companies (of its office). */
  assignedIds?: number[];
}

export async function createUser(db: Db, role: UserRole, options: UserOptions = {}) {
  const firstName = 'Testi';
  const lastName = `Käyttäjä${unique()}`;
  const email = options.email ?? `${role.toLowerCase()}.${unique()}@example.fi`;
  const [user] = await db
    .insert(users)
    .values({ email, firstName, lastName, role, passwordHash: options.passwordHash ?? null })
    .returning({ id: users.id });
  const id = user!.id;
  if (options.officeId !== undefined) {
    await db.insert(officeStaff).values({ officeId: options.officeId, userId: id });
    for (const customerId of options.assignedIds ?? []) {
      await db
        .insert(staffHousingCompanies)
        .values({ officeId: options.officeId, userId: id, customerId });
    }
  }
  for (const customerId of options.customerIds ?? []) {
    await db.insert(userCustomers).values({ userId: id, customerId });
  }
  return { id, email, firstName, lastName, role } satisfies TestUser;
}

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

/** The `cookie` header of a fresh session of the user. */
export async function cookieOf(db: Db, userId: string): Promise<string> {
  return `sid=${await createSession(db, userId)}`;
}

/** An invitation as the operator's command line issues it. */
export function inviteForTest(
  db: Db,
  kind: InvitationKind,
  email: string,
  userId: string | null,
  ttlDays = 7,
): Promise<PendingInvitation> {
  return issueInvitation(
    db,
    { kind, email, userId, invitedByUserId: null, invitedBy: 'Testi Energia Oy' },
    ttlDays,
  );
}

/** Moves the token's expiry into the past, as if its lifetime had run out. */
export async function expireToken(db: Db, token: string): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
}

/** A token of the right form that was never issued. */
export const forgedToken = () => randomBytes(32).toString('base64url');
