import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InvitationKind } from '@energiaportaali/domain';
import type { Db } from '../../src/db/connection';
import { oneTimeTokens } from '../../src/db/schema';
import { hashToken } from '../../src/auth/one-time-tokens';
import { issueInvitation, type PendingInvitation } from '../../src/invitation/tokens';

/** An invitation as the operator's command line issues it. */
export function inviteForTest(
  db: Db,
  kind: InvitationKind,
  email: string,
  userId: string | null,
  ttlDays = 7,
): Promise<PendingInvitation> {
  return issueInvitation(
    db,
    { kind, email, userId, invitedByUserId: null, invitedBy: 'Testi Energia Oy' },
    ttlDays,
  );
}

/** Moves the token's expiry into the past, as if its lifetime had run out. */
export async function expireToken(db: Db, token: string): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
}

/** A token of the right form that was never issued. */
export const forgedToken = () => randomBytes(32).toString('base64url');
