import { passwordResetTtlMinutes } from '@energiaportaali/domain';
import type { Db } from '../../db/connection';
import {
  consumeToken,
  hashToken,
  newToken,
  peekToken,
  revokeTokens,
  storeToken,
} from '../../auth/one-time-tokens';

// Reset links live in one_time_tokens like invitations: only the SHA-256 of the token is stored,
// the subject is the account, and a newer link replaces the older one.
const purpose = 'password-reset';

/** A freshly issued link's token: it exists only here and in the e-mail. */
export interface IssuedReset {
  token: string;
  /** The stored hash, safe to name in the audit log. */
  id: string;
}

/** Stores a new single-use token for the account, valid passwordResetTtlMinutes. */
export async function issueResetToken(db: Db, userId: string): Promise<IssuedReset> {
  const token = newToken();
  await revokeTokens(db, purpose, userId);
  await storeToken(db, token, purpose, userId, {}, passwordResetTtlMinutes * 60_000);
  return { token, id: hashToken(token) };
}

/** The account id of an unused, unexpired token, without using it up; null otherwise. */
export async function peekResetToken(db: Db, token: string): Promise<string | null> {
  return (await peekToken(db, token, purpose))?.subject ?? null;
}

/** Uses the token up atomically (of two concurrent callers one wins); the account id or null. */
export async function consumeResetToken(db: Db, token: string): Promise<string | null> {
  return (await consumeToken(db, token, purpose))?.subject ?? null;
}
