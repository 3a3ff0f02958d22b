import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { officeStaff, propertyManagerOffices, users } from '../../db/schema';

/** Whether an office with this business id is registered. */
export async function officeExists(db: Db, businessId: string): Promise<boolean> {
  const rows = await db
    .select({ id: propertyManagerOffices.id })
    .from(propertyManagerOffices)
    .where(eq(propertyManagerOffices.businessId, businessId))
    .limit(1);
  return rows.length > 0;
}

export interface NewOffice {
  name: string;
  businessId: string;
  street: string;
  postalCode: string;
  postOffice: string;
}

export interface NewMainUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  passwordHash: string;
}

/**
 * The office and its remCompany main user (terms accepted now), linked as its staff. Returns
 * both ids.
 */
export async function insertOfficeWithMainUser(db: Db, office: NewOffice, mainUser: NewMainUser) {
  const [createdOffice] = await db
    .insert(propertyManagerOffices)
    .values(office)
    .returning({ id: propertyManagerOffices.id });
  const now = new Date();
  const [createdUser] = await db
    .insert(users)
    .values({
      ...mainUser,
      role: 'remCompany',
      termsAcceptedAt: now,
      dataProtectionAcceptedAt: now,
    })
    .returning({ id: users.id });
  await db.insert(officeStaff).values({ officeId: createdOffice!.id, userId: createdUser!.id });
  return { officeId: createdOffice!.id, userId: createdUser!.id };
}
