import { and, asc, eq, inArray } from 'drizzle-orm';
import { linkCustomers } from '../../accounts';
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

export interface PersonDetails {
  email: string;
  firstName: string;
  lastName: string;
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
  await linkCustomers(db, userId, add);
}

/** Removes the account; its links and sessions go with it (foreign keys cascade). */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
