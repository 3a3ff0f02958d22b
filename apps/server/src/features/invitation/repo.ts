import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { sessions, users } from '../../db/schema';

/** The invited account's details the set-password page and the password rules need. */
export async function findInvitedAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export type InvitedAccount = NonNullable<Awaited<ReturnType<typeof findInvitedAccount>>>;

/** Sets the password and the acceptance times of the terms, and ends every session of the user. */
export async function setInvitedPassword(db: Db, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({
      passwordHash,
      termsAcceptedAt: sql`now()`,
      dataProtectionAcceptedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
