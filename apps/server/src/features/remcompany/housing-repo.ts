import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { customers, officeHousingCompanies, staffHousingCompanies } from '../../db/schema';

/** The utility's housing-company customer with this business id. */
export async function findHousingCustomer(db: Db, businessId: string) {
  const [row] = await db
    .select({ id: customers.id, official: customers.businessId, name: customers.name })
    .from(customers)
    .where(and(eq(customers.kind, 'housing_company'), eq(customers.businessId, businessId)));
  return row ? { ...row, official: row.official ?? businessId } : null;
}

/** The office that holds the housing company now, if any. */
async function findHoldingOffice(db: Db, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ officeId: officeHousingCompanies.officeId })
    .from(officeHousingCompanies)
    .where(eq(officeHousingCompanies.customerId, customerId));
  return row?.officeId ?? null;
}

/**
 * Puts the housing company on the office's list, and with `staffUserId` on that staff member's
 * own list too. False when another office took it meanwhile (the database allows one office).
 */
export async function attachHousingCompany(
  db: Db,
  {
    officeId,
    customerId,
    staffUserId,
  }: { officeId: number; customerId: number; staffUserId?: string },
): Promise<boolean> {
  const inserted = await db
    .insert(officeHousingCompanies)
    .values({ officeId, customerId })
    .onConflictDoNothing()
    .returning({ customerId: officeHousingCompanies.customerId });
  if (inserted.length === 0 && (await findHoldingOffice(db, customerId)) !== officeId) return false;
  if (staffUserId) {
    await db
      .insert(staffHousingCompanies)
      .values({ officeId, userId: staffUserId, customerId })
      .onConflictDoNothing();
  }
  return true;
}
