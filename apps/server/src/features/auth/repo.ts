import { and, eq, lt } from 'drizzle-orm';
import { findAccountByEmail } from '../../accounts';
import type { Db } from '../../db/connection';
import { externalIdentities, oneTimeTokens, users } from '../../db/schema';

const transactionPurpose = 'oidc-login';

export async function saveLoginTransaction(
  db: Db,
  tokenHash: string,
  type: string,
  data: unknown,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.purpose, transactionPurpose), lt(oneTimeTokens.expiresAt, now)));
  await db.insert(oneTimeTokens).values({
    tokenHash,
    purpose: transactionPurpose,
    subject: type,
    data,
    expiresAt,
  });
}

/** Deletes the transaction and returns it if it was still valid: a transaction is single-use. */
export async function takeLoginTransaction(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ type: string; data: unknown } | null> {
  const [row] = await db
    .delete(oneTimeTokens)
    .where(
      and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, transactionPurpose)),
    )
    .returning({
      type: oneTimeTokens.subject,
      data: oneTimeTokens.data,
      expiresAt: oneTimeTokens.expiresAt,
    });
  if (!row || row.expiresAt <= now) return null;
  return { type: row.type, data: row.data };
}

export async function findUserIdById(db: Db, id: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row?.id ?? null;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  return (await findAccountByEmail(db, email.trim()))?.id ?? null;
}

export async function touchLastLogin(db: Db, id: string, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, id));
}

export async function findUserIdByExternalIdentity(
  db: Db,
  issuer: string,
  subject: string,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: externalIdentities.userId })
    .from(externalIdentities)
    .where(and(eq(externalIdentities.issuer, issuer), eq(externalIdentities.subject, subject)))
    .limit(1);
  return row?.userId ?? null;
}

/** Binds the identity to the account unless either is bound already; true when it bound. */
export async function bindExternalIdentity(
  db: Db,
  identity: { issuer: string; subject: string; userId: string },
): Promise<boolean> {
  const inserted = await db
    .insert(externalIdentities)
    .values(identity)
    .onConflictDoNothing()
    .returning({ userId: externalIdentities.userId });
  return inserted.length > 0;
}
