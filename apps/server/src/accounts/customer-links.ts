import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { userCustomers } from '../db/schema';

/**
 * Links the account to the customers it acts for, as their admin ('Pääkäyttäjä') or an ordinary
 * person; a link that exists already stays as it is.
 */
export async function linkCustomers(
  db: Db,
  userId: string,
  customerIds: readonly number[],
  personRole: 'admin' | 'user' = 'user',
): Promise<void> {
  if (customerIds.length === 0) return;
  await db
    .insert(userCustomers)
    .values(customerIds.map((customerId) => ({ userId, customerId, personRole })))
    .onConflictDoNothing();
}

/** Whether the account is linked to the customer. */
export async function isLinkedToCustomer(
  db: Db,
  userId: string,
  customerId: number,
): Promise<boolean> {
  const rows = await db
    .select({ userId: userCustomers.userId })
    .from(userCustomers)
    .where(and(eq(userCustomers.userId, userId), eq(userCustomers.customerId, customerId)));
  return rows.length > 0;
}
