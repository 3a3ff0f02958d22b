import {
  backOfficeErrorCodes,
  backOfficeMessages,
  isValidBusinessId,
  type PortalConfig,
  type RegistrationDetail,
  type RegistrationRequest,
  type RegistryCheck,
} from '@energiaportaali/domain';
import type { FastifyBaseLogger } from 'fastify';
import {
  adoptSubsidiaries,
  attachRepresentedHouses,
  createCompanyPerson,
  createOffice,
  createOfficeMember,
  emailInUse,
  findOfficeByBusinessId,
} from '../../accounts';
import { sendAfterCommit, type MailService } from '../../adapters/mail';
import type { OperatorUser } from '../../auth/session-user';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { brokenUniqueConstraint } from '../../db/unique-violation';
import { conflict, notFound } from '../../errors';
import { issueInvitation, type InvitationOutbox, type PendingInvitation } from '../../invitation';
import { toPage, type Page } from './paging';
import { rejectionMail } from './registrations-mail';
import {
  customersByBusinessId,
  decideRegistration,
  findRegistration,
  insertCompany,
  listRegistrations,
  officesByBusinessId,
  registeredOfficeNames,
  representedCounts,
  type Decision,
  type RegistrationListQuery,
  type RegistrationRow,
} from './registrations-repo';

// The business registration requests of spec 02 §7 as customer service decides them
// (decision 0030): approving makes or links the company or the office and invites the applicant;
// rejecting tells them why. Either way the applicant hears the outcome by e-mail.

export interface RegistrationDeps {
  db: Db;
  mail: MailService;
  log: FastifyBaseLogger;
  portalConfig: PortalConfig;
}

const requestNotFound = () =>
  notFound({
    code: backOfficeErrorCodes.requestNotFound,
    message: backOfficeMessages.requestNotFound,
  });
const requestDecided = () =>
  conflict({
    code: backOfficeErrorCodes.requestDecided,
    message: backOfficeMessages.requestDecided,
  });
const emailTaken = () =>
  conflict({ code: backOfficeErrorCodes.emailInUse, message: backOfficeMessages.emailInUse });
const notACompany = () =>
  conflict({ code: backOfficeErrorCodes.notACompany, message: backOfficeMessages.notACompany });

function requestOf(row: RegistrationRow): RegistrationRequest {
  return {
    id: row.id,
    applyingCreds: row.applyingCreds,
    applyingCompany: row.applyingCompany,
    applyingCompanyIdentifier: row.applyingCompanyIdentifier,
    daughterCompanyIdentifiers: row.daughterCompanyIdentifiers,
    applyingPerson: row.applyingPerson,
    contactEmail: row.contactEmail,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
    rejectionReason: row.rejectionReason,
  };
}

/** GET /api/backoffice/registrations */
export async function registrationPage(
  db: Db,
  query: RegistrationListQuery,
): Promise<Page<RegistrationRequest>> {
  return toPage(await listRegistrations(db, query), query, requestOf);
}

type KnownCustomer = Awaited<ReturnType<typeof customersByBusinessId>>[number];

/**
 * The subsidiaries a request lists (its own business id left out), each with its customer;
 * approval links those that are company customers.
 */
function subsidiariesOf(
  request: Pick<RegistrationRow, 'applyingCompanyIdentifier' | 'daughterCompanyIdentifiers'>,
  known: KnownCustomer[],
) {
  return request.daughterCompanyIdentifiers
    .filter((id) => id !== request.applyingCompanyIdentifier)
    .map((businessId) => {
      const customer = known.find((candidate) => candidate.businessId === businessId) ?? null;
      return { businessId, customer, linked: customer?.kind === 'company' };
    });
}

/** GET /api/backoffice/registrations/:id: the request and what the registers say of its ids. */
export async function registrationDetail(db: Db, id: number): Promise<RegistrationDetail> {
  const row = await findRegistration(db, id);
  if (!row) throw requestNotFound();
  const businessIds = [
    ...new Set([row.applyingCompanyIdentifier, ...row.daughterCompanyIdentifiers]),
  ];
  const [found, offices, counts] = await Promise.all([
    customersByBusinessId(db, businessIds),
    officesByBusinessId(db, businessIds),
    representedCounts(db, businessIds),
  ]);
  const checks: RegistryCheck[] = businessIds.map((businessId) => ({
    businessId,
    validBusinessId: isValidBusinessId(businessId),
    customerName: found.find((customer) => customer.businessId === businessId)?.name ?? null,
    officeName: offices.find((office) => office.businessId === businessId)?.name ?? null,
    representedHousingCompanies: counts.get(businessId) ?? 0,
  }));
  return {
    request: requestOf(row),
    checks,
    emailInUse: await emailInUse(db, row.contactEmail),
    subsidiaries:
      row.applyingCreds === 'business'
        ? subsidiariesOf(row, found).map(({ businessId, customer, linked }) => ({
            businessId,
            customerName: customer?.name ?? null,
            linked,
          }))
        : [],
  };
}

type Decided = NonNullable<Awaited<ReturnType<typeof decideRegistration>>>;

/** The new request decided in this transaction: 404 for none, 409 when already decided. */
async function decide(tx: Db, id: number, decision: Decision): Promise<Decided> {
  const decided = await decideRegistration(tx, id, decision);
  if (decided) return decided;
  throw (await findRegistration(tx, id)) ? requestDecided() : requestNotFound();
}

/** 'Etu Toinen Suku' → first names 'Etu Toinen', last name 'Suku' (the form joins them so). */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}

