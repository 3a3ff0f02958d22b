import { scorePassword, type PasswordScorer } from './password-strength';

// Outside the browser (the server, tests, scripts) the dictionaries load with the domain: the
// server checks every new password. The browser gets password-scorer.browser.ts instead
// (package.json "imports", condition "browser").

/** The password scorer, always there outside the browser. */
export function loadedPasswordScorer(): PasswordScorer | undefined {
  return scorePassword;
}

/** The password scorer once its dictionaries are in: at once outside the browser. */
export function loadPasswordScorer(): Promise<PasswordScorer> {
  return Promise.resolve(scorePassword);
}
