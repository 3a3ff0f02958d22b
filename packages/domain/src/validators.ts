import { z } from 'zod';

// Generic validators of the forms (spec 01 §5 "Generic validators", spec 02 §9 limits).

/** Longest e-mail address a form accepts (spec 02 §9). */
export const emailMaxLength = 320;
/** Longest phone number a form accepts, counted without whitespace (spec 02 §9). */
export const phoneMaxLength = 20;

/** The generic phone format: '+', a non-zero digit, then digits and spaces; 6 characters at least. */
export const phonePattern = /^\+[1-9][\d ]{4,}$/;

/** True when the value is a phone number in the generic format (spec 01 §5). */
export function isValidPhone(value: string): boolean {
  return phonePattern.test(value.trim());
}

/** The phone number as it is stored and sent: every whitespace character removed. */
export function compactPhone(value: string): string {
  return value.replace(/\s+/g, '');
}

/** True when the value looks like an e-mail address (the same rule as `z.email()`). */
export function isValidEmail(value: string): boolean {
  return z.email().safeParse(value).success;
}

/** A text that must not be empty once trimmed; gives the trimmed text. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

/** An optional text: missing, or empty once trimmed, both parse as `undefined`. */
export const optionalText = <T extends z.ZodType<unknown, string>>(rule: T) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(rule.optional());

/** An e-mail address (trimmed) with the form's own format and length messages. */
export const emailAddress = (messages: { invalid: string; tooLong: string }) =>
  z.string().trim().max(emailMaxLength, messages.tooLong).pipe(z.email(messages.invalid));

/** A phone number in the generic format (spec 01 §5), given without whitespace. */
export const phoneNumber = (messages: { invalid: string; tooLong: string }) =>
  z
    .string()
    .trim()
    .regex(phonePattern, messages.invalid)
    .transform(compactPhone)
    .pipe(z.string().max(phoneMaxLength, messages.tooLong));
