import {
  invitationErrorCodes,
  invitationMessages,
  invitedPasswordSchema,
  type ManagerCompanyRegistration,
  type ManagerCompanyUserCheck,
} from '@energiaportaali/domain';
import {
  createOffice,
  createOfficeMember,
  emailInUse,
  findOfficeByBusinessId,
} from '../../accounts';
import { hashPassword } from '../../auth/password';
import { insertAuditEntry } from '../../db/audit';
import type { Database, Db } from '../../db/connection';
import { conflict, notFound, validationFailed } from '../../errors';
import { issuesToFields } from '../../http/validation';
import { auditRedeemed, peekInvitation, redeemInvitation, type Invitation } from '../../invitation';
import { brokenUniqueConstraint } from '../../db/unique-violation';

type PersonStep = ManagerCompanyUserCheck['user'];

const badToken = () =>
  notFound({ code: invitationErrorCodes.userNotFound, message: invitationMessages.userNotFound });
const emailTaken = () =>
  conflict({ code: invitationErrorCodes.emailInUse, message: invitationMessages.emailInUse });
const officeTaken = () =>
  conflict({ code: invitationErrorCodes.officeExists, message: invitationMessages.officeExists });

const isManagerCompanyInvitation = (invitation: Invitation | null): invitation is Invitation =>
  invitation?.kind === 'manager-company';

// The invitation's address becomes the main user's: it must be free, the password strong
// against it and the person's own names.
async function checkPerson(db: Db, token: string, person: PersonStep): Promise<Invitation> {
  const invitation = await peekInvitation(db, token);
  if (!isManagerCompanyInvitation(invitation)) throw badToken();
  if (await emailInUse(db, invitation.email)) throw emailTaken();
  const rules = invitedPasswordSchema([invitation.email, person.firstName, person.lastName]);
  const parsed = rules.safeParse({ password: person.password, password2: person.password2 });
  if (!parsed.success) {
    const fields = issuesToFields(parsed.error.issues, 'password');
    throw validationFailed(
      Object.fromEntries(
        Object.entries(fields).map(([key, messages]) => [`user.${key}`, messages]),
      ),
    );
  }
  return invitation;
}

/** POST /api/user/remcompany: step 0 (the main user's details) checked against the token; writes nothing. */
export async function checkManagerCompanyUser(
  db: Db,
  request: ManagerCompanyUserCheck,
): Promise<void> {
  await checkPerson(db, request.token, request.user);
}

/**
 * POST /api/remcompany: the office, its remCompany main user (the invited address) and the staff
 * link in one transaction that also uses the token up; any failure leaves nothing behind and
 * the token usable.
 */
export async function registerManagerCompany(
  database: Database,
  request: ManagerCompanyRegistration,
): Promise<void> {
  const { token, user, company } = request;
  await checkPerson(database.db, token, user);
  // Hashing takes ~100 ms of CPU: done before the transaction, not while holding it.
  const passwordHash = await hashPassword(user.password);
  try {
    await database.db.transaction(async (tx) => {
      const invitation = await redeemInvitation(tx, token);
      if (!isManagerCompanyInvitation(invitation)) throw badToken();
      if (await emailInUse(tx, invitation.email)) throw emailTaken();
      if (await findOfficeByBusinessId(tx, company.businessId)) throw officeTaken();
      const officeId = await createOffice(tx, company);
      const userId = await createOfficeMember(tx, officeId, {
        email: invitation.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone ?? null,
        passwordHash,
        role: 'remCompany',
        termsAccepted: true,
      });
      await auditRedeemed(tx, invitation, userId);
      await insertAuditEntry(tx, {
        actorUserId: userId,
        action: 'manager_company.register',
        targetType: 'office',
        targetId: String(officeId),
        details: { businessId: company.businessId },
      });
    });
  } catch (error) {
    // Two registrations at once: the unique indexes decide.
    const constraint = brokenUniqueConstraint(error);
    if (constraint === null) throw error;
    throw constraint.startsWith('property_manager_offices') ? officeTaken() : emailTaken();
  }
}
