import { z } from 'zod';
import { passwordMessages } from './password';
import { emailAddress } from './validators';

// Forgotten passwords of accounts without bank identification (ARCHITECTURE §4, decision 0044):
// an e-mailed, hashed, single-use link valid one hour; the request answers alike for any address.

/** The web paths of the flow: the request form, and the link's page `/salasana/uusi/{token}`. */
export const passwordResetPaths = {
  request: '/salasana/unohtui',
  newPassword: '/salasana/uusi',
} as const;

/** How long a reset link works. */
export const passwordResetTtlMinutes = 60;

/** The Finnish texts of the server's answers in this flow. */
export const passwordResetMessages = {
  emailRequired: 'Sähköposti on pakollinen',
  emailInvalid: 'Tarkista sähköpostiosoite. Muoto on nimi@esimerkki.fi',
  emailTooLong: 'Sähköpostiosoite on liian pitkä',
  linkNotUsable: 'Salasanan vaihtolinkki on vanhentunut tai jo käytetty. Tilaa uusi linkki.',
  byIdentification:
    'Kuluttaja-asiakas vaihtaa salasanansa pankkitunnuksilla tunnistautumalla, ei sähköpostilinkillä.',
  notActive: 'Käyttäjä ei ole vielä asettanut salasanaa. Lähetä hänelle kutsu.',
  locked: 'Tunnus on lukittu. Avaa lukitus ennen salasanan vaihtolinkin lähettämistä.',
} as const;

/** Error codes of the flow. */
export const passwordResetErrorCodes = {
  /** 404: the link is unknown, used, replaced by a newer one or expired. */
  linkNotUsable: 'RESET_LINK_NOT_USABLE',
  /** 409 (back office): a consumer changes the password through strong identification. */
  byIdentification: 'RESET_BY_IDENTIFICATION',
  /** 409 (back office): the account has no password yet; it gets an invitation instead. */
  notActive: 'NOT_ACTIVE',
  /** 409 (back office): a locked account cannot log in whatever its password. */
  locked: 'ACCOUNT_LOCKED',
} as const;

/** POST /api/password-reset: the address to send a link to; answered 202 whatever it is. */
export const passwordResetRequestSchema = z
  .object({
    email: z
      .string({ error: passwordResetMessages.emailRequired })
      .trim()
      .min(1, passwordResetMessages.emailRequired)
      .pipe(
        emailAddress({
          invalid: passwordResetMessages.emailInvalid,
          tooLong: passwordResetMessages.emailTooLong,
        }),
      ),
  })
  .strict();
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** A reset link's token as the pages and the server accept it (base64url). */
export const passwordResetTokenSchema = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

/** GET /api/password-reset/{token}: whose password the link changes. */
export const passwordResetInfoSchema = z.object({ email: z.string() });
export type PasswordResetInfo = z.infer<typeof passwordResetInfoSchema>;

/**
 * PUT /api/password-reset/{token}: the new password twice. Types and lengths only: the rules
 * (createNewPasswordSchema) need the account's details and run in the service.
 */
export const passwordResetSaveSchema = z
  .object({
    password: z.string({ error: passwordMessages.required }).max(1000),
    password2: z.string({ error: passwordMessages.repeatRequired }).max(1000),
  })
  .strict();
export type PasswordResetSave = z.input<typeof passwordResetSaveSchema>;

/** The answer of a saved password: where the account logs in. */
export const passwordResetSavedSchema = z.object({
  loginPath: z.enum(['/yritys/kirjaudu', '/isannointi/kirjaudu', '/asiakaspalvelu/kirjaudu']),
});
export type PasswordResetSaved = z.infer<typeof passwordResetSavedSchema>;
