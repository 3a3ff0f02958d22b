import { helsinkiDay, nextHelsinkiMidnight } from '@energiaportaali/domain';
import { inject } from 'vitest';
import type { Clock } from '../src/clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The instant every test file's clock starts at (ISO): the run's start, or the midnight run's. */
    clockStart: string;
  }
}

/**
 * The instant a run's clock starts at: TEST_CLOCK_START (an ISO instant, or `before-midnight`: the
 * next 23:59:30 Helsinki time), else the wall clock's now.
 */
export function runClockStart(env: Record<string, string | undefined>): Date {
  const wall = new Date();
  if (env.TEST_CLOCK_START === 'before-midnight') return beforeMidnight(wall);
  return env.TEST_CLOCK_START ? new Date(env.TEST_CLOCK_START) : wall;
}

/** The first 23:59:30 Helsinki time after `instant`. */
function beforeMidnight(instant: Date): Date {
  const tonight = nextHelsinkiMidnight(instant);
  const start = new Date(tonight.getTime() - 30_000);
  return start > instant ? start : new Date(nextHelsinkiMidnight(tonight).getTime() - 30_000);
}

/**
 * The one clock of a test file: the server under test and the test read "now" and "today"
 * from it, never from the wall clock. It stands still except for one millisecond per reading
 * (readings stay distinct and ordered, as stored rows expect) and where a test moves it, so a
 * run that crosses Helsinki midnight on the wall still sees the day its template was seeded on.
 */
export class TestClock implements Clock {
  private instant: number | undefined;

  /** `start` may be given late: the file's clock asks the run for it on first use. */
  constructor(private readonly start: Date | (() => Date)) {}

  private current(): number {
    this.instant ??= (typeof this.start === 'function' ? this.start() : this.start).getTime();
    return this.instant;
  }

  now(): Date {
    this.instant = this.current() + 1;
    return new Date(this.instant);
  }

  /** The Helsinki day 'YYYY-MM-DD' of the clock. */
  today(): string {
    return helsinkiDay(new Date(this.current()));
  }

  advance(ms: number): void {
    this.instant = this.current() + ms;
  }

  set(instant: Date): void {
    this.instant = instant.getTime();
  }
}

/** This test file's clock, started where the run's global setup says (test/global-setup.ts). */
export const testClock = new TestClock(() => new Date(inject('clockStart')));
