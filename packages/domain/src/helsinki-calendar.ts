// The Helsinki calendar of the server and the import (issue #24 folds the other helpers into it).
// Europe/Helsinki follows the EU rule: UTC+3 from the last Sunday of March 01:00 UTC to the
// last Sunday of October 01:00 UTC, UTC+2 otherwise. Computed here instead of with Intl
// because the generator asks for millions of instants.
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

const summerTimeByYear = new Map<number, [number, number]>();

function lastSundayAt0100Utc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

function summerTime(year: number): [number, number] {
  let range = summerTimeByYear.get(year);
  if (!range) {
    range = [lastSundayAt0100Utc(year, 2), lastSundayAt0100Utc(year, 9)];
    summerTimeByYear.set(year, range);
  }
  return range;
}

export function helsinkiOffsetMs(utcMs: number): number {
  const [start, end] = summerTime(new Date(utcMs).getUTCFullYear());
  return utcMs >= start && utcMs < end ? 3 * HOUR_MS : 2 * HOUR_MS;
}

/** The instant of Helsinki midnight on the given calendar day (month 1–12; overflow allowed). */
export function helsinkiMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Midnight is never inside a DST jump (they happen at 03:00 and 04:00 local time).
  return new Date(wall - helsinkiOffsetMs(wall - 2 * HOUR_MS));
}

export interface HelsinkiFields {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
  /** Fractional local hour of day, 0–24. */
  hour: number;
  /** Day of year, 0-based. */
  dayOfYear: number;
}

export function helsinkiFields(utcMs: number): HelsinkiFields {
  const local = utcMs + helsinkiOffsetMs(utcMs);
  const date = new Date(local);
  const year = date.getUTCFullYear();
  return {
    year,
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
    hour: (local % DAY_MS) / HOUR_MS,
    dayOfYear: Math.floor((local - Date.UTC(year, 0, 1)) / DAY_MS),
  };
}

/** Today's Helsinki midnight for the given instant. */
export function helsinkiStartOfDay(instant: Date): Date {
  const fields = helsinkiFields(instant.getTime());
  return helsinkiMidnight(fields.year, fields.month, fields.day);
}

/** YYYY-MM-DD of the Helsinki calendar day of an instant. */
export function helsinkiDate(instant: Date): string {
  const fields = helsinkiFields(instant.getTime());
  return isoDate(fields.year, fields.month, fields.day);
}

export function isoDate(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10);
}
