import { and, asc, eq, inArray } from 'drizzle-orm';
import { findAccountByEmail, isOfficeMember } from '../../accounts';
import type { Db } from '../../db/connection';
import {
  customers,
  officeHousingCompanies,
  officeStaff,
  staffHousingCompanies,
  users,
} from '../../db/schema';

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
  const account = await findAccountByEmail(db, email);
  if (account?.role !== 'remUser' || !(await isOfficeMember(db, account.id, officeId))) {
    return null;
  }
  const { id, firstName, lastName } = account;
  return { id, firstName, lastName, email: account.email };
}

/** Removes the account; its office membership, assignments and sessions go with it. */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** Which of these customer ids are housing companies the office holds. */
export async function findOfficeHousingCompanyIds(
  db: Db,
  officeId: number,
  customerIds: readonly number[],
): Promise<number[]> {
  if (customerIds.length === 0) return [];
  const rows = await db
    .select({ customerId: officeHousingCompanies.customerId })
    .from(officeHousingCompanies)
    .where(
      and(
        eq(officeHousingCompanies.officeId, officeId),
        inArray(officeHousingCompanies.customerId, [...customerIds]),
      ),
    );
  return rows.map((row) => row.customerId);
}

/** The manager's assigned housing companies. */
export async function findAssignedIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ customerId: staffHousingCompanies.customerId })
    .from(staffHousingCompanies)
    .where(eq(staffHousingCompanies.userId, userId));
  return rows.map((row) => row.customerId);
}

/** Adds and removes assignments of one manager of the office. */
export async function changeAssignments(
  db: Db,
  {
    officeId,
    userId,
    add,
    remove,
  }: { officeId: number; userId: string; add: number[]; remove: number[] },
): Promise<void> {
  if (remove.length > 0) {
    await db
      .delete(staffHousingCompanies)
      .where(
        and(
          eq(staffHousingCompanies.userId, userId),
          inArray(staffHousingCompanies.customerId, remove),
        ),
      );
  }
  if (add.length > 0) {
    await db
      .insert(staffHousingCompanies)
      .values(add.map((customerId) => ({ officeId, userId, customerId })))
      .onConflictDoNothing();
  }
}
