import { invitationKinds, type InvitationKind } from '@energiaportaali/domain';
import { insertAuditEntry } from '../db/audit';
import type { Db } from '../db/connection';
import { auditLog } from '../db/schema';
import {
  consumeToken,
  newToken,
  peekToken,
  revokeTokens,
  storeToken,
  type StoredToken,
} from '../auth/one-time-tokens';

const purpose = 'invitation';
const dayMs = 24 * 60 * 60 * 1000;

/** A freshly issued invitation: the token exists only here and in the link, never stored. */
export interface PendingInvitation {
  token: string;
  kind: InvitationKind;
  email: string;
  /** How many days the link works (told in the e-mail). */
  ttlDays: number;
}

export interface InvitationInput {
  kind: InvitationKind;
  email: string;
  /** The invited account; null for a manager company, whose account the registration creates. */
  userId: string | null;
  /** Who issued it; null for an operator at the command line. */
  invitedByUserId: string | null;
  /** A name to show on the link's page: whom to ask for a new link. */
  invitedBy: string | null;
  data?: Record<string, unknown>;
}

/** What the stored token says about the invitation. */
export interface Invitation {
  kind: InvitationKind;
  email: string;
  userId: string | null;
  invitedByUserId: string | null;
  invitedBy: string | null;
  data: Record<string, unknown>;
}

// An invitation for an account is about that account; one for a manager company (no account
// yet) is about the address. A newer invitation about the same subject replaces the older one.
const subjectOf = (input: Pick<InvitationInput, 'email' | 'userId'>) =>
  input.userId ?? `email:${input.email.trim().toLowerCase()}`;

/**
 * Stores SHA-256 of a new random token in one_time_tokens (purpose 'invitation'), single-use,
 * expiring after `ttlDays`, and audits the issue. Call it inside the transaction that creates or
 * links the account, so there is no account without its invitation.
 */
export async function issueInvitation(
  db: Db,
  input: InvitationInput,
  ttlDays: number,
): Promise<PendingInvitation> {
  const token = newToken();
  const subject = subjectOf(input);
  const stored: Invitation = {
    kind: input.kind,
    email: input.email.trim(),
    userId: input.userId,
    invitedByUserId: input.invitedByUserId,
    invitedBy: input.invitedBy,
    data: input.data ?? {},
  };
  await revokeTokens(db, purpose, subject);
  await storeToken(db, token, purpose, subject, stored, ttlDays * dayMs);
  await auditInvitation(db, input.invitedByUserId, 'invitation.issue', input, { ttlDays });
  return { token, kind: stored.kind, email: stored.email, ttlDays };
}

function invitationOf(stored: StoredToken<Invitation> | null): Invitation | null {
  if (!stored || !invitationKinds.includes(stored.data.kind)) return null;
  return stored.data;
}

/** The unused, unexpired invitation of this token, without using it up; null otherwise. */
export async function peekInvitation(db: Db, token: string): Promise<Invitation | null> {
  return invitationOf(await peekToken<Invitation>(db, token, purpose));
}

/**
 * Uses the token up atomically: of two concurrent callers only one gets the invitation. Null
 * when unknown, used or expired. Call it inside the transaction that sets the password or
 * creates the account, and audit the redeem there with `auditRedeemed` once the account exists.
 */
export async function redeemInvitation(db: Db, token: string): Promise<Invitation | null> {
  return invitationOf(await consumeToken<Invitation>(db, token, purpose));
}

/** The audit row of a redeemed invitation, with the account that now owns it as the actor. */
export async function auditRedeemed(
  db: Db,
  invitation: Invitation,
  actorUserId: string,
): Promise<void> {
  await auditInvitation(
    db,
    actorUserId,
    'invitation.redeem',
    { ...invitation, userId: actorUserId },
    {},
  );
}

async function auditInvitation(
  db: Db,
  actorUserId: string | null,
  action: string,
  invitation: Pick<InvitationInput, 'kind' | 'userId'>,
  details: Record<string, unknown>,
): Promise<void> {
  // Target is the account when there is one; a manager company's invitation has none yet.
  const entry = {
    action,
    targetType: invitation.userId ? 'user' : 'invitation',
    targetId: invitation.userId ?? invitation.kind,
    details: { kind: invitation.kind, ...details },
  };
  if (actorUserId) {
    await insertAuditEntry(db, { actorUserId, ...entry });
    return;
  }
  // An operator at the command line has no account of their own.
  await db.insert(auditLog).values({ ...entry, actorUserId: null });
}
