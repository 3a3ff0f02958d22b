import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { customers, housingCompanyRequests } from '../../db/schema';

/** The utility's housing-company customer with this business id. */
export async function findHousingCustomer(db: Db, businessId: string) {
  const [row] = await db
    .select({ id: customers.id, official: customers.businessId, name: customers.name })
    .from(customers)
    .where(and(eq(customers.kind, 'housing_company'), eq(customers.businessId, businessId)));
  return row ? { ...row, official: row.official ?? businessId } : null;
}

/**
 * The office's open request for the housing company, made now unless one is open already;
 * its id and whether it is new.
 */
export async function openHousingRequest(
  db: Db,
  request: { officeId: number; customerId: number; userId: string },
): Promise<{ id: number; created: boolean }> {
  const [inserted] = await db
    .insert(housingCompanyRequests)
    .values({
      officeId: request.officeId,
      customerId: request.customerId,
      requestedByUserId: request.userId,
    })
    .onConflictDoNothing({
      target: [housingCompanyRequests.officeId, housingCompanyRequests.customerId],
      where: sql`status = 'new'`,
    })
    .returning({ id: housingCompanyRequests.id });
  if (inserted) return { id: inserted.id, created: true };
  const [open] = await db
    .select({ id: housingCompanyRequests.id })
    .from(housingCompanyRequests)
    .where(
      and(
        eq(housingCompanyRequests.officeId, request.officeId),
        eq(housingCompanyRequests.customerId, request.customerId),
        eq(housingCompanyRequests.status, 'new'),
      ),
    );
  return { id: open!.id, created: false };
}
