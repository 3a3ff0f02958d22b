import {
  backOfficeErrorCodes,
  backOfficeMessages,
  type BackOfficeInvitation,
  type InvitationKind,
  type NewInvitation,
  type UserRole,
} from '@energiaportaali/domain';
import { emailInUse } from '../../accounts';
import type { OperatorUser } from '../../auth/session-user';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../errors';
import { messages } from '../../messages';
import {
  findInvitationById,
  invitationIdOf,
  InviteError,
  inviteFromCommandLine,
  issueInvitation,
  revokeInvitationById,
  type Invitation,
  type InvitationOutbox,
  type InviteCommand,
  type PendingInvitation,
} from '../../invitation';
import { listInvitations, type InvitationListQuery } from './invitations-repo';
import { toPage, type Page } from './paging';
import { findAccount, type AccountRow } from './users-repo';

// The invitations of the one invitation mechanism (decision 0020) as customer service handles
// them (decision 0030): listed from their stored rows, never by token; issued, re-sent and
// revoked with the operator as the audited actor.

export interface InvitationDeps {
  db: Db;
  outbox: InvitationOutbox;
  /** Whom the invited asks for a new link: the utility (customer service). */
  invitedBy: string;
}

const invitationNotFound = () =>
  notFound({
    code: backOfficeErrorCodes.invitationNotFound,
    message: backOfficeMessages.invitationNotFound,
  });
const emailTaken = () =>
  conflict({ code: backOfficeErrorCodes.emailInUse, message: backOfficeMessages.emailInUse });
const companyNotFound = () =>
  conflict({
    code: backOfficeErrorCodes.companyNotFound,
    message: backOfficeMessages.companyNotFound,
  });
const accountDeleted = () =>
  conflict({
    code: backOfficeErrorCodes.accountDeleted,
    message: messages.invitationAccountDeleted,
  });
export const alreadyActive = () =>
  conflict({ code: backOfficeErrorCodes.alreadyActive, message: backOfficeMessages.alreadyActive });

type InvitationRow = Awaited<ReturnType<typeof listInvitations>>[number];

function statusOf(row: InvitationRow): BackOfficeInvitation['status'] {
  if (row.usedAt && !row.revoked) return 'used';
  if (row.accountDeleted) return 'deleted';
  if (row.usedAt) return 'revoked';
  return row.expired ? 'expired' : 'pending';
}

/** GET /api/backoffice/invitations */
export async function invitationPage(
  db: Db,
  query: InvitationListQuery,
): Promise<Page<BackOfficeInvitation>> {
  const rows = await listInvitations(db, query);
  return toPage(rows, query, (row) => {
    const data = row.data as Partial<Invitation>;
    return {
      id: row.id,
      kind: data.kind as InvitationKind,
      email: data.email ?? '',
      invitedBy: data.invitedBy ?? null,
      status: statusOf(row),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      usedAt: row.usedAt?.toISOString() ?? null,
    };
  });
}

function commandOf(body: NewInvitation): InviteCommand {
  if (body.kind === 'manager-company') return { kind: 'manager-company', email: body.email };
  return {
    kind: 'company-person',
    company: body.businessId,
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    phone: body.phone ?? null,
    admin: body.admin,
  };
}

/**
 * POST /api/backoffice/invitations: what `npm run invite` does (the same module), with the
 * operator as the inviter: a manager company's registration link, or a new person of a company
 * customer. The e-mail goes after the commit.
 */
export async function createInvitation(
  { db, outbox, invitedBy }: InvitationDeps,
  operator: OperatorUser,
  body: NewInvitation,
): Promise<{ id: string }> {
  let invitation: PendingInvitation;
  try {
    invitation = await db.transaction(async (tx) => {
      const issued = await inviteFromCommandLine(tx, commandOf(body), {
        ttlDays: outbox.ttlDays,
        invitedBy,
        invitedByUserId: operator.id,
      });
      await insertAuditEntry(tx, {
        actorUserId: operator.id,
        action: 'backoffice.invitation.create',
        targetType: 'invitation',
        targetId: invitationIdOf(issued),
        details: {
          kind: body.kind,
          ...(body.kind === 'company-person' ? { admin: body.admin } : {}),
        },
      });
      return issued;
    });
  } catch (error) {
    if (error instanceof InviteError) {
      throw error.reason === 'emailInUse' ? emailTaken() : companyNotFound();
    }
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await outbox.send(invitation);
  return { id: invitationIdOf(invitation) };
}

/** The invitation kind of an account of this role (consumers are imported ones). */
export const invitationKindOf: Record<UserRole, InvitationKind> = {
  consumer: 'consumer',
  companyUser: 'company-person',
  companyManager: 'company-person',
  remUser: 'manager',
  remCompany: 'manager',
  operator: 'operator',
};

/** Issues a new invitation to a password-less account (the older one stops working). */
export function inviteAccount(
  tx: Db,
  deps: InvitationDeps,
  operator: OperatorUser,
  account: Pick<AccountRow, 'id' | 'email' | 'role'>,
): Promise<PendingInvitation> {
  return issueInvitation(
    tx,
    {
      kind: invitationKindOf[account.role],
      email: account.email,
      userId: account.id,
      invitedByUserId: operator.id,
      invitedBy: deps.invitedBy,
    },
    deps.outbox.ttlDays,
  );
}

/**
 * POST /api/backoffice/invitations/:id/resend: a new link to the same account or address; the
 * old one stops working. 409 when the account has its password or has been deleted, or the
 * address has an account.
 */
export async function resendInvitation(
  deps: InvitationDeps,
  operator: OperatorUser,
  id: string,
): Promise<{ id: string }> {
  const invitation = await deps.db.transaction(async (tx) => {
    const stored = await findInvitationById(tx, id);
    if (!stored) throw invitationNotFound();
    let issued: PendingInvitation;
    if (stored.userId) {
      const account = await findAccount(tx, stored.userId);
      if (!account) throw accountDeleted();
      if (account.hasPassword) throw alreadyActive();
      issued = await inviteAccount(tx, deps, operator, account);
    } else {
      if (await emailInUse(tx, stored.email)) throw emailTaken();
      issued = await issueInvitation(
        tx,
        {
          kind: stored.kind,
          email: stored.email,
          userId: null,
          invitedByUserId: operator.id,
          invitedBy: deps.invitedBy,
          data: stored.data,
        },
        deps.outbox.ttlDays,
      );
    }
    await insertAuditEntry(tx, {
      actorUserId: operator.id,
      action: 'backoffice.invitation.resend',
      targetType: 'invitation',
      targetId: invitationIdOf(issued),
      details: { kind: issued.kind, replaces: id },
    });
    return issued;
  });
  await deps.outbox.send(invitation);
  return { id: invitationIdOf(invitation) };
}

/** DELETE /api/backoffice/invitations/:id: the link stops working; 404 when already used. */
export async function revokeInvitation(db: Db, operator: OperatorUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await findInvitationById(tx, id);
    if (!stored || !(await revokeInvitationById(tx, id))) throw invitationNotFound();
    await insertAuditEntry(tx, {
      actorUserId: operator.id,
      action: 'backoffice.invitation.revoke',
      targetType: 'invitation',
      targetId: id,
      details: { kind: stored.kind },
    });
  });
}
