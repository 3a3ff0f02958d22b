import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { officeHousingCompanies, staffHousingCompanies } from '../db/schema';

// How a housing company joins a property-management office and a staff member's own list:
// shared by the manager's own 'Lisää asunto-osakeyhtiö' and the back office's approval of it.

/** The office that holds the housing company now, if any. */
export async function findHoldingOffice(db: Db, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ officeId: officeHousingCompanies.officeId })
    .from(officeHousingCompanies)
    .where(eq(officeHousingCompanies.customerId, customerId));
  return row?.officeId ?? null;
}

/**
 * Puts the housing company on the office's list: 'attached' when it is new to the office,
 * 'held' when the office already holds it, 'taken' when another office does (the database
 * allows one office).
 */
export async function attachHousingCompany(
  db: Db,
  { officeId, customerId }: { officeId: number; customerId: number },
): Promise<'attached' | 'held' | 'taken'> {
  const inserted = await db
    .insert(officeHousingCompanies)
    .values({ officeId, customerId })
    .onConflictDoNothing()
    .returning({ customerId: officeHousingCompanies.customerId });
  if (inserted.length > 0) return 'attached';
  return (await findHoldingOffice(db, customerId)) === officeId ? 'held' : 'taken';
}

/** Puts the housing company on the staff member's own list; false when it already was. */
export async function assignToStaff(
  db: Db,
  { officeId, userId, customerId }: { officeId: number; userId: string; customerId: number },
): Promise<boolean> {
  const inserted = await db
    .insert(staffHousingCompanies)
    .values({ officeId, userId, customerId })
    .onConflictDoNothing()
    .returning({ customerId: staffHousingCompanies.customerId });
  return inserted.length > 0;
}

/** Whether the housing company is on the staff member's own list. */
export async function isAssignedToStaff(
  db: Db,
  userId: string,
  customerId: number,
): Promise<boolean> {
  const rows = await db
    .select({ customerId: staffHousingCompanies.customerId })
    .from(staffHousingCompanies)
    .where(
      and(
        eq(staffHousingCompanies.userId, userId),
        eq(staffHousingCompanies.customerId, customerId),
      ),
    );
  return rows.length > 0;
}
