import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { startClock } from './clock';

// The screens are lazy modules, compiled on their first import in a run: on a loaded machine that
// alone can take seconds, so `findBy…` and `waitFor` wait up to 10 s (the test itself up to 20).
configure({ asyncUtilTimeout: 10_000 });

// The file's one clock (test/clock.ts): set before the test file's own module code ("today" read
// at import) and again before every test (a test may have used timers of its own and handed back
// the real ones).
startClock();
beforeEach(startClock);

// A console.error during a test (React warnings, failed prop types, act() leaks) fails the test.
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-theme');
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});