interface Approval {
  userId: string;
  invitation: PendingInvitation;
  details: Record<string, unknown>;
}

// 'business': the company by its business id (made when new), the named subsidiaries that are
// customers (adopted when parentless), the applicant as their companyManager admin.
async function approveBusiness(tx: Db, request: Decided, issue: Issue): Promise<Approval> {
  const businessId = request.applyingCompanyIdentifier;
  const known = await customersByBusinessId(tx, [
    businessId,
    ...request.daughterCompanyIdentifiers,
  ]);
  const existing = known.find((customer) => customer.businessId === businessId);
  if (existing && existing.kind !== 'company') throw notACompany();
  const companyId = existing?.id ?? (await insertCompany(tx, request.applyingCompany, businessId));
  const listed = subsidiariesOf(request, known);
  const subsidiaries = listed.flatMap(({ customer, linked }) => (linked ? [customer!.id] : []));
  await adoptSubsidiaries(tx, companyId, subsidiaries);
  const userId = await createCompanyPerson(
    tx,
    { ...splitName(request.applyingPerson), email: request.contactEmail },
    [companyId, ...subsidiaries],
    { admin: true },
  );
  if (userId === null) throw emailTaken();
  return {
    userId,
    invitation: await issue('company-person', userId),
    details: {
      customerId: companyId,
      customerCreated: !existing,
      subsidiaryIds: subsidiaries,
      subsidiariesNotFound: listed.length - subsidiaries.length,
    },
  };
}

// 'manager': the office by its business id (made when new, named as the trade register names
// it, else as the applicant did; its address is the office's own to fill in), the applicant as
// its remCompany, and the housing companies the register names the office manager of, when
// they are customers no office holds (decision 0045).
async function approveManager(tx: Db, request: Decided, issue: Issue): Promise<Approval> {
  const businessId = request.applyingCompanyIdentifier;
  const office = await findOfficeByBusinessId(tx, businessId);
  const registered = office
    ? undefined
    : (await registeredOfficeNames(tx, [businessId])).get(businessId);
  const officeId =
    office?.id ??
    (await createOffice(tx, {
      name: registered ?? request.applyingCompany,
      businessId,
      street: '',
      postalCode: '',
      postOffice: '',
    }));
  const userId = await createOfficeMember(tx, officeId, {
    ...splitName(request.applyingPerson),
    email: request.contactEmail,
    role: 'remCompany',
  });
  const housesAttached = await attachRepresentedHouses(tx, officeId, businessId);
  return {
    userId,
    invitation: await issue('manager', userId),
    details: {
      officeId,
      officeCreated: !office,
      housesAttached,
    },
  };
}

type Issue = (kind: 'company-person' | 'manager', userId: string) => Promise<PendingInvitation>;

/**
 * POST /api/backoffice/registrations/:id/approve: one transaction for the decision, the
 * accounts and links, the invitation and the audit row; the invitation e-mail after the commit.
 */
export async function approveRegistration(
  deps: RegistrationDeps,
  outbox: InvitationOutbox,
  operator: OperatorUser,
  id: number,
): Promise<{ userId: string; invitationSent: true }> {
  let approval: Approval;
  try {
    approval = await deps.db.transaction(async (tx) => {
      const request = await decide(tx, id, {
        status: 'handled',
        operatorId: operator.id,
        rejectionReason: null,
      });
      if (await emailInUse(tx, request.contactEmail)) throw emailTaken();
      const issue: Issue = (kind, userId) =>
        issueInvitation(
          tx,
          {
            kind,
            email: request.contactEmail,
            userId,
            invitedByUserId: operator.id,
            invitedBy: deps.portalConfig.contact.companyName,
          },
          outbox.ttlDays,
        );
      const done =
        request.applyingCreds === 'business'
          ? await approveBusiness(tx, request, issue)
          : await approveManager(tx, request, issue);
      await insertAuditEntry(tx, {
        actorUserId: operator.id,
        action: 'backoffice.registration.approve',
        targetType: 'registration_request',
        targetId: String(id),
        details: { applyingCreds: request.applyingCreds, userId: done.userId, ...done.details },
      });
      return done;
    });
  } catch (error) {
    // The same address, company or office made at the same moment by another approval: the
    // unique index decides, and the operator may look again.
    const constraint = brokenUniqueConstraint(error);
    if (constraint === 'users_email_lower_key') throw emailTaken();
    if (constraint !== null) throw conflict();
    throw error;
  }
  await outbox.send(approval.invitation);
  return { userId: approval.userId, invitationSent: true };
}

/** POST /api/backoffice/registrations/:id/reject: decided with the reason, which is e-mailed. */
export async function rejectRegistration(
  deps: RegistrationDeps,
  operator: OperatorUser,
  id: number,
  reason: string,
): Promise<RegistrationRequest> {
  const request = await deps.db.transaction(async (tx) => {
    const decided = await decide(tx, id, {
      status: 'rejected',
      operatorId: operator.id,
      rejectionReason: reason,
    });
    await insertAuditEntry(tx, {
      actorUserId: operator.id,
      action: 'backoffice.registration.reject',
      targetType: 'registration_request',
      targetId: String(id),
      details: { applyingCreds: decided.applyingCreds },
    });
    return decided;
  });
  await sendAfterCommit(deps, rejectionMail(deps.portalConfig, request, reason), {
    fields: { requestId: id },
    message: 'registration rejection e-mail could not be queued',
  });
  const row = await findRegistration(deps.db, id);
  return requestOf(row!);
}
