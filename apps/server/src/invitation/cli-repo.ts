import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { customers } from '../db/schema';

/** The company customer with this business id. */
export async function findCompany(db: Db, businessId: string) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.kind, 'company'), eq(customers.businessId, businessId)));
  return row ?? null;
}
