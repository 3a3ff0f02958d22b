import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { customers, userCustomers, users } from '../../db/schema';

/** Ids of the customers whose identity-code hash matches. */
export async function customerIdsByIdentity(db: Db, identityCodeHash: string): Promise<number[]> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.identityCodeHash, identityCodeHash));
  return rows.map((row) => row.id);
}

/** Whether a consumer user is already linked to a customer with this identity-code hash. */
export async function hasConsumerAccount(db: Db, identityCodeHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userCustomers, eq(userCustomers.userId, users.id))
    .innerJoin(customers, eq(customers.id, userCustomers.customerId))
    .where(and(eq(users.role, 'consumer'), eq(customers.identityCodeHash, identityCodeHash)))
    .limit(1);
  return rows.length > 0;
}
