import { formatDate, isCalendarDate } from '@energiaportaali/domain';
import { auditMessages as m } from '../../messages';
import type { AuditIds, AuditNames } from './audit-names-repo';

// The audit log in words (decision 0046): every action the code writes has a sentence that
// names the account, company or office acted on and tells the details in words; an action
// without one still reads as Finnish ('Muu tapahtuma: …'), never as its code.

/** An audit row as the list reads it. */
export interface AuditFacts {
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
}

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : [];
const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const idOf = (value: string | null): number | null =>
  value !== null && /^\d{1,10}$/.test(value) ? Number(value) : null;

/** The ids one page of rows names, for one lookup per kind. */
export function auditIdsOf(rows: readonly AuditFacts[]): AuditIds {
  const ids: AuditIds = {
    users: new Set(),
    customers: new Set(),
    offices: new Set(),
    invitations: new Set(),
    requests: new Set(),
    messages: new Set(),
    invoices: new Set(),
  };
  const byType: Record<string, (id: string) => void> = {
    user: (id) => ids.users.add(id),
    customer: (id) => idOf(id) !== null && ids.customers.add(idOf(id)!),
    office: (id) => idOf(id) !== null && ids.offices.add(idOf(id)!),
    invitation: (id) => ids.invitations.add(id),
    registration_request: (id) => idOf(id) !== null && ids.requests.add(idOf(id)!),
    email_outbox: (id) => idOf(id) !== null && ids.messages.add(idOf(id)!),
    ropo_invoice: (id) => idOf(id) !== null && ids.invoices.add(idOf(id)!),
  };
  for (const row of rows) {
    if (row.targetType && row.targetId && Object.hasOwn(byType, row.targetType)) {
      byType[row.targetType]!(row.targetId);
    }
    const { details } = row;
    const userId = textOf(details.userId);
    if (userId) ids.users.add(userId);
    for (const key of ['companyIds', 'addedCompanyIds', 'removedCompanyIds', 'subsidiaryIds']) {
      for (const id of numbers(details[key])) ids.customers.add(id);
    }
    for (const key of ['added', 'removed']) {
      for (const id of numbers(details[key])) ids.customers.add(id);
    }
    const customerId = numberOf(details.customerId);
    if (customerId !== null) ids.customers.add(customerId);
    const officeId = numberOf(details.officeId);
    if (officeId !== null) ids.offices.add(officeId);
  }
  return ids;
}

/** Names of one page's ids, with the words for rows deleted since. */
class Namer {
  constructor(private readonly names: AuditNames) {}
  user(id: string | null): string {
    return (id && this.names.users.get(id)) || m.deletedUser;
  }
  customer(id: number | null): string {
    return (id !== null && this.names.customers.get(id)) || m.deletedCustomer;
  }
  customers(ids: number[]): string {
    return ids.map((id) => this.customer(id)).join(', ') || m.none;
  }
  office(id: number | null): string {
    return (id !== null && this.names.offices.get(id)) || m.deletedOffice;
  }
  invitation(id: string | null): string {
    return (id && this.names.invitations.get(id)) || m.unknownInvitation;
  }
  request(id: string | null): string {
    const key = idOf(id);
    return (key !== null && this.names.requests.get(key)) || m.deletedRequest;
  }
  message(id: string | null) {
    const key = idOf(id);
    return key === null ? undefined : this.names.messages.get(key);
  }
  invoice(id: string | null): string {
    const key = idOf(id);
    return (key !== null && this.names.invoices.get(key)) || (id ?? '');
  }
}

type Sentence = (entry: AuditFacts, n: Namer) => string;

// A sentence and the details that add to it, '; ' between them.
const sentence = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part)).join('; ');

const kindOf = (details: Record<string, unknown>) => {
  const kind = textOf(details.kind);
  return kind && Object.hasOwn(m.invitationKinds, kind)
    ? m.invitationKinds[kind as keyof typeof m.invitationKinds]
    : m.unknownInvitation;
};

const inboxKindOf = (kind: string | null, words: Record<string, string>) =>
  (kind && Object.hasOwn(words, kind) && words[kind]) || m.unknownAction;

const day = (value: unknown) => {
  const text = textOf(value);
  return text && isCalendarDate(text) ? formatDate(text) : '–';
};

const statusOf = (value: unknown) => {
  const status = textOf(value);
  return status && Object.hasOwn(m.statuses, status) ? m.statuses[status]! : null;
};

