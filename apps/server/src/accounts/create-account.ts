import type { UserRole } from '@energiaportaali/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { users } from '../db/schema';

/** Whom an account is for. */
export interface Person {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
}

export interface NewAccount extends Person {
  role: UserRole;
  /** A scrypt hash (auth/password.ts); none for an invited account that sets it later. */
  passwordHash?: string;
  /** Signing up, the person accepted the terms and the data protection notice: now. */
  termsAccepted?: boolean;
}

function accountRow({ termsAccepted, ...account }: NewAccount) {
  const now = sql`now()`;
  return termsAccepted
    ? { ...account, termsAcceptedAt: now, dataProtectionAcceptedAt: now }
    : account;
}

/**
 * Creates the account; its id. An address that already has an account (in any case) breaks the
 * unique index users_email_lower_key: callers check `emailInUse` first and answer a concurrent
 * creation from the violation.
 */
export async function createAccount(db: Db, account: NewAccount): Promise<string> {
  const [row] = await db.insert(users).values(accountRow(account)).returning({ id: users.id });
  return row!.id;
}

/**
 * Creates the account; its id, or null when the address already has one (the unique index
 * decides, also between concurrent creations, and the transaction goes on).
 */
export async function createAccountIfEmailFree(
  db: Db,
  account: NewAccount,
): Promise<string | null> {
  const [row] = await db
    .insert(users)
    .values(accountRow(account))
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id ?? null;
}

/**
 * Creates an account for every row `rows` selects (email, role, first_name, last_name, phone):
 * the register import's new accounts. None gets a password; the owners set theirs by invitation.
 */
export async function createAccountsFrom(db: Db, rows: SQL): Promise<void> {
  await db.execute(sql`INSERT INTO users (email, role, first_name, last_name, phone) ${rows}`);
}
