import { z } from 'zod';
import { isValidBusinessId } from './identifiers';
import { invitationKinds } from './invitation';
import { userRoles } from './navigation';
import { isStorableText, textMessages } from './text';
import { isCalendarDate } from './water-reading';
import { emailAddress, optionalText, phoneNumber, requiredText } from './validators';

// The customer-service back office (ARCHITECTURE §4 'operator', issue #12): its API under
// /api/backoffice/, role operator only. Every list pages, sorts and filters on the server and
// answers `hasMore` instead of a total: counting a million audit rows would cost more than
// reading a page of them.

/** The back office's own messages (the web's catalogue holds the screens' texts). */
export const backOfficeMessages = {
  requestDecided: 'Pyyntö on jo käsitelty.',
  requestNotFound: 'Pyyntöä ei löytynyt.',
  notACompany: 'Y-tunnuksella on jo asiakas, joka ei ole yritys.',
  emailInUse: 'Sähköpostiosoite on jo käytössä',
  reasonRequired: 'Kerro hylkäyksen syy',
  companyNotFound: 'Yritystä ei löytynyt tällä Y-tunnuksella.',
  invitationNotFound: 'Kutsua ei löytynyt tai se on jo käytetty.',
  userNotFound: 'Käyttäjää ei löytynyt',
  alreadyActive: 'Käyttäjä on jo asettanut salasanan.',
  ownAccount: 'Et voi lukita omaa tunnustasi.',
  /** The login page's refusal of a locked account (after a right password only). */
  accountLocked: 'Tunnus on lukittu. Ota yhteyttä asiakaspalveluun.',
  invalidDate: 'Päivämäärä on virheellinen',
  invalidRange: 'Alkupäivä ei voi olla loppupäivän jälkeen',
  invalidEmail: 'Sähköpostiosoite on virheellinen',
  emailTooLong: 'Sähköpostiosoite on liian pitkä',
  invalidPhone: 'Puhelinnumero on virheellinen',
  phoneTooLong: 'Puhelinnumero on liian pitkä',
  invalidBusinessId: 'Y-tunnus on virheellinen',
  required: 'Pakollinen tieto',
} as const;

export const backOfficePageSizes = [25, 50, 100] as const;
export const defaultBackOfficePageSize = 25;

const storableText = (max: number) =>
  z.string().trim().max(max).refine(isStorableText, textMessages.unstorable);

const calendarDay = z
  .string()
  .refine(isCalendarDate, backOfficeMessages.invalidDate)
  .describe('YYYY-MM-DD, Helsinki time');

/** Query of every list: page (1-based), page size, newest or oldest first, a date range. */
export const listQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((size) => (backOfficePageSizes as readonly number[]).includes(size))
      .default(defaultBackOfficePageSize),
    order: z.enum(['desc', 'asc']).default('desc'),
    /** Created on or after this day (Helsinki). */
    from: calendarDay.optional(),
    /** Created on or before this day (Helsinki). */
    to: calendarDay.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: backOfficeMessages.invalidRange,
  });
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A page of a list: `hasMore` says whether the next page has rows. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  });