function dayRange({ from, to }: Record<string, unknown>): string | null {
  if (from && to) return m.filterDays(day(from), day(to));
  if (from) return m.filterFrom(day(from));
  return to ? m.filterTo(day(to)) : null;
}

/** Every audit action the code writes, in words. */
export const auditSentences: Record<string, Sentence> = {
  'company_person.add': ({ targetId, details }, n) =>
    m.companyPersonAdd(n.user(targetId), n.customers(numbers(details.companyIds))),
  'company_person.update': ({ targetId, details }, n) => {
    const added = numbers(details.addedCompanyIds);
    const removed = numbers(details.removedCompanyIds);
    return sentence(
      m.companyPersonUpdate(n.user(targetId)),
      added.length > 0 && m.companiesAdded(n.customers(added)),
      removed.length > 0 && m.companiesRemoved(n.customers(removed)),
      details.emailChanged === true && m.emailChanged,
    );
  },
  'company_person.remove': ({ targetId, details }, n) =>
    sentence(
      m.companyPersonRemove(n.user(targetId), n.customers(numbers(details.removedCompanyIds))),
      details.accountDeleted === true && m.accountDeleted,
    ),
  'manager_company.register': ({ targetId, details }, n) =>
    m.managerCompanyRegister(n.office(idOf(targetId)), textOf(details.businessId) ?? '–'),
  'office_staff.add': ({ targetId, details }, n) =>
    m.officeStaffAdd(n.user(targetId), n.office(numberOf(details.officeId))),
  'office_staff.assign': ({ targetId, details }, n) => {
    const added = numbers(details.added);
    const removed = numbers(details.removed);
    return sentence(
      m.officeStaffAssign(n.user(targetId), n.office(numberOf(details.officeId))),
      added.length > 0 && m.housesAdded(n.customers(added)),
      removed.length > 0 && m.housesRemoved(n.customers(removed)),
    );
  },
  'office_staff.remove': ({ targetId, details }, n) =>
    m.officeStaffRemove(n.user(targetId), n.office(numberOf(details.officeId))),
  'housing_company.attach': ({ targetId, details }, n) =>
    m.housingCompanyAttach(n.customer(idOf(targetId)), n.office(numberOf(details.officeId))),
  'backoffice.inbox.handled': ({ targetId, details }) =>
    m.inboxHandled(inboxKindOf(textOf(details.kind), m.inboxKinds), targetId ?? '–'),
  'backoffice.inbox.export': ({ targetId, details }) =>
    sentence(
      m.inboxExport(inboxKindOf(targetId, m.inboxLists)),
      statusOf(details.status) && m.filterStatus(statusOf(details.status)!),
      dayRange(details),
    ),
  'backoffice.audit.export': ({ details }) => sentence(m.auditExport, dayRange(details)),
  'backoffice.registration.approve': ({ targetId, details }, n) => {
    const person = n.user(textOf(details.userId));
    if (details.applyingCreds === 'manager') {
      const housesAttached = numberOf(details.housesAttached) ?? 0;
      return sentence(
        m.registrationApproveManager(n.office(numberOf(details.officeId)), person),
        details.officeCreated === true && m.officeCreated,
        details.officeAddressFromRegister === true && m.officeAddressFromRegister,
        housesAttached > 0 && m.housesAttached(housesAttached),
      );
    }
    const subsidiaries = numbers(details.subsidiaryIds);
    const notFound = numberOf(details.subsidiariesNotFound) ?? 0;
    const customerId = numberOf(details.customerId);
    return sentence(
      m.registrationApproveBusiness(
        customerId === null ? n.request(targetId) : n.customer(customerId),
        person,
      ),
      details.customerCreated === true && m.customerCreated,
      subsidiaries.length > 0 && m.subsidiariesLinked(n.customers(subsidiaries)),
      notFound > 0 && m.subsidiariesNotFound(notFound),
    );
  },
  'backoffice.registration.reject': ({ targetId }, n) => m.registrationReject(n.request(targetId)),
  'backoffice.housing_request.approve': ({ details }, n) =>
    sentence(
      m.housingRequestApprove(
        n.customer(numberOf(details.customerId)),
        n.office(numberOf(details.officeId)),
      ),
      details.attached === true && m.houseAttached,
      details.assignedToRequester === true && m.houseAssignedToRequester,
    ),
  'backoffice.housing_request.reject': ({ details }, n) =>
    m.housingRequestReject(
      n.customer(numberOf(details.customerId)),
      n.office(numberOf(details.officeId)),
    ),
  'backoffice.user.lock': ({ targetId, details }, n) =>
    sentence(m.userLock(n.user(targetId)), m.sessionsEnded(numberOf(details.endedSessions) ?? 0)),
  'backoffice.user.unlock': ({ targetId }, n) => m.userUnlock(n.user(targetId)),
  'backoffice.user.password-reset': ({ targetId }, n) => m.passwordResetSend(n.user(targetId)),
  'password-reset.request': ({ targetId }, n) => m.passwordResetRequest(n.user(targetId)),
  'password-reset.complete': ({ targetId, details }, n) =>
    sentence(
      m.passwordResetComplete(n.user(targetId)),
      m.sessionsEnded(numberOf(details.endedSessions) ?? 0),
    ),
  'auth.external-identity.bind': ({ targetId, details }, n) =>
    m.externalIdentityBind(n.user(targetId), textOf(details.issuer) ?? ''),
  'backoffice.user.sessions.end': ({ targetId, details }, n) =>
    sentence(
      m.userSessionsEnd(n.user(targetId)),
      m.sessionsEnded(numberOf(details.endedSessions) ?? 0),
    ),
  'backoffice.user.invite': ({ targetId, details }, n) =>
    m.userInvite(n.user(targetId), kindOf(details)),
  'backoffice.outbox.resend': ({ targetId, details }, n) => {
    const message = n.message(targetId);
    return sentence(
      message ? m.outboxResend(message.recipient, message.subject) : m.outboxGone,
      statusOf(details.previousStatus) && m.previousStatus(statusOf(details.previousStatus)!),
    );
  },
  'backoffice.invitation.create': ({ targetId, details }, n) =>
    m.invitationCreate(
      n.invitation(targetId),
      details.admin === true ? `${kindOf(details)}, ${m.invitationAdmin}` : kindOf(details),
    ),
  'backoffice.invitation.resend': ({ targetId, details }, n) =>
    m.invitationResend(n.invitation(targetId), kindOf(details)),
  'backoffice.invitation.revoke': ({ targetId, details }, n) =>
    m.invitationRevoke(n.invitation(targetId), kindOf(details)),
  'invitation.issue': ({ targetType, targetId, details }, n) => {
    const days = numberOf(details.ttlDays);
    return sentence(
      m.invitationIssue(
        targetType === 'user' ? n.user(targetId) : kindOf(details),
        kindOf(details),
      ),
      days !== null && m.validDays(days),
    );
  },
  'invitation.redeem': ({ targetId, details }, n) =>
    m.invitationRedeem(n.user(targetId), kindOf(details)),
  'ropo.postpone_due_date': ({ targetId, details }, n) =>
    m.postponeDueDate(n.invoice(targetId), day(details.from), day(details.to)),
};

