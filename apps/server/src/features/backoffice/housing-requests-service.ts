import {
  backOfficeErrorCodes,
  backOfficeMessages,
  housingRequestErrorCodes,
  type HousingRequest,
  type PortalConfig,
} from '@energiaportaali/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sendAfterCommit, type MailMessage, type MailService } from '../../adapters/mail';
import type { OperatorUser } from '../../auth/session-user';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { conflict, notFound } from '../../errors';
import { assignToStaff, attachHousingCompany } from '../../housing-companies/links';
import { messages } from '../../messages';
import { housingApprovalMail, housingRejectionMail } from './housing-requests-mail';
import {
  decideHousingRequest,
  findHousingRequest,
  listHousingRequests,
  staffRoleAt,
  type HousingDecision,
  type HousingRequestListQuery,
  type HousingRequestRow,
} from './housing-requests-repo';
import { toPage, type Page } from './paging';

// A manager's 'Lisää asunto-osakeyhtiö' that no trade register could check (decision 0045):
// customer service approves it (the housing company joins the office as after a successful
// check) or rejects it with a reason. Either way the manager hears it by e-mail.

export interface HousingRequestDeps {
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

function presentHousingRequest(row: HousingRequestRow): HousingRequest {
  return {
    id: row.id,
    housingCompany: {
      name: row.housingCompanyName,
      businessId: row.housingCompanyBusinessId ?? '',
    },
    office: { name: row.officeName, businessId: row.officeBusinessId },
    requestedBy: row.requesterEmail
      ? { name: row.requesterName ?? row.requesterEmail, email: row.requesterEmail }
      : null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
    rejectionReason: row.rejectionReason,
  };
}

/** GET /api/backoffice/housing-requests */
export async function housingRequestPage(
  db: Db,
  query: HousingRequestListQuery,
): Promise<Page<HousingRequest>> {
  return toPage(await listHousingRequests(db, query), query, presentHousingRequest);
}

type Decided = NonNullable<Awaited<ReturnType<typeof decideHousingRequest>>>;

/** The open request decided in this transaction: 404 for none, 409 when already decided. */
async function decide(tx: Db, id: number, decision: HousingDecision): Promise<Decided> {
  const decided = await decideHousingRequest(tx, id, decision);
  if (decided) return decided;
  throw (await findHousingRequest(tx, id)) ? requestDecided() : requestNotFound();
}

/** The request as it stands after the commit, and its e-mail to the manager when they have one. */
async function answerAndTell(
  deps: HousingRequestDeps,
  id: number,
  mailOf: (row: HousingRequestRow & { requesterEmail: string }) => MailMessage,
): Promise<HousingRequest> {
  const row = (await findHousingRequest(deps.db, id))!;
  const { requesterEmail } = row;
  if (requesterEmail) {
    await sendAfterCommit(deps, mailOf({ ...row, requesterEmail }), {
      fields: { housingRequestId: id },
      message: 'housing request decision e-mail could not be queued',
    });
  }
  return presentHousingRequest(row);
}

/**
 * POST /api/backoffice/housing-requests/:id/approve: the housing company joins the office (and
 * the list of the staff member who asked); 409 when another office holds it by now.
 */
export async function approveHousingRequest(
  deps: HousingRequestDeps,
  operator: OperatorUser,
  id: number,
): Promise<HousingRequest> {
  await deps.db.transaction(async (tx) => {
    const request = await decide(tx, id, {
      status: 'handled',
      operatorId: operator.id,
      rejectionReason: null,
    });
    const outcome = await attachHousingCompany(tx, request);
    if (outcome === 'taken') {
      throw conflict({
        code: housingRequestErrorCodes.taken,
        message: messages.housingCompanyTaken,
      });
    }
    const userId = request.requestedByUserId;
    const role = userId ? await staffRoleAt(tx, request.officeId, userId) : null;
    const assigned =
      role === 'remUser' && userId ? await assignToStaff(tx, { ...request, userId }) : false;
    await insertAuditEntry(tx, {
      actorUserId: operator.id,
      action: 'backoffice.housing_request.approve',
      targetType: 'housing_company_request',
      targetId: String(id),
      details: {
        officeId: request.officeId,
        customerId: request.customerId,
        attached: outcome === 'attached',
        assignedToRequester: assigned,
      },
    });
  });
  return answerAndTell(deps, id, (row) => housingApprovalMail(deps.portalConfig, row));
}

/** POST /api/backoffice/housing-requests/:id/reject: decided with the reason, which is e-mailed. */
export async function rejectHousingRequest(
  deps: HousingRequestDeps,
  operator: OperatorUser,
  id: number,
  reason: string,
): Promise<HousingRequest> {
  await deps.db.transaction(async (tx) => {
    const request = await decide(tx, id, {
      status: 'rejected',
      operatorId: operator.id,
      rejectionReason: reason,
    });
    await insertAuditEntry(tx, {
      actorUserId: operator.id,
      action: 'backoffice.housing_request.reject',
      targetType: 'housing_company_request',
      targetId: String(id),
      details: { officeId: request.officeId, customerId: request.customerId },
    });
  });
  return answerAndTell(deps, id, (row) => housingRejectionMail(deps.portalConfig, row, reason));
}
