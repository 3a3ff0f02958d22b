import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { customers, userCustomers, users } from '../../db/schema';

/** Every user link to these companies, with the person and the company. */
export function findCompanyPersonLinks(db: Db, companyIds: readonly number[]) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      personRole: userCustomers.personRole,
      companyName: customers.name,
      businessId: customers.businessId,
    })
    .from(userCustomers)
    .innerJoin(users, eq(users.id, userCustomers.userId))
    .innerJoin(customers, eq(customers.id, userCustomers.customerId))
    .where(inArray(userCustomers.customerId, [...companyIds]))
    .orderBy(asc(customers.name));
}

/** The account with this address (any case), with whether it has a password yet. */
export async function findPersonByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Whether an account other than `userId` has this address (any case). */
export async function emailTakenByOther(db: Db, email: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export interface PersonDetails {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * A companyUser without a password, an ordinary person of these companies; its id, or null when
 * the address already has an account (the unique index decides, also between concurrent adds).
 */
export async function insertCompanyPerson(
  db: Db,
  person: PersonDetails,
  companyIds: readonly number[],
): Promise<string | null> {
  const [row] = await db
    .insert(users)
    .values({ ...person, role: 'companyUser' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) return null;
  await db
    .insert(userCustomers)
    .values(
      companyIds.map((customerId) => ({ userId: row.id, customerId, personRole: 'user' as const })),
    );
  return row.id;
}

export async function updatePersonDetails(
  db: Db,
  userId: string,
  details: PersonDetails,
): Promise<void> {
  await db.update(users).set(details).where(eq(users.id, userId));
}

/** Every customer the user is linked to. */
export async function findLinkedCustomerIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ customerId: userCustomers.customerId })
    .from(userCustomers)
    .where(eq(userCustomers.userId, userId));
  return rows.map((row) => row.customerId);
}

/** Links the person to `add` (as an ordinary person) and unlinks them from `remove`. */
export async function changeCompanyLinks(
  db: Db,
  userId: string,
  { add, remove }: { add: readonly number[]; remove: readonly number[] },
): Promise<void> {
  if (remove.length > 0) {
    await db
      .delete(userCustomers)
      .where(and(eq(userCustomers.userId, userId), inArray(userCustomers.customerId, [...remove])));
  }
  if (add.length > 0) {
    await db
      .insert(userCustomers)
      .values(add.map((customerId) => ({ userId, customerId, personRole: 'user' as const })))
      .onConflictDoNothing();
  }
}

/** Removes the account; its links and sessions go with it (foreign keys cascade). */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
