import { z } from 'zod';
import { captchaRequiredMessage, solvedCaptcha } from './captcha';
import { emailAddress, optionalText } from './validators';

// The water meter reading form and its two API calls (spec 01 §5 and §7, spec 02 §5).

/** Longest metering point number the form accepts (spec 01 §9). */
export const waterPointIdMaxLength = 20;
/** Longest reading, in digits (spec 01 §9). */
export const waterReadingMaxLength = 5;
/** Longest meter number: longer ones are no device code of ours. */
export const waterMeterIdMaxLength = 40;
/** The earliest reading date accepted. */
export const earliestWaterReadingDate = '2000-01-01';

/** The water form's messages: the spec's wording where it gives one, ours elsewhere. */
export const waterReadingMessages = {
  pointRequired: 'Käyttöpaikan numero on pakollinen',
  digitsOnly: 'Käytä numeroita',
  pointTooLong: `Käyttöpaikan numero saa olla enintään ${waterPointIdMaxLength} merkkiä`,
  pointNotFound: 'Vesikäyttöpaikkaa ei löytynyt. Tarkista käyttöpaikan numero.',
  meterRequired: 'Vesimittarin numero on pakollinen',
  meterNotOfPoint: 'Valitse vesimittari käyttöpaikan mittareista',
  readingRequired: 'Lukema on pakollinen',
  readingTooLong: `Lukema saa olla enintään ${waterReadingMaxLength} numeroa`,
  dateRequired: 'Lukemapäivä on pakollinen',
  dateInvalid: 'Lukemapäivä on virheellinen',
  dateInFuture: 'Lukemapäivä ei voi olla tulevaisuudessa',
  invalidEmail: 'Sähköpostiosoite on virheellinen',
  copyNeedsEmail: 'Anna sähköpostiosoite, johon kopio lähetetään',
  captchaRequired: captchaRequiredMessage,
} as const;

const messages = waterReadingMessages;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date "YYYY-MM-DD" (no 30 February). */
export function isCalendarDate(text: string): boolean {
  const match = isoDatePattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
}

const digits = /^\d+$/;

type Rule = readonly [test: (value: string) => boolean, message: string];

/**
 * A required text field that reports only its first broken rule. (Zod's `abort` would do the
 * same, but an aborted field also silences the form-wide copy rule below.)
 */
const textField = (requiredMessage: string, rules: readonly Rule[]) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .superRefine((value, context) => {
      const message = value === '' ? requiredMessage : rules.find(([test]) => !test(value))?.[1];
      if (message !== undefined) context.addIssue({ code: 'custom', message });
    });

const measurementPointId = textField(messages.pointRequired, [
  [(value) => digits.test(value), messages.digitsOnly],
  [(value) => value.length <= waterPointIdMaxLength, messages.pointTooLong],
]);

const meterId = textField(messages.meterRequired, [
  [(value) => value.length <= waterMeterIdMaxLength, messages.meterNotOfPoint],
]);

/**
 * Today's Helsinki day 'YYYY-MM-DD', asked at each parse (so a schema stays right after
 * midnight): the server's clock on the server, the browser's in the form.
 */
export type Today = () => string;

const readingDate = (today: Today) =>
  textField(messages.dateRequired, [
    [isCalendarDate, messages.dateInvalid],
    [(date) => date >= earliestWaterReadingDate, messages.dateInvalid],
    [(date) => date <= today(), messages.dateInFuture],
  ]);

/** The reading as typed in the form: 1–5 digits. */
const readingText = textField(messages.readingRequired, [
  [(value) => digits.test(value), messages.digitsOnly],
  [(value) => value.length <= waterReadingMaxLength, messages.readingTooLong],
]);

/** The reading as the API carries it: a whole number of at most five digits. */
const consumption = z
  .number({ error: messages.readingRequired })
  .int(messages.digitsOnly)
  .min(0, messages.digitsOnly)
  .max(10 ** waterReadingMaxLength - 1, messages.readingTooLong);

