import {
  backOfficeErrorCodes,
  backOfficeMessages,
  type BackOfficeUser,
} from '@energiaportaali/domain';
import type { OperatorUser } from '../../auth/session-user';
import { deleteUserSessions } from '../../auth/sessions';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { forbidden, notFound } from '../../errors';
import { invitationIdOf } from '../../invitation';
import { alreadyActive, inviteAccount, type InvitationDeps } from './invitations-service';
import { toPage, type Page } from './paging';
import {
  customersOf,
  deleteSessionsOf,
  findAccount,
  listUsers,
  officesOf,
  setLocked,
  type AccountRow,
  type UserSearchQuery,
} from './users-repo';

// Customer service finds a user and acts on the account (decision 0030): lock and unlock, end
// the sessions, send a new invitation. Every action is audited with the operator as the actor.

const userNotFound = () =>
  notFound({ code: backOfficeErrorCodes.userNotFound, message: backOfficeMessages.userNotFound });

/** The answer rows: each account with whom it acts for and its office. */
async function present(db: Db, rows: AccountRow[]): Promise<BackOfficeUser[]> {
  const ids = rows.map((row) => row.id);
  const [customers, offices] = await Promise.all([customersOf(db, ids), officesOf(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    active: row.hasPassword,
    locked: row.locked,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    customers: customers
      .filter((customer) => customer.userId === row.id)
      .map(({ name, businessId }) => ({ name, businessId })),
    office: offices.find((office) => office.userId === row.id)?.name ?? null,
  }));
}

/** GET /api/backoffice/users?q= */
export async function userPage(db: Db, query: UserSearchQuery): Promise<Page<BackOfficeUser>> {
  const page = toPage(await listUsers(db, query), query);
  return { ...page, items: await present(db, page.items) };
}

async function presentOne(db: Db, id: string): Promise<BackOfficeUser> {
  const account = await findAccount(db, id);
  if (!account) throw userNotFound();
  const [user] = await present(db, [account]);
  return user!;
}

/**
 * POST /api/backoffice/users/:id/lock and …/unlock. A locked account cannot log in and its
 * sessions end at once, here and (by the session lookup) in every process. An operator does
 * not lock themselves out.
 */
export async function setUserLocked(
  db: Db,
  operator: OperatorUser,
  id: string,
  locked: boolean,
): Promise<BackOfficeUser> {
  if (locked && id === operator.id) {
    throw forbidden({
      code: backOfficeErrorCodes.ownAccount,
      message: backOfficeMessages.ownAccount,
    });
  }
  await db.transaction(async (tx) => {
    if (!(await setLocked(tx, id, locked))) throw userNotFound();
    const ended = locked ? await deleteSessionsOf(tx, id) : 0;
    await insertAuditEntry(tx, {
      actorUserId: operator.id,
      action: locked ? 'backoffice.user.lock' : 'backoffice.user.unlock',
      targetType: 'user',
      targetId: id,
      details: locked ? { endedSessions: ended } : {},
    });
  });
  // The rows went in the transaction; this forgets the sessions this process still trusts.
  if (locked) await deleteUserSessions(db, id);
  return presentOne(db, id);
}

/** POST /api/backoffice/users/:id/sessions/end: logs the user out everywhere. */
export async function endUserSessions(
  db: Db,
  operator: OperatorUser,
  id: string,
): Promise<{ ended: number }> {
  const ended = await db.transaction(async (tx) => {
    if (!(await findAccount(tx, id))) throw userNotFound();
    const count = await deleteSessionsOf(tx, id);
    await insertAuditEntry(tx, {
      actorUserId: operator.id,
      action: 'backoffice.user.sessions.end',
      targetType: 'user',
      targetId: id,
      details: { endedSessions: count },
    });
    return count;
  });
  await deleteUserSessions(db, id);
  return { ended };
}

/**
 * POST /api/backoffice/users/:id/invitation: a new link for an account still without its
 * password (the older link stops working); 409 ALREADY_ACTIVE once it has one.
 */
export async function inviteUser(
  deps: InvitationDeps,
  operator: OperatorUser,
  id: string,
): Promise<{ id: string }> {
  const invitation = await deps.db.transaction(async (tx) => {
    const account = await findAccount(tx, id);
    if (!account) throw userNotFound();
    if (account.hasPassword) throw alreadyActive();
    const issued = await inviteAccount(tx, deps, operator, account);
    await insertAuditEntry(tx, {
      actorUserId: operator.id,
      action: 'backoffice.user.invite',
      targetType: 'user',
      targetId: id,
      details: { kind: issued.kind, invitationId: invitationIdOf(issued) },
    });
    return issued;
  });
  await deps.outbox.send(invitation);
  return { id: invitationIdOf(invitation) };
}
