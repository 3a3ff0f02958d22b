import { z } from 'zod';
import { isValidBusinessId } from './identifiers';
import { internalIdListSchema } from './internal-id';
import { createNewPasswordSchema } from './password';
import { isStorableText, textMessages } from './text';
import { emailAddress, optionalText, phoneNumber, requiredText } from './validators';

// Invited accounts (ARCHITECTURE §4 'Invitations'; spec 02 §2 'Password creation', 'Manager
// registration', §3 'Set-password payload', 'Manager user', 'Manager company', §7, §8). One
// mechanism for every account that is not self-registered: a single-use, expiring, hashed token
// e-mailed through the outbox; the owner sets the password.

// A text the database can store: PostgreSQL refuses NUL (a 500 otherwise); a
// password with one could not be typed at the login anyway.
const storable = <Schema extends z.ZodString>(schema: Schema) =>
  schema.refine(isStorableText, textMessages.unstorable);

/** How long an invitation link works unless INVITATION_TTL_DAYS says otherwise. */
export const defaultInvitationTtlDays = 7;

/** What an invitation leads to. */
export const invitationKinds = [
  'manager-company',
  'manager',
  'company-person',
  'operator',
  /** An imported consumer (npm run import -- users): the account exists, only the password is set. */
  'consumer',
] as const;
export type InvitationKind = (typeof invitationKinds)[number];

/** The texts the spec gives for these flows; the web's catalogue adds the rest. */
export const invitationMessages = {
  userNotFound: 'Käyttäjää ei löytynyt',
  emailInUse: 'Sähköpostiosoite on jo käytössä',
  emailExists: 'Sähköpostiosoite on jo olemassa',
  registrationFailed: 'Virhe rekisteröinnissä',
  /** 409 OFFICE_EXISTS (not in the spec). */
  officeExists: 'Tällä Y-tunnuksella on jo rekisteröity isännöintitoimisto.',
} as const;

/** Error codes of these flows. */
export const invitationErrorCodes = {
  /** 404: unknown, used or expired token (spec 02 §8 'password set 404'). */
  userNotFound: 'USER_NOT_FOUND',
  /** 409: the e-mail already has an account. */
  emailInUse: 'EMAIL_IN_USE',
  /** 409: an office with this business id is already registered. */
  officeExists: 'OFFICE_EXISTS',
} as const;

/** A token as it travels in a path or body: base64url, bounded. */
export const invitationTokenSchema = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

