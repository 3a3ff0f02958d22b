import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { customers, officeStaff, propertyManagerOffices, userCustomers, users } from '../db/schema';

/** The company customer with this business id. */
export async function findCompany(db: Db, businessId: string) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.kind, 'company'), eq(customers.businessId, businessId)));
  return row ?? null;
}

/** The property-management office with this business id. */
export async function findOffice(db: Db, businessId: string) {
  const [row] = await db
    .select({ id: propertyManagerOffices.id, name: propertyManagerOffices.name })
    .from(propertyManagerOffices)
    .where(eq(propertyManagerOffices.businessId, businessId));
  return row ?? null;
}

/** The account with this address (any case), with whether it has a password yet. */
export async function findAccount(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export interface NewPerson {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
}

/**
 * A companyUser without a password, linked to the company; with `admin` a companyManager who is
 * the company's 'Pääkäyttäjä'.
 */
export async function insertCompanyPerson(
  db: Db,
  companyId: number,
  person: NewPerson,
  admin = false,
) {
  const [row] = await db
    .insert(users)
    .values({ ...person, role: admin ? 'companyManager' : 'companyUser' })
    .returning({ id: users.id });
  await db.insert(userCustomers).values({
    userId: row!.id,
    customerId: companyId,
    personRole: admin ? 'admin' : 'user',
  });
  return row!.id;
}

/** A remUser without a password, a member of the office. */
export async function insertManager(db: Db, officeId: number, person: NewPerson) {
  const [row] = await db
    .insert(users)
    .values({ ...person, role: 'remUser' })
    .returning({ id: users.id });
  await db.insert(officeStaff).values({ officeId, userId: row!.id });
  return row!.id;
}

/** Whether the account is linked to the company / a member of the office. */
export async function isLinkedToCompany(db: Db, userId: string, companyId: number) {
  const rows = await db
    .select({ userId: userCustomers.userId })
    .from(userCustomers)
    .where(and(eq(userCustomers.userId, userId), eq(userCustomers.customerId, companyId)));
  return rows.length > 0;
}

export async function isOfficeMember(db: Db, userId: string, officeId: number) {
  const rows = await db
    .select({ userId: officeStaff.userId })
    .from(officeStaff)
    .where(and(eq(officeStaff.userId, userId), eq(officeStaff.officeId, officeId)));
  return rows.length > 0;
}
