/** Where the server reads the time: every "now" in apps/server/src comes from one Clock. */
export interface Clock {
  now(): Date;
}

/** Production's clock: the system's. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that starts at `start` and then runs at the system's pace: a test server process
 * (TEST_CLOCK_START, NODE_ENV=test only) shares the day of the test that started it.
 */
export function clockStartingAt(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/** The clock env asks for: the system's unless a test started the server at TEST_CLOCK_START. */
export function clockOf(env: { TEST_CLOCK_START?: Date }): Clock {
  return env.TEST_CLOCK_START ? clockStartingAt(env.TEST_CLOCK_START) : systemClock;
}
