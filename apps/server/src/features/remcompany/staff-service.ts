import type { ManagerRecord } from '@energiaportaali/domain';
import { officeStaffMessages, userNotFoundCode } from '@energiaportaali/domain';
import { assertActingOffice } from '../../auth/access';
import type { SessionUser } from '../../auth/session-user';
import { deleteUserSessions } from '../../auth/sessions';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { forbidden } from '../../errors';
import {
  deleteUser,
  findOfficeManagerByEmail,
  findOfficeManagers,
  findStaffAssignments,
} from './staff-repo';

// Only the office's main user manages its staff (spec 02 §6).
async function officeOfSuperUser(db: Db, user: SessionUser) {
  if (user.role !== 'remCompany') throw forbidden();
  return assertActingOffice(db, user);
}

/** GET /api/user/myRemUsers: the office's managers, each with their housing companies. */
export async function officeManagers(db: Db, user: SessionUser): Promise<ManagerRecord[]> {
  const office = await officeOfSuperUser(db, user);
  const [managers, assignments] = await Promise.all([
    findOfficeManagers(db, office.id),
    findStaffAssignments(db, office.id),
  ]);
  return managers.map((manager) => ({
    remUser: { firstName: manager.firstName, lastName: manager.lastName, email: manager.email },
    clients: assignments
      .filter((assignment) => assignment.userId === manager.id)
      .map((assignment) => ({
        customerships: [{ customer: { id: assignment.customerId, name: assignment.name } }],
      })),
  }));
}

/**
 * DELETE /api/user/{email}: the super user removes one of the office's managers. Anyone else's
 * address, the super user's own and an unknown one get the same 403 'Käyttäjää ei löytynyt'.
 * The manager's sessions end at once, in this process too.
 */
export async function removeOfficeManager(db: Db, user: SessionUser, email: string) {
  const office = await officeOfSuperUser(db, user);
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