const instant = z.string().describe('ISO 8601 instant');
export const requestStatuses = ['new', 'handled', 'rejected'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

// ------------------------------------------------------------------ registration requests

/** GET /api/backoffice/registrations?status= (+ list query). */
export const registrationListQuerySchema = z.intersection(
  listQuerySchema,
  z.object({ status: z.enum(requestStatuses).optional() }),
);

export const registrationRequestSchema = z.object({
  id: z.number().int(),
  applyingCreds: z.enum(['business', 'manager']),
  applyingCompany: z.string(),
  applyingCompanyIdentifier: z.string(),
  daughterCompanyIdentifiers: z.array(z.string()),
  applyingPerson: z.string(),
  contactEmail: z.string(),
  status: z.enum(requestStatuses),
  createdAt: instant,
  handledAt: instant.nullable(),
  handledBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;
export const registrationPageSchema = pageOf(registrationRequestSchema);

/** What the registers say of one business id of a request. */
export const registryCheckSchema = z.object({
  businessId: z.string(),
  validBusinessId: z.boolean(),
  /** The customer of that business id in the utility's register; null when none. */
  customerName: z.string().nullable(),
  /** The property-manager office of that business id in the portal; null when none. */
  officeName: z.string().nullable(),
  /** How many housing companies the trade register names the office as representative of. */
  representedHousingCompanies: z.number().int(),
});
export type RegistryCheck = z.infer<typeof registryCheckSchema>;

/** GET /api/backoffice/registrations/:id */
export const registrationDetailSchema = z.object({
  request: registrationRequestSchema,
  checks: z.array(registryCheckSchema),
  /** An account with the contact e-mail exists already: approving would answer 409. */
  emailInUse: z.boolean(),
  /**
   * The listed subsidiaries: approving links those that are company customers (`linked`); the
   * others (no customer, or a customer that is not a company) are left out.
   */
  subsidiaries: z.array(
    z.object({
      businessId: z.string(),
      customerName: z.string().nullable(),
      linked: z.boolean(),
    }),
  ),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

/**
 * POST /api/backoffice/registrations/:id/approve (no body): creates or links the company (and
 * its subsidiaries) or the office by business id, creates the applicant as companyManager
 * (admin) or remCompany and e-mails the invitation. 409 REQUEST_DECIDED / EMAIL_IN_USE.
 */
export const approveAnswerSchema = z.object({
  userId: z.string(),
  invitationSent: z.literal(true),
});

/**
 * POST /api/backoffice/registrations/:id/reject: the reason is e-mailed to the applicant.
 * → 200 the request, rejected. 409 REQUEST_DECIDED.
 */
export const rejectRegistrationSchema = z.object({
  reason: requiredText(backOfficeMessages.reasonRequired).pipe(storableText(2000)),
});
export type RejectRegistration = z.infer<typeof rejectRegistrationSchema>;

// ------------------------------------------------------------------ invitations

/** 'deleted': the invited account has been deleted since (the link no longer leads anywhere). */
export const invitationStatuses = ['pending', 'used', 'revoked', 'expired', 'deleted'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** GET /api/backoffice/invitations?status=&email= (+ list query). */
export const invitationListQuerySchema = z.intersection(
  listQuerySchema,
  z.object({
    status: z.enum(invitationStatuses).optional(),
    email: z.string().trim().max(320).optional(),
  }),
);

export const backOfficeInvitationSchema = z.object({
  /** An opaque id of the invitation (never the token). */
  id: z.string(),
  kind: z.enum(invitationKinds),
  email: z.string(),
  invitedBy: z.string().nullable(),
  status: z.enum(invitationStatuses),
  createdAt: instant,
  expiresAt: instant,
  usedAt: instant.nullable(),
});
export type BackOfficeInvitation = z.infer<typeof backOfficeInvitationSchema>;
export const invitationPageSchema = pageOf(backOfficeInvitationSchema);

const inviteEmail = emailAddress({
  invalid: backOfficeMessages.invalidEmail,
  tooLong: backOfficeMessages.emailTooLong,
});

/**
 * POST /api/backoffice/invitations: a manager company (spec 02 'Manager registration': the
 * token link to /isannointi/rekisteroidy) or a person of an existing company. → 201 { id };
 * 409 EMAIL_IN_USE, COMPANY_NOT_FOUND.
 */
export const newInvitationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('manager-company'), email: inviteEmail }),
  z.object({
    kind: z.literal('company-person'),
    email: inviteEmail,
    firstName: requiredText(backOfficeMessages.required).pipe(storableText(100)),
    lastName: requiredText(backOfficeMessages.required).pipe(storableText(100)),
    phone: optionalText(
      phoneNumber({
        invalid: backOfficeMessages.invalidPhone,
        tooLong: backOfficeMessages.phoneTooLong,
      }),
    ),
    businessId: z.string().trim().refine(isValidBusinessId, backOfficeMessages.invalidBusinessId),
    /** Pääkäyttäjä (companyManager) or Käyttäjä (companyUser). */
    admin: z.boolean(),
  }),
]);
export type NewInvitation = z.infer<typeof newInvitationSchema>;

/** The request body: an unknown field is refused by its name before the kind is looked at. */
export const newInvitationRequestSchema = z
  .object({
    kind: z.unknown(),
    email: z.unknown(),
    firstName: z.unknown(),
    lastName: z.unknown(),
    phone: z.unknown(),
    businessId: z.unknown(),
    admin: z.unknown(),
  })
  .partial()
  .strict()
  .pipe(newInvitationSchema);

// POST /api/backoffice/invitations/:id/resend → 200 { id } (a new link; the old one stops working)
// DELETE /api/backoffice/invitations/:id → 204 (revoked)
export const invitationIdAnswerSchema = z.object({ id: z.string() });

// ------------------------------------------------------------------ inboxes

/** The four inboxes: /api/backoffice/inbox/:kind */
export const inboxKinds = [
  'feedback',
  'water-readings',
  'contact-changes',
  'fibre-requests',
] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** GET /api/backoffice/inbox/:kind?status= (+ list query); …/export.csv takes the same filters. */
export const inboxQuerySchema = z.intersection(
  listQuerySchema,
  z.object({ status: z.enum(['new', 'handled']).optional() }),
);
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

const inboxCommon = {
  id: z.number().int(),
  status: z.enum(requestStatuses),
  createdAt: instant,
  handledAt: instant.nullable(),
  handledBy: z.string().nullable(),
};

export const feedbackItemSchema = z.object({
  ...inboxCommon,
  username: z.string(),
  customerName: z.string(),
  email: z.string().nullable(),
  message: z.string(),
});

export const waterReadingItemSchema = z.object({
  ...inboxCommon,
  meteringPointIdentifier: z.string(),
  address: z.string(),
  meterId: z.string(),
  readingDate: z.string(),
  reading: z.number().int(),
  email: z.string().nullable(),
});

export const contactChangeItemSchema = z.object({
  ...inboxCommon,
  userEmail: z.string(),
  userName: z.string(),
  customerName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const fibreRequestItemSchema = z.object({
  ...inboxCommon,
  kind: z.enum(['offer', 'reading']),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  measurementPointId: z.string().nullable(),
  meterId: z.string().nullable(),
  consumption: z.string().nullable(),
});

export const inboxItemSchemas = {
  feedback: feedbackItemSchema,
  'water-readings': waterReadingItemSchema,
  'contact-changes': contactChangeItemSchema,
  'fibre-requests': fibreRequestItemSchema,
} as const satisfies Record<InboxKind, z.ZodType>;
export type InboxItem<Kind extends InboxKind> = z.infer<(typeof inboxItemSchemas)[Kind]>;

// POST /api/backoffice/inbox/:kind/:id/handled → 200 the item (idempotent)

// ------------------------------------------------------------------ e-mail outbox

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const;

/** GET /api/backoffice/outbox?status= (+ list query); default: pending and failed. */
export const outboxQuerySchema = z.intersection(
  listQuerySchema,
  z.object({ status: z.enum(outboxStatuses).optional() }),
);

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: instant,
  createdAt: instant,
  sentAt: instant.nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxPageSchema = pageOf(outboxMessageSchema);
// POST /api/backoffice/outbox/:id/resend → 200 the message, due now (a sent one is sent again)

// ------------------------------------------------------------------ users

/** GET /api/backoffice/users?q= : name, e-mail, business id or metering point (+ list query). */
export const userSearchQuerySchema = z.intersection(
  listQuerySchema,
  z.object({ q: z.string().trim().max(200).default('') }),
);

export const backOfficeUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(userRoles),
  /** Has set a password (else only an invitation can bring them in). */
  active: z.boolean(),
  locked: z.boolean(),
  lastLoginAt: instant.nullable(),
  createdAt: instant,
  /** The customers or housing companies the user acts for, and the office of office staff. */
  customers: z.array(z.object({ name: z.string(), businessId: z.string().nullable() })),
  office: z.string().nullable(),
});
export type BackOfficeUser = z.infer<typeof backOfficeUserSchema>;
export const userPageSchema = pageOf(backOfficeUserSchema);

// POST /api/backoffice/users/:id/lock      → 200 user (sessions end at once)
// POST /api/backoffice/users/:id/unlock    → 200 user
// POST /api/backoffice/users/:id/sessions/end → 200 { ended: n }
// POST /api/backoffice/users/:id/invitation → 200 { id } (only while not active: 409 ALREADY_ACTIVE)
export const endedSessionsSchema = z.object({ ended: z.number().int() });

// ------------------------------------------------------------------ audit log

/** GET /api/backoffice/audit?user=&operator=&action= (+ list query); …/export.csv takes the same. */
export const auditQuerySchema = z.intersection(
  listQuerySchema,
  z.object({
    /** The user acted on or acting: an e-mail address or a user id. */
    user: z.string().trim().max(320).optional(),
    /** The operator (or other user) who acted: an e-mail address or a user id. */
    operator: z.string().trim().max(320).optional(),
    /** An action or its prefix: `backoffice.` gives every back-office action. */
    action: z.string().trim().max(100).optional(),
  }),
);

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: instant,
  /** The actor's e-mail address; null for the command line and imports. */
  actor: z.string().nullable(),
  /** The actor's name (or address), or the words for the command line and imports. */
  actorName: z.string(),
  /** The action, its target and details as a Finnish sentence (decision 0046). */
  summary: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
