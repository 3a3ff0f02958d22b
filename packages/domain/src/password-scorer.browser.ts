import type { PasswordScorer } from './password-strength';

// In the browser the dictionaries (about 1 MB) are a chunk of their own, fetched only when a
// password field shows (decision 0037); the home page never loads them.

let scorer: PasswordScorer | undefined;
let loading: Promise<PasswordScorer> | undefined;

/** The password scorer if its dictionaries are in, else undefined. */
export function loadedPasswordScorer(): PasswordScorer | undefined {
  return scorer;
}

/** Fetches the dictionaries once; a failed fetch is tried again on the next call. */
export function loadPasswordScorer(): Promise<PasswordScorer> {
  loading ??= import('./password-strength').then(
    (module) => (scorer = module.scorePassword),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
