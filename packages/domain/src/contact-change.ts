import { z } from 'zod';
import { emailAddress, optionalText, phoneNumber } from './validators';

// GET /api/customership/{productType} takes the spec's product types (`invoiceProductTypes`).

/** GET /api/customership/{productType}: the consumer's customership of that product. */
export const customershipSchema = z.object({
  /** The customer numbers. */
  customerIdentifier: z.array(z.string()),
  name: z.string(),
  /** The e-mail address in the customer register; null when there is none. */
  email: z.string().nullable(),
});
export type Customership = z.infer<typeof customershipSchema>;

/** The address shown in the contact change form's e-mail format message. */
export const contactChangeEmailExample = 'nimi@esimerkki.fi';

/** The contact change form's messages (spec 02 §5; the two length texts are ours). */
export const contactChangeMessages = {
  oneRequired: 'Sähköpostiosoite tai puhelinnumero on pakollinen',
  invalidPhone: 'Lisää puhelinnumero muodossa +358123456789',
  phoneTooLong: 'Puhelinnumero saa olla enintään 20 merkkiä pitkä',
  invalidEmail: `Lisää sähköpostiosoite muodossa ${contactChangeEmailExample}`,
  emailTooLong: 'Sähköpostiosoite saa olla enintään 320 merkkiä pitkä',
} as const;

/**
 * The contact change form and POST /api/customership `{phonenumber?, email?}` (spec 02 §5):
 * empty fields parse as absent (and so are left out of the payload), one of the two is needed,
 * and the phone number loses its whitespace.
 */
export const contactChangeSchema = z
  .object({
    phonenumber: optionalText(
      phoneNumber({
        invalid: contactChangeMessages.invalidPhone,
        tooLong: contactChangeMessages.phoneTooLong,
      }),
    ),
    email: optionalText(
      emailAddress({
        invalid: contactChangeMessages.invalidEmail,
        tooLong: contactChangeMessages.emailTooLong,
      }),
    ),
  })
  .strict()
  .superRefine((change, context) => {
    if (change.phonenumber !== undefined || change.email !== undefined) return;
    // Under both fields: either one fixes it.
    for (const field of ['phonenumber', 'email'] as const) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: contactChangeMessages.oneRequired,
      });
    }
  });

/** The contact change payload as the client sends it (or the form holds it). */
export type ContactChangeRequest = z.input<typeof contactChangeSchema>;
/** The contact change payload as the server reads it. */
export type ContactChange = z.output<typeof contactChangeSchema>;
