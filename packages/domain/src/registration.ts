import { z } from 'zod';
import { createNewPasswordSchema, passwordMessages } from './password';

// Generic validators of the person form (spec 01 §5, spec 02 §5 and §9).
const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const phonePattern = /^\+[1-9][\d ]{4,}$/;

const name = (requiredText: string, tooLong: string) => required(requiredText).max(100, tooLong);

/** The fields of the consumer registration form that the person fills in. */
const personFields = {
  email: required('Sähköposti on pakollinen').pipe(
    z
      .string()
      .max(320, 'Sähköpostiosoite on liian pitkä')
      .pipe(z.email('Sähköpostiosoite on virheellinen')),
  ),
  firstName: name('Etunimi on pakollinen', 'Etunimi on liian pitkä'),
  lastName: name('Sukunimi on pakollinen', 'Sukunimi on liian pitkä'),
  phone: required('Puhelinnumero on pakollinen').pipe(
    z
      .string()
      .max(20, 'Puhelinnumero on liian pitkä')
      .regex(phonePattern, 'Lisää puhelinnumero muodossa +358123456789')
      .transform((phone) => phone.replace(/\s+/g, '')),
  ),
  password: z.string({ error: passwordMessages.required }),
  password2: z.string({ error: passwordMessages.repeatRequired }).optional(),
};

interface PasswordFields {
  email?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  password: string;
  password2?: string;
}

/** Adds the domain's password rules, with the person's own details counting against strength. */
function withPasswordRules<T extends z.ZodType<PasswordFields>>(schema: T) {
  return schema.superRefine(
    (form, context) => {
      const userInputs = [form.email, form.firstName, form.lastName].filter(
        (value) => typeof value === 'string',
      );
      const result = createNewPasswordSchema(userInputs).safeParse({
        password: form.password,
        password2: form.password2 ?? form.password,
      });
      for (const issue of result.error?.issues ?? []) {
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    },
    // Run even when other fields failed, so that every field error shows at once.
    {
      when: ({ value }) => typeof (value as { password?: unknown } | null)?.password === 'string',
    },
  );
}

/** The consumer registration form as the person fills it in; every field error at once. */
export const consumerRegistrationFormSchema = withPasswordRules(z.object(personFields));

/** POST /api/user/consumer: the consumer registration payload, every field error at once. */
export const consumerRegistrationSchema = withPasswordRules(
  z
    .object({
      ...personFields,
      termsAccepted: z.literal(true, { error: 'Käyttöehdot on hyväksyttävä' }),
      dataProtectionPlanAccepted: z.literal(true, { error: 'Tietosuojaseloste on hyväksyttävä' }),
    })
    .strict(),
);

/** The registration payload as the client sends it. */
export type ConsumerRegistrationRequest = z.input<typeof consumerRegistrationSchema>;
/** The registration payload as the server reads it. */
export type ConsumerRegistration = z.output<typeof consumerRegistrationSchema>;
/** The parsed registration form. */
export type ConsumerRegistrationForm = z.output<typeof consumerRegistrationFormSchema>;

/**
 * 403 of POST /api/user/consumer (spec 02 §8 'Registration'): the account was made, but the
 * customer data it logs in with could not be read.
 */
export const registeredWithoutCustomerData = {
  code: 'REGISTERED_WITHOUT_CUSTOMER_DATA',
  message: 'Käyttäjä rekisteröity. Virhe asiakkuustietoja hakiessa.',
} as const;
