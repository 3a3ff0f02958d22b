import { ZxcvbnFactory, type Score } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as finnish from '@zxcvbn-ts/language-fi';

// The dictionaries are about 1 MB: only password-scorer.ts (the server) and the browser's lazy
// loader (password-scorer.browser.ts) import this module.

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

/** zxcvbn's score 0–4 with the common and Finnish dictionaries; user inputs in it lower it. */
export function scorePassword(password: string, userInputs: readonly string[]): Score {
  return getChecker().check(password, expandUserInputs(userInputs)).score;
}

/** The scorer's type, for the modules that load it. */
export type PasswordScorer = typeof scorePassword;