const email = optionalText(
  emailAddress({ invalid: messages.invalidEmail, tooLong: messages.invalidEmail }),
);

const captchaResponse = z
  .string({ error: messages.captchaRequired })
  .max(10_000, messages.captchaRequired);

interface CopyFields {
  email?: string;
  sendCopy?: boolean;
}

/** A copy needs an address to go to; the message sits on the e-mail field the user must fill. */
function copyNeedsEmail<T extends z.ZodType<CopyFields>>(schema: T) {
  return schema.superRefine(
    (form, context) => {
      if (form.sendCopy === true && form.email === undefined) {
        context.addIssue({ code: 'custom', path: ['email'], message: messages.copyNeedsEmail });
      }
    },
    // Also when other fields failed, so every message shows at once.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
}

/** The water reading form as the user fills it (strings, as the inputs hold them). */
export const waterReadingFormSchema = (today: Today) =>
  copyNeedsEmail(
    z.object({
      measurementPointId,
      meterId,
      reading: readingText,
      date: readingDate(today),
      email,
      sendCopy: z.boolean(),
    }),
  );

const requestShape = (today: Today) => ({
  measurementPointId,
  meterId,
  date: readingDate(today),
  consumption,
  email,
  sendCopy: z.boolean().optional(),
  g_recaptcha_response: captchaResponse.optional(),
});

/** POST /api/water/submit/auth: the logged-in user's reading (no captcha). */
export const waterReadingRequestSchema = (today: Today) =>
  copyNeedsEmail(z.object(requestShape(today)).strict());

/** POST /api/water/submit: an anonymous reading, which carries a solved captcha. */
export const anonymousWaterReadingRequestSchema = (today: Today) =>
  copyNeedsEmail(
    z
      .object({
        ...requestShape(today),
        g_recaptcha_response: solvedCaptcha,
      })
      .strict(),
  );

type FormSchema = ReturnType<typeof waterReadingFormSchema>;
type RequestSchema = ReturnType<typeof waterReadingRequestSchema>;
export type WaterReadingForm = z.input<FormSchema>;
/** The form once parsed: trimmed texts, an optional e-mail. */
export type ParsedWaterReadingForm = z.output<FormSchema>;
export type WaterReadingRequest = z.input<RequestSchema>;
export type WaterReading = z.output<RequestSchema>;

/** The request body of a parsed form; anonymous users add their captcha response. */
export function toWaterReadingRequest(
  form: ParsedWaterReadingForm,
  captchaResponse?: string,
): WaterReadingRequest {
  return {
    measurementPointId: form.measurementPointId,
    meterId: form.meterId,
    date: form.date,
    consumption: Number(form.reading),
    ...(form.email === undefined ? {} : { email: form.email }),
    sendCopy: form.sendCopy,
    ...(captchaResponse === undefined ? {} : { g_recaptcha_response: captchaResponse }),
  };
}

/** What became of the e-mail copy: sent, kept in the outbox for later, or none asked for. */
export const waterCopyStatuses = ['sent', 'queued', 'none'] as const;

/** The answer to a stored reading (201). */
export const waterReadingReceiptSchema = z.object({
  id: z.number().int(),
  measurementPointId: z.string(),
  meterId: z.string(),
  date: z.string(),
  consumption: z.number().int(),
  copy: z.enum(waterCopyStatuses),
});
export type WaterReadingReceipt = z.infer<typeof waterReadingReceiptSchema>;

/** GET /api/water/points/:measurementPointId/meters: the meter numbers of a water point. */
export const waterPointParamsSchema = z.object({ measurementPointId }).strict();
export const waterPointMetersSchema = z.object({ meterIds: z.array(z.string()) });
export type WaterPointMeters = z.infer<typeof waterPointMetersSchema>;

/** The 502 codes of a reading whose save or e-mail copy failed (spec 01 §8). */
export const waterErrorCodes = {
  emailFailed: 'WATER_EMAIL_FAILED',
  saveFailed: 'WATER_SAVE_FAILED',
} as const;