// Imports write `import.<kind>`, one per register kind and one for prices.
function importSentence({ action, details }: AuditFacts): string | null {
  const kind = action.slice('import.'.length);
  if (!action.startsWith('import.') || !Object.hasOwn(m.imports, kind)) return null;
  return sentence(
    m.importRun(m.imports[kind]!),
    m.importCounts(
      numberOf(details.rowsRead) ?? 0,
      numberOf(details.inserted) ?? 0,
      numberOf(details.updated) ?? 0,
    ),
  );
}

// An action without words yet: the target in words where its kind is known.
function fallbackSentence({ targetType, targetId }: AuditFacts, n: Namer): string {
  const target =
    targetType === 'user'
      ? n.user(targetId)
      : targetType === 'customer'
        ? n.customer(idOf(targetId))
        : targetType === 'office'
          ? n.office(idOf(targetId))
          : targetType === 'invitation'
            ? n.invitation(targetId)
            : null;
  return target ? `${m.unknownAction}: ${target}` : m.unknownAction;
}

/** Whether the action has its own words (not the fallback). */
export const hasAuditWords = (action: string): boolean =>
  Object.hasOwn(auditSentences, action) ||
  (action.startsWith('import.') && Object.hasOwn(m.imports, action.slice('import.'.length)));

/** One audit row as a Finnish sentence, with the names of this page's ids. */
export function auditSentence(entry: AuditFacts, names: AuditNames): string {
  const n = new Namer(names);
  if (Object.hasOwn(auditSentences, entry.action)) return auditSentences[entry.action]!(entry, n);
  return importSentence(entry) ?? fallbackSentence(entry, n);
}
