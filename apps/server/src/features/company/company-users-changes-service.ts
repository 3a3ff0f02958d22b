import {
  companyPersonErrorCodes,
  companyPersonMessages,
  invitationErrorCodes,
  invitationMessages,
  type CompanyPerson,
  type CompanyPersonCreateRequest,
  type CompanyPersonUpdateRequest,
} from '@energiaportaali/domain';
import { createCompanyPerson, emailInUse, findAccountByEmail } from '../../accounts';
import {
  assertManagedCompanies,
  personChangeRefusal,
  type Customer,
  type PersonChange,
  type PersonChangeRefusal,
} from '../../auth/access';
import type { SessionUser } from '../../auth/session-user';
import { deleteUserSessions } from '../../auth/sessions';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { conflict, forbidden, validationFailed } from '../../errors';
import { issueInvitation, type InvitationOutbox } from '../../invitation';
import {
  changeCompanyLinks,
  deleteUser,
  findLinkedCustomerIds,
  updatePersonDetails,
  type PersonDetails,
} from './company-users-repo';
import { isUniqueViolation } from '../../db/unique-violation';

type CompanyManagerUser = SessionUser<'companyManager'>;

// Adding, editing and removing the persons of a company manager's companies (spec 02 §2
// 'Company control panel', §5 'Person modal', §6, §7 POST/PATCH/DELETE /business/companyUser).

const emailExists = () =>
  conflict({ code: invitationErrorCodes.emailInUse, message: invitationMessages.emailExists });

// Someone else's person and nobody get the same answer, so addresses cannot be probed.
const personNotFound = () =>
  forbidden({ code: invitationErrorCodes.userNotFound, message: invitationMessages.userNotFound });

function refused(refusal: PersonChangeRefusal) {
  switch (refusal) {
    case 'notManaged':
      return personNotFound();
    case 'admin':
      return forbidden({
        code: companyPersonErrorCodes.personIsAdmin,
        message: companyPersonMessages.personIsAdmin,
      });
    case 'self':
      return forbidden({
        code: companyPersonErrorCodes.ownAccount,
        message: companyPersonMessages.ownAccount,
      });
    case 'sharedAccount':
      return validationFailed({ email: [companyPersonMessages.emailShared] });
  }
}

/** The customer ids of the chosen business ids; one the manager does not act for is 403. */
function chosenCompanyIds(managed: readonly Customer[], businessIds: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const businessId of businessIds) {
    const company = managed.find((candidate) => candidate.businessId === businessId);
    if (!company) throw forbidden();
    ids.add(company.id);
  }
  return [...ids];
}

function personAnswer(
  person: PersonDetails,
  managed: readonly Customer[],
  companyIds: readonly number[],
): CompanyPerson {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    role: 'user',
    companies: managed
      .filter((company) => companyIds.includes(company.id))
      .map((company) => ({ companyName: company.name, businessId: company.businessId ?? '' })),
  };
}

const detailsOf = ({ email, firstName, lastName }: PersonDetails): PersonDetails => ({
  email,
  firstName,
  lastName,
});

// Whom the invited person asks for a new link: the manager, or the company when unnamed.
const inviterName = (user: SessionUser, company: Customer) =>
  `${user.firstName} ${user.lastName}`.trim() || company.name;

/**
 * POST /api/business/companyUser: a new companyUser (no password yet) of the chosen companies,
 * invited by e-mail. Account, links, audit row and invitation are one transaction; the e-mail
 * goes after the commit.
 */
export async function addCompanyPerson(
  db: Db,
  outbox: InvitationOutbox,
  user: CompanyManagerUser,
  body: CompanyPersonCreateRequest,
): Promise<CompanyPerson> {
  const managed = await assertManagedCompanies(db, user);
  const companyIds = chosenCompanyIds(managed, body.companies);
  const details = detailsOf(body);
  const invitation = await db.transaction(async (tx) => {
    const personId = await createCompanyPerson(tx, details, companyIds, { admin: false });
    if (personId === null) throw emailExists();
    await insertAuditEntry(tx, {
      actorUserId: user.id,
      action: 'company_person.add',
      targetType: 'user',
      targetId: personId,
      details: { companyIds },
    });
    const inviter = managed.find((company) => company.id === companyIds[0])!;
    return issueInvitation(
      tx,
      {
        kind: 'company-person',
        email: details.email,
        userId: personId,
        invitedByUserId: user.id,
        invitedBy: inviterName(user, inviter),
      },
      outbox.ttlDays,
    );
  });
  await outbox.send(invitation);
  return personAnswer(details, managed, companyIds);
}

