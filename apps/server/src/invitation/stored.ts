import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { oneTimeTokens } from '../db/schema';
import { hashToken, revokedMark } from '../auth/one-time-tokens';
import type { Invitation, PendingInvitation } from './tokens';

// The invitations as customer service sees them: the stored rows (never a token), each named by
// the SHA-256 of its token, which the row already holds. The id cannot be turned back into a
// link: a link is looked up by hashing what it carries.

/** The purpose of invitation rows in one_time_tokens. */
export const invitationPurpose = 'invitation';

/** The id of an invitation: the hash it is stored under. */
export const invitationIdOf = (invitation: PendingInvitation): string =>
  hashToken(invitation.token);

/** A stored invitation, used or not. */
export interface StoredInvitation extends Invitation {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

const byId = (id: string) =>
  and(eq(oneTimeTokens.tokenHash, id), eq(oneTimeTokens.purpose, invitationPurpose));

/** The invitation stored under this id (used, expired or pending); null when none. */
export async function findInvitationById(db: Db, id: string): Promise<StoredInvitation | null> {
  const [row] = await db
    .select({
      id: oneTimeTokens.tokenHash,
      data: oneTimeTokens.data,
      createdAt: oneTimeTokens.createdAt,
      expiresAt: oneTimeTokens.expiresAt,
      usedAt: oneTimeTokens.usedAt,
    })
    .from(oneTimeTokens)
    .where(byId(id));
  if (!row) return null;
  const { id: rowId, data, ...times } = row;
  return { ...(data as Invitation), id: rowId, ...times };
}

/** Uses the invitation up unused (its link stops working); false when it was already used. */
export async function revokeInvitationById(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set(revokedMark)
    .where(and(byId(id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.tokenHash });
  return rows.length > 0;
}
