import { and, eq, isNull } from 'drizzle-orm';
import { hasEmail } from '../../accounts';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../auth/password';

export interface Account {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

// Unknown e-mails are checked against this hash so that they take as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * The account whose e-mail (case-insensitive) and password match, or null. Unknown e-mail,
 * missing password and wrong password are indistinguishable, in answer and in time. Whether
 * customer service has locked the account is told only to someone who knows the password.
 */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
): Promise<(Account & { locked: boolean }) | null> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash, lockedAt: users.lockedAt })
    .from(users)
    .where(hasEmail(email.trim()))
    .limit(1);
  decoyHash ??= hashPassword('decoy-password-never-matches');
  const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash));
  if (!row?.passwordHash || !matches) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    locked: row.lockedAt !== null,
  };
}

export async function findAccountById(db: Db, id: string): Promise<Account | null> {
  // A sub that is no uuid can only be stale or forged: no row, and no SQL error either.
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  // A locked account gets no tokens either, should it be locked in the middle of a login.
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.lockedAt)))
    .limit(1);
  return row ?? null;
}
