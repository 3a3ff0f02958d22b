import { ZxcvbnFactory, type Score } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as finnish from '@zxcvbn-ts/language-fi';
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

// Building the ranked dictionaries takes ~100 ms, so it happens on the first check, not on import.
let checker: ZxcvbnFactory | undefined;

function getChecker(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...finnish.dictionary },
    graphs: common.adjacencyGraphs,
    // With the defaults a crafted 100-character input such as '1a1a…' takes seconds to score
    // (leet variants explode); these caps keep the worst case under ~100 ms at the same scores.
    l33tMaxSubstitutions: 4,
    maxLength: 64,
  });
  return checker;
}

// zxcvbn matches user inputs only as whole words: "meikalainen2024" should count as the
// e-mail "matti.meikalainen@example.fi", and "Meikäläinen" typed without umlauts as the name.
function expandUserInputs(userInputs: readonly string[]): string[] {
  const words = new Set<string>();
  for (const input of userInputs) {
    const lower = input.trim().toLowerCase();
    const folded = lower.normalize('NFD').replace(/\p{M}/gu, '');
    for (const variant of [lower, folded]) {
      words.add(variant);
      for (const part of variant.split(/[^\p{L}\p{N}]+/u)) {
        if (part.length >= 3) words.add(part);
      }
    }
  }
  words.delete('');
  return [...words];
}

/** Scores a password 0–4; user inputs (e-mail, names) found in it lower the score. */
export function passwordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordScore {
  return getChecker().check(password, expandUserInputs(userInputs)).score;
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

/** Schema of the new-password form `{ password, password2 }`, reporting every field error. */
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
