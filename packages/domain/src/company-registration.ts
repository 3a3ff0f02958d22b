import { z } from 'zod';
import { solvedCaptcha } from './captcha';
import { isValidBusinessId } from './identifiers';
import { emailAddress } from './validators';

// The registration request of a business or a property-management office (spec 02 §2 'Company
// registration request page', §3 'Business registration payload', §5, §7 POST /business/register).

/** Who the credentials are for: a business ('Yritykselle') or a property-management office. */
export const applyingCredsValues = ['business', 'manager'] as const;
export type ApplyingCreds = (typeof applyingCredsValues)[number];

/** Length of a business id, 1234567-8 (spec 02 §9). */
export const businessIdLength = 9;
/** Most subsidiaries one request names. */
export const maxSubsidiaries = 20;

/** The form's messages (spec 02 §5; the spec words only 'liian lyhyt' / 'liian pitkä' itself). */
export const companyRegistrationMessages = {
  credsRequired: 'Valitse, kenelle haet tunnuksia',
  firstNameRequired: 'Etunimi on pakollinen',
  firstNameTooShort: 'Etunimi on liian lyhyt',
  lastNameRequired: 'Sukunimi on pakollinen',
  lastNameTooShort: 'Sukunimi on liian lyhyt',
  nameTooLong: 'Nimi on liian pitkä',
  emailRequired: 'Sähköposti on pakollinen',
  invalidEmail: 'Sähköpostiosoite on virheellinen',
  companyNameRequired: 'Yrityksen nimi on pakollinen',
  companyNameTooShort: 'Yrityksen nimi on liian lyhyt',
  businessIdRequired: 'Y-tunnus on pakollinen',
  businessIdTooShort: 'Y-tunnus on liian lyhyt',
  businessIdTooLong: 'Y-tunnus on liian pitkä',
  businessIdInvalid: 'Y-tunnus on virheellinen',
  tooManySubsidiaries: `Tytäryhtiöitä voi lisätä enintään ${maxSubsidiaries}`,
} as const;

const messages = companyRegistrationMessages;
const textMaxLength = 200;

// Nothing typed: "required"; only spaces typed: "too short".
const requiredName = (required: string, tooShort: string) =>
  z
    .string({ error: required })
    .min(1, { message: required, abort: true })
    .trim()
    .min(1, { message: tooShort, abort: true })
    .max(textMaxLength, messages.nameTooLong);

/** A business id: exactly nine characters, then the 1234567-8 form with its check digit. */
const businessId = (required: boolean) =>
  z
    .string({ error: messages.businessIdRequired })
    .trim()
    .refine((value) => !required || value.length > 0, {
      message: messages.businessIdRequired,
      abort: true,
    })
    .refine((value) => value.length === 0 || value.length >= businessIdLength, {
      message: messages.businessIdTooShort,
      abort: true,
    })
    .refine((value) => value.length <= businessIdLength, {
      message: messages.businessIdTooLong,
      abort: true,
    })
    .refine((value) => value.length === 0 || isValidBusinessId(value), messages.businessIdInvalid);

const formFields = {
  applyingCreds: z.enum(applyingCredsValues, { error: messages.credsRequired }),
  firstName: requiredName(messages.firstNameRequired, messages.firstNameTooShort),
  lastName: requiredName(messages.lastNameRequired, messages.lastNameTooShort),
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, { message: messages.emailRequired, abort: true })
    .pipe(emailAddress({ invalid: messages.invalidEmail, tooLong: messages.invalidEmail })),
  companyName: requiredName(messages.companyNameRequired, messages.companyNameTooShort),
  businessId: businessId(true),
  /** One field each; an empty field is left out of the request. */
  subsidiaries: z
    .array(z.object({ businessId: businessId(false) }))
    .max(maxSubsidiaries, messages.tooManySubsidiaries),
};

/** The request form as the page holds it. */
export const companyRegistrationFormSchema = z.object(formFields);
export type CompanyRegistrationForm = z.input<typeof companyRegistrationFormSchema>;
export type ParsedCompanyRegistrationForm = z.output<typeof companyRegistrationFormSchema>;

/**
 * POST /api/business/register (spec 02 §3): the payload's own names, plus the captcha of an
 * anonymous form.
 */
export const companyRegistrationRequestSchema = z
  .object({
    applyingCompany: formFields.companyName,
    applyingPerson: z
      .string({ error: messages.firstNameRequired })
      .trim()
      .min(1, messages.firstNameRequired)
      .max(2 * textMaxLength + 1, messages.nameTooLong),
    contactEmail: formFields.email,
    applyingCompanyIdentifier: businessId(true),
    daughterCompanyIdentifiers: z
      .array(businessId(true))
      .max(maxSubsidiaries, messages.tooManySubsidiaries),
    applyingCreds: formFields.applyingCreds,
    g_recaptcha_response: solvedCaptcha,
  })
  .strict();
export type CompanyRegistrationRequest = z.input<typeof companyRegistrationRequestSchema>;
export type CompanyRegistration = z.output<typeof companyRegistrationRequestSchema>;

/** The payload of a valid form: the person's full name, the filled subsidiary ids, once each. */
export function companyRegistrationRequestOf(
  form: ParsedCompanyRegistrationForm,
  captchaSolution: string,
): CompanyRegistrationRequest {
  const subsidiaries = form.subsidiaries
    .map((subsidiary) => subsidiary.businessId)
    .filter((id) => id !== '' && id !== form.businessId);
  return {
    applyingCompany: form.companyName,
    applyingPerson: `${form.firstName} ${form.lastName}`,
    contactEmail: form.email,
    applyingCompanyIdentifier: form.businessId,
    daughterCompanyIdentifiers: [...new Set(subsidiaries)],
    applyingCreds: form.applyingCreds,
    g_recaptcha_response: captchaSolution,
  };
}
