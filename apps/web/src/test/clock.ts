import { nextHelsinkiMidnight } from '@energiaportaali/domain';
import { vi } from 'vitest';

/**
 * Where a test file's clock starts: TEST_CLOCK_START (an ISO instant, or `before-midnight`: the
 * next 23:59:30 Helsinki time, the midnight run of vitest.config.ts), else the file's start.
 */
function clockStart(): number {
  const wall = Date.now();
  const start = process.env.TEST_CLOCK_START;
  if (start !== 'before-midnight') return start ? Date.parse(start) : wall;
  const tonight = nextHelsinkiMidnight(new Date(wall));
  const night = tonight.getTime() - 30_000 > wall ? tonight : nextHelsinkiMidnight(tonight);
  return night.getTime() - 30_000;
}

const start = clockStart();

/**
 * One clock per test file: Date starts at the file's start again before every test and runs
 * on from there (cookies expire, waits end), so a test, shorter than its 20 s limit, and the
 * components it renders see the same Helsinki day even when the file runs across midnight.
 * Timers stay real.
 */
export function startClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(start);
}
