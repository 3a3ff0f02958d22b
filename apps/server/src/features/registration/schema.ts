import { z } from 'zod';
import { createNewPasswordSchema, passwordMessages } from '@energiaportaali/domain';

// Generic validators of the person form (spec 01 §5, spec 02 §5 and §9).
const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const phonePattern = /^\+[1-9][\d ]{4,}$/;

const name = (requiredText: string, tooLong: string) => required(requiredText).max(100, tooLong);

/** POST /api/user/consumer: the consumer registration form, every field error at once. */
export const consumerRegistrationSchema = z
  .object({
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
    termsAccepted: z.literal(true, { error: 'Käyttöehdot on hyväksyttävä' }),
    dataProtectionPlanAccepted: z.literal(true, { error: 'Tietosuojaseloste on hyväksyttävä' }),
  })
  .strict()
  .superRefine(
    (form, context) => {
      // The domain's password rules, with the person's own details counting against strength.
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

export type ConsumerRegistration = z.output<typeof consumerRegistrationSchema>;
