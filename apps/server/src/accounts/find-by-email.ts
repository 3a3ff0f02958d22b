import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { users } from '../db/schema';

// The one case-folding rule for e-mail addresses: PostgreSQL's lower() on both sides, as the
// unique index users_email_lower_key folds them, so a lookup finds exactly what would collide.

/** The address as the unique index compares it; a column, a query's expression or a value. */
export const foldedEmail = (address: SQLWrapper | string): SQL => sql`lower(${address})`;

/** The condition that two addresses are the same one, letter case aside. */
export const sameEmail = (a: SQLWrapper | string, b: SQLWrapper | string): SQL =>
  sql`${foldedEmail(a)} = ${foldedEmail(b)}`;

/** The condition on `users` that picks the account with this address, in any case. */
export const hasEmail = (email: string): SQL => sameEmail(users.email, email);

/** What finding an account gives: who it is, its role, whether it has a password or is locked. */
export const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`,
  locked: sql<boolean>`${users.lockedAt} IS NOT NULL`,
};

/** The account with this address (any case), or null: there is at most one. */
export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db.select(accountColumns).from(users).where(hasEmail(email));
  return row ?? null;
}

/**
 * Whether any account (of any role) has this address, in any case and with the white space
 * around it left out; with `exceptUserId`, any account but that one.
 */
export async function emailInUse(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  const account = await findAccountByEmail(db, email.trim());
  return account !== null && account.id !== exceptUserId;
}
