import { createNewPasswordSchema } from '@energiaportaali/domain';
import { z } from 'zod';
import type { Texts } from '../../texts';

// Spec 01 §5: '+', a non-zero digit, then digits and spaces; 6 characters at least, 20 at most.
const phonePattern = /^\+[1-9][\d ]{4,18}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The consumer registration form (spec 02 §5 person form); every field error is reported. */
export function createRegistrationSchema(texts: Texts) {
  const v = texts.validation;
  const person = z.object({
    email: z
      .string()
      .trim()
      .min(1, v.emailRequired)
      .max(320, v.tooLong)
      .regex(emailPattern, v.emailInvalid),
    firstName: z.string().trim().min(1, v.firstNameRequired).max(100, v.tooLong),
    lastName: z.string().trim().min(1, v.lastNameRequired).max(100, v.tooLong),
    phone: z
      .string()
      .trim()
      .min(1, v.phoneRequired)
      .regex(phonePattern, v.phoneInvalid)
      .transform((phone) => phone.replace(/\s/g, '')),
    password: z.string(),
    password2: z.string(),
  });
  // The password rules see the person's own details, which make a password easier to guess.
  return person.superRefine((form, context) => {
    const passwords = createNewPasswordSchema([form.email, form.firstName, form.lastName]);
    const result = passwords.safeParse({ password: form.password, password2: form.password2 });
    for (const issue of result.error?.issues ?? []) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
}

export type RegistrationForm = z.output<ReturnType<typeof createRegistrationSchema>>;
