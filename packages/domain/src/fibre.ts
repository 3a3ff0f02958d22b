import { z } from 'zod';
import { emailAddress, phoneNumber } from './validators';

/** The fibre offer form's messages (spec 02 §5 person form; the length texts are ours). */
export const fibreOfferMessages = {
  firstNameRequired: 'Etunimi on pakollinen',
  firstNameTooShort: 'Etunimi on liian lyhyt',
  firstNameTooLong: 'Etunimi on liian pitkä',
  lastNameRequired: 'Sukunimi on pakollinen',
  lastNameTooShort: 'Sukunimi on liian lyhyt',
  lastNameTooLong: 'Sukunimi on liian pitkä',
  emailRequired: 'Sähköposti on pakollinen',
  invalidEmail: 'Sähköpostiosoite on virheellinen',
  emailTooLong: 'Sähköpostiosoite on liian pitkä',
  phoneRequired: 'Puhelinnumero on pakollinen',
  invalidPhone: 'Lisää puhelinnumero muodossa +358123456789',
  phoneTooLong: 'Puhelinnumero on liian pitkä',
} as const;

const nameMaxLength = 100;

// Nothing typed: "required"; only spaces typed: "too short" (spec 02 §5 has both messages).
const name = (required: string, tooShort: string, tooLong: string) =>
  z
    .string({ error: required })
    .min(1, { message: required, abort: true })
    .trim()
    .min(1, { message: tooShort, abort: true })
    .max(nameMaxLength, tooLong);

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { message, abort: true });

/**
 * The fibre offer request form and POST /api/fiber/submit: who asks for an offer and how to
 * reach them. The address comes from the customer's own details on the server.
 */
export const fibreOfferSchema = z
  .object({
    firstName: name(
      fibreOfferMessages.firstNameRequired,
      fibreOfferMessages.firstNameTooShort,
      fibreOfferMessages.firstNameTooLong,
    ),
    lastName: name(
      fibreOfferMessages.lastNameRequired,
      fibreOfferMessages.lastNameTooShort,
      fibreOfferMessages.lastNameTooLong,
    ),
    phone: required(fibreOfferMessages.phoneRequired).pipe(
      phoneNumber({
        invalid: fibreOfferMessages.invalidPhone,
        tooLong: fibreOfferMessages.phoneTooLong,
      }),
    ),
    email: required(fibreOfferMessages.emailRequired).pipe(
      emailAddress({
        invalid: fibreOfferMessages.invalidEmail,
        tooLong: fibreOfferMessages.emailTooLong,
      }),
    ),
  })
  .strict();

/** The fibre offer request as the client sends it. */
export type FibreOfferRequest = z.input<typeof fibreOfferSchema>;
/** The fibre offer request as the server reads it. */
export type FibreOffer = z.output<typeof fibreOfferSchema>;
