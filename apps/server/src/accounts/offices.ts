import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { officeStaff, propertyManagerOffices } from '../db/schema';
import { createAccount, type NewAccount } from './create-account';

// Property-management offices and their staff: the remCompany main user and the remUser
// managers, one office each.

export interface NewOffice {
  name: string;
  businessId: string;
  street: string;
  postalCode: string;
  postOffice: string;
}

/** The office with this business id, or null. */
export async function findOfficeByBusinessId(db: Db, businessId: string) {
  const [row] = await db
    .select({ id: propertyManagerOffices.id, name: propertyManagerOffices.name })
    .from(propertyManagerOffices)
    .where(eq(propertyManagerOffices.businessId, businessId));
  return row ?? null;
}

/** Creates the office; its id. */
export async function createOffice(db: Db, office: NewOffice): Promise<number> {
  const [row] = await db
    .insert(propertyManagerOffices)
    .values(office)
    .returning({ id: propertyManagerOffices.id });
  return row!.id;
}

/** Makes the account a member of the office's staff. */
export async function addOfficeMember(db: Db, officeId: number, userId: string): Promise<void> {
  await db.insert(officeStaff).values({ officeId, userId });
}

/** The office's main user (remCompany) or one of its managers (remUser). */
export type NewOfficeMember = NewAccount & { role: 'remCompany' | 'remUser' };

/** Creates the account as a member of the office's staff; its id. */
export async function createOfficeMember(
  db: Db,
  officeId: number,
  member: NewOfficeMember,
): Promise<string> {
  const userId = await createAccount(db, member);
  await addOfficeMember(db, officeId, userId);
  return userId;
}

/** Whether the account is a member of the office's staff. */
export async function isOfficeMember(db: Db, userId: string, officeId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: officeStaff.userId })
    .from(officeStaff)
    .where(and(eq(officeStaff.userId, userId), eq(officeStaff.officeId, officeId)));
  return rows.length > 0;
}
