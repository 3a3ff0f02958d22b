import type { ManagerRecord, OfficeManagerRequest } from '@energiaportaali/domain';
import {
  invitationErrorCodes,
  invitationMessages,
  officeStaffMessages,
  userNotFoundCode,
} from '@energiaportaali/domain';
import { createOfficeMember, emailInUse } from '../../accounts';
import { assertActingOffice } from '../../auth/access';
import type { SessionUser } from '../../auth/session-user';
import { deleteUserSessions } from '../../auth/sessions';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { conflict, forbidden, validationFailed, type FieldErrors } from '../../errors';
import { issueInvitation, type InvitationOutbox } from '../../invitation';
import {
  changeAssignments,
  deleteUser,
  findAssignedIds,
  findOfficeHousingCompanyIds,
  findOfficeManagerByEmail,
  findOfficeManagers,
  findStaffAssignments,
} from './staff-repo';
import { brokenUniqueConstraint } from '../../db/unique-violation';

// Only the office's main user manages its staff (spec 02 §6).
type SuperUser = SessionUser<'remCompany'>;

/** GET /api/user/myRemUsers: the office's managers, each with their housing companies. */
export async function officeManagers(db: Db, user: SuperUser): Promise<ManagerRecord[]> {
  const office = await assertActingOffice(db, user);
  const [managers, assignments] = await Promise.all([
    findOfficeManagers(db, office.id),
    findStaffAssignments(db, office.id),
  ]);
  return managers.map((manager) => managerRecord(manager, assignments));
}

type Assignment = Awaited<ReturnType<typeof findStaffAssignments>>[number];

function managerRecord(
  manager: { id: string; firstName: string; lastName: string; email: string },
  assignments: readonly Assignment[],
): ManagerRecord {
  return {
    remUser: { firstName: manager.firstName, lastName: manager.lastName, email: manager.email },
    clients: assignments
      .filter((assignment) => assignment.userId === manager.id)
      .map((assignment) => ({
        customerships: [{ customer: { id: assignment.customerId, name: assignment.name } }],
      })),
  };
}

const emailTaken = () =>
  conflict({ code: invitationErrorCodes.emailInUse, message: invitationMessages.emailInUse });

/** A body as the route got it: parsed, or the field errors of why not. */
export type ParsedBody<Body> = { ok: true; value: Body } | { ok: false; fields: FieldErrors };

/**
 * POST /api/user/remUser: the super user adds a manager to the office. The account (no password
 * yet), its membership and its invitation are made in one transaction; the e-mail goes after.
 */
export async function addOfficeManager(
  db: Db,
  outbox: InvitationOutbox,
  user: SuperUser,
  body: ParsedBody<OfficeManagerRequest>,
) {
  const office = await assertActingOffice(db, user);
  if (!body.ok) throw validationFailed(body.fields, invitationMessages.registrationFailed);
  const { email, firstName, lastName, phone } = body.value;
  let invitation;
  try {
    invitation = await db.transaction(async (tx) => {
      if (await emailInUse(tx, email)) throw emailTaken();
      const managerId = await createOfficeMember(tx, office.id, {
        email,
        firstName,
        lastName,
        phone: phone ?? null,
        role: 'remUser',
      });
      await insertAuditEntry(tx, {
        actorUserId: user.id,
        action: 'office_staff.add',
        targetType: 'user',
        targetId: managerId,
        details: { officeId: office.id },
      });
      return issueInvitation(
        tx,
        {
          kind: 'manager',
          email,
          userId: managerId,
          invitedByUserId: user.id,
          invitedBy: office.name,
        },
        outbox.ttlDays,
      );
    });
  } catch (error) {
    // Two additions of one address at once: the unique index decides.
    if (brokenUniqueConstraint(error) !== null) throw emailTaken();
    throw error;
  }
  await outbox.send(invitation);
  return { firstName, lastName, email };
}

/**
 * PUT /api/user/remUser/{email}/housingCompanies: the super user chooses which of the office's
 * housing companies the manager handles. Another office's manager (or nobody) is the same 403
 * as in the removal; a housing company the office does not hold is 403.
 */
export async function assignHousingCompanies(
  db: Db,
  user: SuperUser,
  email: string,
  customerIds: readonly number[],
): Promise<ManagerRecord> {
  const office = await assertActingOffice(db, user);
  const manager = await findOfficeManagerByEmail(db, office.id, email);
  if (!manager) {
    throw forbidden({ code: userNotFoundCode, message: officeStaffMessages.userNotFound });
  }
  const wanted = [...new Set(customerIds)];
  await db.transaction(async (tx) => {
    const held = await findOfficeHousingCompanyIds(tx, office.id, wanted);
    if (held.length !== wanted.length) throw forbidden();
    const assigned = await findAssignedIds(tx, manager.id);
    const add = wanted.filter((id) => !assigned.includes(id));
    const remove = assigned.filter((id) => !wanted.includes(id));
    if (add.length === 0 && remove.length === 0) return;
    await changeAssignments(tx, { officeId: office.id, userId: manager.id, add, remove });
    await insertAuditEntry(tx, {
      actorUserId: user.id,
      action: 'office_staff.assign',
      targetType: 'user',
      targetId: manager.id,
      details: { officeId: office.id, added: add, removed: remove },
    });
  });
  return managerRecord(manager, await findStaffAssignments(db, office.id));
}

/**
 * DELETE /api/user/{email}: the super user removes one of the office's managers. Anyone else's
 * address, the super user's own and an unknown one get the same 403 'Käyttäjää ei löytynyt'.
 * The manager's sessions end at once, in this process too.
 */
export async function removeOfficeManager(db: Db, user: SuperUser, email: string) {
  const office = await assertActingOffice(db, user);
  const manager = await findOfficeManagerByEmail(db, office.id, email);
  if (!manager) {
    throw forbidden({ code: userNotFoundCode, message: officeStaffMessages.userNotFound });
  }
  await deleteUserSessions(db, manager.id);
  await db.transaction(async (tx) => {
    await insertAuditEntry(tx, {
      actorUserId: user.id,
      action: 'office_staff.remove',
      targetType: 'user',
      targetId: manager.id,
      details: { officeId: office.id },
    });
    await deleteUser(tx, manager.id);
  });
  return { firstName: manager.firstName, lastName: manager.lastName };
}
