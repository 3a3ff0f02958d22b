import type { BrowserContext } from '@playwright/test';
import { calendarYearOf, nextHelsinkiMidnight } from '@energiaportaali/domain';

/**
 * The browser tests' one clock. The global setup picks where it starts (`startClock`); the
 * servers start on it (TEST_CLOCK_START), every browser context runs on it (`clockContext`) and
 * the specs read "now" from `testNow()`. It runs at the system's pace from its start, like the
 * server's `clockStartingAt`, so the system clock serves only as a stopwatch.
 */

// Longer than a run of the browser tests on a machine twice as slow as this one (15 minutes).
const longestRunMs = 2 * 60 * 60 * 1000;
// How far the run's clock is ahead of the system's, in milliseconds; set by the global setup,
// inherited by the workers.
const offsetVariable = 'E2E_CLOCK_OFFSET_MS';

/**
 * Picks the run's start: now (or TEST_CLOCK_START, an ISO instant to run at instead), unless the
 * next Helsinki midnight comes within a run's length: then just after that midnight, so every
 * spec, server and page of the run sees one Helsinki day (the demo world is seeded relative to
 * it). Ahead rather than back: a cookie dated by a server clock ahead of the browser's lives
 * longer, never shorter.
 */
export function startClock(): Date {
  const given = process.env.TEST_CLOCK_START;
  const asked = given ? Date.parse(given) : Date.now();
  if (Number.isNaN(asked)) throw new Error(`TEST_CLOCK_START is no instant: ${given}`);
  const midnight = nextHelsinkiMidnight(new Date(asked)).getTime();
  const start = midnight - asked < longestRunMs ? midnight + 60_000 : asked;
  process.env[offsetVariable] = String(start - Date.now());
  // Servers and commands get the run's clock from testClockEnv(); a production one none at all.
  delete process.env.TEST_CLOCK_START;
  return new Date(start);
}

/** The run's "now". */
export function testNow(): Date {
  const offset = process.env[offsetVariable];
  if (offset === undefined) throw new Error('the clock is not started: run through the config');
  return new Date(Date.now() + Number(offset));
}

/** What puts a test server or command (NODE_ENV=test) on the run's clock. */
export function testClockEnv(): { TEST_CLOCK_START: string } {
  return { TEST_CLOCK_START: testNow().toISOString() };
}

/** The run's calendar year in Helsinki. */
export function testYear(): number {
  return calendarYearOf(testNow());
}

/**
 * Puts a browser context's pages on the run's clock: their Date runs the run's offset ahead of
 * the system's. Only Date: Playwright's page.clock would fake timers and the performance
 * entries the app reads too (a test that needs to move time installs it itself).
 */
export async function clockContext(context: BrowserContext): Promise<BrowserContext> {
  const offset = testNow().getTime() - Date.now();
  await context.addInitScript((offsetMs: number) => {
    const SystemDate = Date;
    const now = () => SystemDate.now() + offsetMs;
    function RunDate(this: unknown, ...args: unknown[]): Date | string {
      if (!new.target) return new SystemDate(now()).toString();
      return args.length === 0
        ? new SystemDate(now())
        : new SystemDate(...(args as ConstructorParameters<DateConstructor>));
    }
    Object.assign(RunDate, { now, parse: SystemDate.parse, UTC: SystemDate.UTC });
    RunDate.prototype = SystemDate.prototype;
    globalThis.Date = RunDate as unknown as DateConstructor;
  }, offset);
  return context;
}
