import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { customers, housingManagers, officeHousingCompanies } from '../db/schema';

/**
 * Attaches to the office the housing-company customers the trade register (as imported) names
 * it manager of and no office holds yet; returns how many.
 */
export async function attachRepresentedHouses(
  db: Db,
  officeId: number,
  officeBusinessId: string,
): Promise<number> {
  const free = await db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(housingManagers, eq(housingManagers.housingCompanyBusinessId, customers.businessId))
    .where(
      and(
        eq(customers.kind, 'housing_company'),
        eq(housingManagers.officeBusinessId, officeBusinessId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(officeHousingCompanies)
            .where(eq(officeHousingCompanies.customerId, customers.id)),
        ),
      ),
    );
  if (free.length === 0) return 0;
  const attached = await db
    .insert(officeHousingCompanies)
    .values(free.map((house) => ({ officeId, customerId: house.id })))
    .onConflictDoNothing()
    .returning({ id: officeHousingCompanies.customerId });
  return attached.length;
}
