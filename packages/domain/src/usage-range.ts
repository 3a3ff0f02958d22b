import { addUnits, helsinkiDay, helsinkiMidnight } from './helsinki-calendar';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

// Every consumption request parses its two boundaries and checks the range: time-zone math is
// the costly part, and the same few boundaries (years, months) recur, so results are memoised.
const memoLimit = 2000;

function memoised<Key, Value>(compute: (key: Key) => Value): (key: Key) => Value {
  const memo = new Map<Key, Value>();
  return (key) => {
    if (memo.has(key)) return memo.get(key) as Value;
    const value = compute(key);
    if (memo.size >= memoLimit) memo.clear();
    memo.set(key, value);
    return value;
  };
}

const boundaryTime = memoised((text: string): number | null => {
  const day = isoDatePattern.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    // No 30 February: an impossible date rolls over to another day.
    const midnight = helsinkiMidnight(year, month, date);
    return helsinkiDay(midnight) === text ? midnight.getTime() : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : time;
});

/**
 * A usage-query boundary as an instant: "YYYY-MM-DD" is midnight of that day in Helsinki, an
 * ISO date-time with an offset or Z is taken as is. Null for anything else or an impossible date.
 */
export function parseUsageBoundary(text: string): Date | null {
  const time = boundaryTime(text);
  return time === null ? null : new Date(time);
}

const oneYearAfter = memoised((start: number) => addUnits('year', new Date(start), 1).getTime());

/**
 * The range limit of every usage query (spec 01 §9: at most one year): the end may be at most one
 * calendar year after the start, in Helsinki time (so 1.1.–1.1. of the next year is allowed).
 */
export function exceedsOneYear(start: Date, end: Date): boolean {
  return end.getTime() > oneYearAfter(start.getTime());
}

/** Whether a usage query's range is usable: both boundaries valid, end after start, ≤ one year. */
export function isValidUsageRange(start: Date | null, end: Date | null): boolean {
  return start !== null && end !== null && end > start && !exceedsOneYear(start, end);
}
