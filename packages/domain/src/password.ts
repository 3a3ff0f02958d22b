import type { Score } from '@zxcvbn-ts/core';
import { loadedPasswordScorer, loadPasswordScorer } from '#password-scorer';
import { z } from 'zod';

/** Password limits shared by the new-password form and the server (spec 01 §9). */
export const passwordLimits = { minLength: 8, maxLength: 100, minScore: 2 } as const;

/** The Finnish messages of the new-password form (spec 01 §5). */
export const passwordMessages = {
  required: 'Salasana on pakollinen',
  tooShort: 'Salasanan on oltava vähintään 8 merkkiä pitkä',
  tooLong: 'Salasana saa olla enintään 100 merkkiä pitkä',
  tooSimple: 'Salasana on liian yksinkertainen',
  repeatRequired: 'Kenttä on pakollinen',
  mismatch: 'Salasanat eivät ole samat',
} as const;

/** A zxcvbn strength score: 0 (guessable) to 4 (very strong). */
export type PasswordScore = Score;

/** Loads the strength dictionaries the password rules need (in the browser: once, lazily). */
export async function loadPasswordStrength(): Promise<void> {
  await loadPasswordScorer();
}

/** Whether the password rules can run now: always on the server, in the browser once loaded. */
export function isPasswordStrengthLoaded(): boolean {
  return loadedPasswordScorer() !== undefined;
}

/**
 * Scores a password 0–4; user inputs (e-mail, names) found in it lower the score. In the browser
 * only after loadPasswordStrength(): a form that checked without the dictionaries would pass
 * guessable passwords.
 */
export function passwordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordScore {
  const scorer = loadedPasswordScorer();
  if (!scorer) {
    throw new Error('password strength: the dictionaries are not loaded (loadPasswordStrength)');
  }
  return scorer(password, userInputs);
}

function passwordProblems(password: string, userInputs: readonly string[]): string[] {
  if (password === '') return [passwordMessages.required];
  // Scoring an oversized input would only cost time: it is rejected for its length anyway.
  if (password.length > passwordLimits.maxLength) return [passwordMessages.tooLong];
  const problems: string[] = [];
  if (password.length < passwordLimits.minLength) problems.push(passwordMessages.tooShort);
  if (passwordStrength(password, userInputs) < passwordLimits.minScore) {
    problems.push(passwordMessages.tooSimple);
  }
  return problems;
}

/**
 * Schema of the new-password form `{ password, password2 }`, reporting every field error; in
 * the browser parse it only after loadPasswordStrength().
 */
export function createNewPasswordSchema(userInputs: readonly string[] = []) {
  return z
    .object({
      password: z.string({ error: passwordMessages.required }).superRefine((password, context) => {
        for (const message of passwordProblems(password, userInputs)) {
          context.addIssue({ code: 'custom', message });
        }
      }),
      password2: z
        .string({ error: passwordMessages.repeatRequired })
        .min(1, passwordMessages.repeatRequired),
    })
    .refine((form) => form.password2 === '' || form.password2 === form.password, {
      message: passwordMessages.mismatch,
      path: ['password2'],
      // Compare even when the first password has its own errors, so every error shows at once.
      when: ({ value }) => {
        const form = value as { password?: unknown; password2?: unknown } | null;
        return typeof form?.password === 'string' && typeof form.password2 === 'string';
      },
    });
}

/** The parsed new-password form. */
export type NewPasswordForm = z.infer<ReturnType<typeof createNewPasswordSchema>>;