/**
 * PATCH /api/business/companyUser: new names, address and companies of the person `oldEmail`
 * names. Only links to the manager's own companies change. A person still waiting for their
 * password gets a new invitation at a new address (the old link stops working).
 */
export async function updateCompanyPerson(
  db: Db,
  outbox: InvitationOutbox,
  user: CompanyManagerUser,
  body: CompanyPersonUpdateRequest,
): Promise<CompanyPerson> {
  const managed = await assertManagedCompanies(db, user);
  const wanted = chosenCompanyIds(managed, body.companies);
  const details = detailsOf(body);
  let invitation;
  try {
    invitation = await db.transaction(async (tx) => {
      const person = await findAccountByEmail(tx, body.oldEmail);
      if (!person) throw personNotFound();
      const linked = await findLinkedCustomerIds(tx, person.id);
      const current = managed.map((company) => company.id).filter((id) => linked.includes(id));
      const add = wanted.filter((id) => !current.includes(id));
      const remove = current.filter((id) => !wanted.includes(id));
      const emailChanged = person.email.toLowerCase() !== details.email.toLowerCase();
      const changes: PersonChange[] = ['edit'];
      if (emailChanged) changes.push('email');
      if (remove.length > 0) changes.push('remove');
      const refusal = await personChangeRefusal(tx, user, person.id, changes);
      if (refusal) throw refused(refusal);
      if (emailChanged && (await emailInUse(tx, details.email, person.id))) {
        throw emailExists();
      }
      await updatePersonDetails(tx, person.id, details);
      await changeCompanyLinks(tx, person.id, { add, remove });
      await insertAuditEntry(tx, {
        actorUserId: user.id,
        action: 'company_person.update',
        targetType: 'user',
        targetId: person.id,
        details: { addedCompanyIds: add, removedCompanyIds: remove, emailChanged },
      });
      if (!emailChanged || person.hasPassword) return null;
      const inviter = managed.find((company) => company.id === wanted[0])!;
      return issueInvitation(
        tx,
        {
          kind: 'company-person',
          email: details.email,
          userId: person.id,
          invitedByUserId: user.id,
          invitedBy: inviterName(user, inviter),
        },
        outbox.ttlDays,
      );
    });
  } catch (error) {
    // Two changes to one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailExists();
    throw error;
  }
  if (invitation) await outbox.send(invitation);
  return personAnswer(details, managed, wanted);
}

/**
 * DELETE /api/business/companyUser: unlinks the person from the manager's companies, and removes
 * the account when no company is left. Either way their sessions end at once.
 */
export async function removeCompanyPerson(db: Db, user: CompanyManagerUser, email: string) {
  const managed = await assertManagedCompanies(db, user);
  const personId = await db.transaction(async (tx) => {
    const person = await findAccountByEmail(tx, email);
    if (!person) throw personNotFound();
    const refusal = await personChangeRefusal(tx, user, person.id, ['remove']);
    if (refusal) throw refused(refusal);
    const linked = await findLinkedCustomerIds(tx, person.id);
    const remove = managed.map((company) => company.id).filter((id) => linked.includes(id));
    const accountDeleted = remove.length === linked.length;
    await insertAuditEntry(tx, {
      actorUserId: user.id,
      action: 'company_person.remove',
      targetType: 'user',
      targetId: person.id,
      details: { removedCompanyIds: remove, accountDeleted },
    });
    await deleteUserSessions(tx, person.id);
    if (accountDeleted) await deleteUser(tx, person.id);
    else await changeCompanyLinks(tx, person.id, { add: [], remove });
    return person.id;
  });
  // The rows went in the transaction; this forgets the sessions this process still trusts.
  await deleteUserSessions(db, personId);
}