/** GET /api/invitations/{token}: what the link's page may show before anything is sent. */
export const invitationInfoSchema = z.object({
  kind: z.enum(invitationKinds),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Who to ask for a new link: the office, the company or the utility's customer service. */
  invitedBy: z.string().nullable(),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

const accepted = {
  termsAccepted: z.literal(true, { error: 'Käyttöehdot on hyväksyttävä' }),
  dataProtectionPlanAccepted: z.literal(true, { error: 'Tietosuojaseloste on hyväksyttävä' }),
};

/**
 * PATCH /api/user/password/setNew (spec 02 §3 'Set-password payload'). The password rules with
 * the invited person's own details are checked by the server once it knows them.
 */
export const setNewPasswordSchema = z
  .object({
    password: storable(z.string().max(200)),
    token: invitationTokenSchema,
    ...accepted,
  })
  .strict();
export type SetNewPasswordRequest = z.input<typeof setNewPasswordSchema>;

/** The answer of a set password: where the new user logs in. */
export const setNewPasswordAnswerSchema = z.object({
  loginPath: z.enum([
    '/kirjaudu',
    '/yritys/kirjaudu',
    '/isannointi/kirjaudu',
    '/asiakaspalvelu/kirjaudu',
  ]),
});
export type SetNewPasswordAnswer = z.infer<typeof setNewPasswordAnswerSchema>;

/** The new-password form's rules with the person's own details counting against strength. */
export function invitedPasswordSchema(userInputs: readonly string[]) {
  return createNewPasswordSchema(userInputs);
}

const personName = {
  firstName: requiredText('Etunimi on pakollinen').pipe(
    storable(z.string().max(100, 'Etunimi on liian pitkä')),
  ),
  lastName: requiredText('Sukunimi on pakollinen').pipe(
    storable(z.string().max(100, 'Sukunimi on liian pitkä')),
  ),
};

const email = requiredText('Sähköposti on pakollinen').pipe(
  emailAddress({
    invalid: 'Sähköpostiosoite on virheellinen',
    tooLong: 'Sähköpostiosoite on liian pitkä',
  }),
);

const optionalPhone = optionalText(
  phoneNumber({
    invalid: 'Lisää puhelinnumero muodossa +358123456789',
    tooLong: 'Puhelinnumero on liian pitkä',
  }),
);

/** Step 0 of the manager company registration: the main user's own details. */
export const managerCompanyPersonSchema = z
  .object({
    ...personName,
    phone: optionalPhone,
    password: storable(z.string().max(200)),
    password2: storable(z.string().max(200)),
  })
  .strict();

/** Step 1: the office (spec 02 §5 'Company form (manager company)'); the business id is checked. */
export const managerCompanyOfficeSchema = z
  .object({
    name: requiredText('Yrityksen nimi on pakollinen').pipe(storable(z.string().max(200))),
    businessId: requiredText('Y-tunnus on pakollinen').pipe(
      z.string().refine(isValidBusinessId, 'Y-tunnus on virheellinen'),
    ),
    street: requiredText('Katuosoite on pakollinen').pipe(storable(z.string().max(200))),
    postalCode: requiredText('Postinumero on pakollinen').pipe(
      z.string().regex(/^\d{5}$/, 'Postinumero on virheellinen'),
    ),
    postOffice: requiredText('Postitoimipaikka on pakollinen').pipe(storable(z.string().max(100))),
  })
  .strict();

/**
 * POST /api/user/remcompany: checks step 0 against the token (404 bad token, 409 EMAIL_IN_USE
 * when the invited e-mail already has an account) and writes nothing.
 */
export const managerCompanyUserRequestSchema = z
  .object({ token: invitationTokenSchema, user: managerCompanyPersonSchema, ...accepted })
  .strict();
export type ManagerCompanyUserRequest = z.input<typeof managerCompanyUserRequestSchema>;
/** The parsed step 0 check. */
export type ManagerCompanyUserCheck = z.output<typeof managerCompanyUserRequestSchema>;

/**
 * POST /api/remcompany: creates the office, its remCompany main user (the invited e-mail) and
 * the staff link in one transaction and uses the token up (201); 409 OFFICE_EXISTS or
 * EMAIL_IN_USE, 404 for a bad token.
 */
export const managerCompanyRegistrationSchema = z
  .object({
    token: invitationTokenSchema,
    user: managerCompanyPersonSchema,
    company: managerCompanyOfficeSchema,
    ...accepted,
  })
  .strict();
export type ManagerCompanyRegistrationRequest = z.input<typeof managerCompanyRegistrationSchema>;
/** The parsed registration. */
export type ManagerCompanyRegistration = z.output<typeof managerCompanyRegistrationSchema>;

/** POST /api/user/remUser: the super user adds a manager (spec 02 §3 'Manager user (staff)'). */
export const officeManagerRequestSchema = z
  .object({
    ...personName,
    email,
    phone: optionalPhone,
    isEmployee: z.literal(true, { error: 'Vahvista, että henkilö on toimistonne työntekijä' }),
  })
  .strict();
export type OfficeManagerRequest = z.input<typeof officeManagerRequestSchema>;

/** The answer of POST /api/user/remUser: the manager added (and invited). */
export const officeManagerAnswerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** PUT /api/user/remUser/{email}/housingCompanies: the office's houses this manager handles. */
export const managerAssignmentSchema = z
  .object({ customerIds: internalIdListSchema(1000) })
  .strict();
export type ManagerAssignmentRequest = z.input<typeof managerAssignmentSchema>;

/** Fields of the company person modal (spec 02 §5 'Person modal'). */
const companyPersonFields = {
  ...personName,
  email,
  /** Business ids of the manager's own companies the person may see: at least one. */
  companies: z
    .array(z.string().trim().min(1).max(20))
    .min(1, 'Valitse vähintään yksi yritys')
    .max(100),
};

/** POST /api/business/companyUser: a new person, invited by e-mail. */
export const companyPersonCreateSchema = z.object(companyPersonFields).strict();
export type CompanyPersonCreateRequest = z.input<typeof companyPersonCreateSchema>;

/** PATCH /api/business/companyUser: `oldEmail` names the person, the rest is the new state. */
export const companyPersonUpdateSchema = z
  .object({ ...companyPersonFields, oldEmail: z.string().trim().min(3).max(320) })
  .strict();
export type CompanyPersonUpdateRequest = z.input<typeof companyPersonUpdateSchema>;

/** DELETE /api/business/companyUser: the person's e-mail in the body. */
export const companyPersonDeleteSchema = z
  .object({ email: z.string().trim().min(3).max(320) })
  .strict();
export type CompanyPersonDeleteRequest = z.input<typeof companyPersonDeleteSchema>;

/** Refusals of the company person calls that the spec does not word (not found: USER_NOT_FOUND). */
export const companyPersonErrorCodes = {
  /** 403: a 'Pääkäyttäjä' of the manager's companies is neither edited nor removed. */
  personIsAdmin: 'PERSON_IS_ADMIN',
  /** 403: a manager removes neither themselves nor their own companies. */
  ownAccount: 'OWN_ACCOUNT',
} as const;

export const companyPersonMessages = {
  personIsAdmin: 'Pääkäyttäjän tietoja ei voi muuttaa eikä pääkäyttäjää voi poistaa.',
  ownAccount: 'Et voi poistaa omia tunnuksiasi etkä omia yrityksiäsi.',
  /** 400 on `email`: the account reaches companies the manager does not act for. */
  emailShared:
    'Sähköpostiosoitetta ei voi muuttaa, koska henkilöllä on pääsy myös muiden yritysten tietoihin.',
} as const;

/** HEAD /api/user/exists?email=: 200 when an account has the address, 404 when none has. */
export const userExistsQuerySchema = z
  .object({ email: storable(z.string().trim().min(3).max(320)) })
  .strict();
