import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { deleteUserSessions } from '../../auth/sessions';
import { customers, userCustomers, users } from '../../db/schema';

export interface ConsumerAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The consumer account linked to a customer with this identity-code hash, if any. */
export async function consumerByIdentity(
  db: Db,
  identityCodeHash: string,
): Promise<ConsumerAccount | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .innerJoin(userCustomers, eq(userCustomers.userId, users.id))
    .innerJoin(customers, eq(customers.id, userCustomers.customerId))
    .where(and(eq(users.role, 'consumer'), eq(customers.identityCodeHash, identityCodeHash)))
    .orderBy(users.createdAt)
    .limit(1);
  return row ?? null;
}

/** Sets the password hash and ends every session of the user. */
export async function replacePassword(db: Db, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await deleteUserSessions(db, userId);
}
