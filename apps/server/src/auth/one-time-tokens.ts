import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { oneTimeTokens } from '../db/schema';

/** Tokens, identification transactions and Tupas stamps are valid this long. */
export const tokenLifetimeMs = 15 * 60 * 1000;

export type OneTimePurpose =
  | 'strong-identification'
  | 'vatu-transaction'
  | 'tupas-stamp'
  | 'invitation'
  | 'alert-unsubscribe'
  | 'password-reset';

/** SHA-256 (hex) of a token: the only form in which a token is stored or looked up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new random token (32 bytes, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface StoredToken<Data> {
  subject: string;
  data: Data;
}

/** Stores the hash of `token` with its purpose, subject and data, valid `lifetimeMs` (15 min). */
export async function storeToken(
  db: Db,
  token: string,
  purpose: OneTimePurpose,
  subject: string,
  data: object,
  lifetimeMs: number = tokenLifetimeMs,
): Promise<void> {
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose,
    subject,
    data,
    // A token's life is kept in the database's time: made and checked (usable) by now().
    expiresAt: sql`now() + ${lifetimeMs} * interval '1 millisecond'`,
  });
}

/** What a token used up without being used says in its data (`revoked`). */
export const revokedMark = {
  usedAt: sql`now()`,
  data: sql`${oneTimeTokens.data} || '{"revoked": true}'`,
};

/**
 * Uses up every unused token of this purpose and subject (a newer one replaces them), marked
 * revoked: a list can tell them from tokens their holders used.
 */
export async function revokeTokens(
  db: Db,
  purpose: OneTimePurpose,
  subject: string,
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set(revokedMark)
    .where(
      and(
        eq(oneTimeTokens.purpose, purpose),
        eq(oneTimeTokens.subject, subject),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

// Lookups go by the SHA-256 of the presented value: no comparison of secrets happens here,
// and the index lookup leaks nothing useful about the (unguessable) token.
const usable = (token: string, purpose: OneTimePurpose) =>
  and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  );

/** The unused, unexpired token's subject and data, without using it up. */
export async function peekToken<Data>(
  db: Db,
  token: string,
  purpose: OneTimePurpose,
): Promise<StoredToken<Data> | null> {
  const [row] = await db
    .select({ subject: oneTimeTokens.subject, data: oneTimeTokens.data })
    .from(oneTimeTokens)
    .where(usable(token, purpose));
  return row ? { subject: row.subject, data: row.data as Data } : null;
}

/** Uses the token up atomically: only one caller ever gets it; null when bad, used or expired. */
export async function consumeToken<Data>(
  db: Db,
  token: string,
  purpose: OneTimePurpose,
): Promise<StoredToken<Data> | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ subject: oneTimeTokens.subject, data: oneTimeTokens.data });
  return row ? { subject: row.subject, data: row.data as Data } : null;
}

/** Why a token is not usable: 'used', 'expired', or null when no such token was ever issued. */
export async function unusableTokenState(
  db: Db,
  token: string,
  purpose: OneTimePurpose,
): Promise<'used' | 'expired' | null> {
  const [row] = await db
    .select({ usedAt: oneTimeTokens.usedAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose)));
  if (!row) return null;
  return row.usedAt ? 'used' : 'expired';
}
