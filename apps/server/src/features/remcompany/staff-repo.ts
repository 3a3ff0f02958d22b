import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { customers, officeStaff, staffHousingCompanies, users } from '../../db/schema';

/** The office's remUser accounts, by name. */
export function findOfficeManagers(db: Db, officeId: number) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(officeStaff)
    .innerJoin(users, eq(users.id, officeStaff.userId))
    .where(and(eq(officeStaff.officeId, officeId), eq(users.role, 'remUser')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
}

/** Every staff member's assigned housing companies in the office, by name. */
export function findStaffAssignments(db: Db, officeId: number) {
  return db
    .select({
      userId: staffHousingCompanies.userId,
      customerId: customers.id,
      name: customers.name,
    })
    .from(staffHousingCompanies)
    .innerJoin(customers, eq(customers.id, staffHousingCompanies.customerId))
    .where(eq(staffHousingCompanies.officeId, officeId))
    .orderBy(asc(customers.name));
}

/** The office's remUser with this e-mail address (any case), if any. */
export async function findOfficeManagerByEmail(db: Db, officeId: number, email: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(officeStaff)
    .innerJoin(users, eq(users.id, officeStaff.userId))
    .where(
      and(
        eq(officeStaff.officeId, officeId),
        eq(users.role, 'remUser'),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    );
  return row ?? null;
}

/** Removes the account; its office membership, assignments and sessions go with it. */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
