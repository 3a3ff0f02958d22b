import { eq, sql } from 'drizzle-orm';
import { accountColumns } from '../../accounts';
import type { Db } from '../../db/connection';
import { sessions, users } from '../../db/schema';

export async function findAccountById(db: Db, id: string) {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export type ResetAccount = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

/** Sets the password hash and deletes every session row of the user; gives how many ended. */
export async function replacePassword(db: Db, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.idHash });
  return ended.length;
}
