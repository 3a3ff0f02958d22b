import type { UserRole } from '@energiaportaali/domain';
import { hashPassword } from '../../src/auth/password';
import { createSession } from '../../src/auth/sessions';
import type { Db } from '../../src/db/connection';
import { officeStaff, staffHousingCompanies, userCustomers, users } from '../../src/db/schema';
import { testClock } from '../clock';
import { unique } from './ids';

export interface TestUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
}

export interface UserOptions {
  email?: string;
  firstName?: string;
  lastName?: string;
  /** A scrypt hash; none (an invited account waiting for its password) by default. */
  passwordHash?: string | null;
  /** A password to hash into passwordHash, for tests that log in through the login form. */
  password?: string;
  /** Office staff: remUser and remCompany. */
  officeId?: number;
  /** Linked customers: consumer, companyUser, companyManager. */
  customerIds?: number[];
  /** The user's role in the linked customers: 'admin' is a company's pääkäyttäjä. */
  personRole?: 'admin' | 'user';
  /** A remUser's assigned housing companies (of its office). */
  assignedIds?: number[];
}

export async function createUser(
  db: Db,
  role: UserRole,
  options: UserOptions = {},
): Promise<TestUser> {
  const { firstName = 'Testi', lastName = `Käyttäjä${unique()}` } = options;
  const email = options.email ?? `${role.toLowerCase()}.${unique()}@example.fi`;
  const passwordHash =
    options.password === undefined ? options.passwordHash : await hashPassword(options.password);
  const [user] = await db
    .insert(users)
    .values({ email, firstName, lastName, role, passwordHash: passwordHash ?? null })
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
    await db
      .insert(userCustomers)
      .values({ userId: id, customerId, personRole: options.personRole ?? 'user' });
  }
  return { id, email, firstName, lastName, role };
}

/** The `cookie` header of a fresh session of the user. */
export async function cookieOf(db: Db, userId: string): Promise<string> {
  return `sid=${await createSession(db, userId, undefined, testClock.now())}`;
}
