import { TZDate } from '@date-fns/tz';

// The portal's calendar, the one place that knows Helsinki days, months and DST; the server, the
// web and the import all use it. Europe/Helsinki follows the EU rule since 1996: UTC+3 from the
// last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC, UTC+2 otherwise.
// Computed here instead of with Intl because the generator asks for millions of instants.

/** The portal's time zone unless portal.config.json names another. */
export const defaultTimeZone = 'Europe/Helsinki';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

// Before 1996 Finland's summer time ended in September (none before 1981, local mean time
// before 1921): those years are read from Intl's time-zone database, as PostgreSQL reads them.
const euRuleFrom = Date.UTC(1996, 0, 1);

const intlWallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: defaultTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function intlOffsetMs(utcMs: number): number {
  const field: Record<string, number> = {};
  for (const part of intlWallClock.formatToParts(utcMs)) field[part.type] = Number(part.value);
  const wall = new Date(0);
  wall.setUTCFullYear(field.year!, field.month! - 1, field.day!);
  wall.setUTCHours(field.hour!, field.minute!, field.second!);
  return wall.getTime() - Math.floor(utcMs / 1000) * 1000;
}

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

/** Helsinki's offset from UTC at an instant (epoch ms): two or three hours since 1921. */
export function helsinkiOffsetMs(utcMs: number): number {
  if (utcMs < euRuleFrom) return intlOffsetMs(utcMs);
  const [start, end] = summerTime(new Date(utcMs).getUTCFullYear());
  return utcMs >= start && utcMs < end ? 3 * HOUR_MS : 2 * HOUR_MS;
}

/**
 * The instant of a Helsinki wall-clock time given as UTC fields (epoch ms). A time the spring
 * jump skips is read an hour later; of the hour autumn repeats, the second is taken.
 */
function fromWallClock(wall: number): Date {
  const guess = wall - helsinkiOffsetMs(wall - 2 * HOUR_MS);
  return new Date(wall - helsinkiOffsetMs(guess));
}

/** The instant of Helsinki midnight on the given calendar day (month 1–12; overflow allowed). */
export function helsinkiMidnight(year: number, month: number, day: number): Date {
  // Midnight is never inside a DST jump (they happen at 03:00 and 04:00 local time).
  return fromWallClock(Date.UTC(year, month - 1, day));
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

/** The Helsinki calendar fields of an instant (epoch ms). */
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

/** The first Helsinki midnight after an instant: the end of its Helsinki day. */
export function nextHelsinkiMidnight(instant: Date): Date {
  const fields = helsinkiFields(instant.getTime());
  return helsinkiMidnight(fields.year, fields.month, fields.day + 1);
}

/** The Helsinki calendar day 'YYYY-MM-DD' of an instant (today's, given `new Date()`). */
export function helsinkiDay(instant: Date): string {
  const fields = helsinkiFields(instant.getTime());
  return isoDate(fields.year, fields.month, fields.day);
}

/** The hours of a Helsinki month (month 1–12): 743 in March, 745 in October. */
export function helsinkiMonthHours(year: number, month: number): number {
  const start = helsinkiMidnight(year, month, 1).getTime();
  return (helsinkiMidnight(year, month + 1, 1).getTime() - start) / HOUR_MS;
}

/**
 * The Helsinki wall-clock time of an instant, to the minute, as the UTC fields of a Date: how
 * an Excel cell, which has no time zone, holds it.
 */
export function helsinkiWallClock(instant: Date): Date {
  const local = instant.getTime() + helsinkiOffsetMs(instant.getTime());
  return new Date(Math.floor(local / 60_000) * 60_000);
}

/** The calendar day 'YYYY-MM-DD' of a calendar date (month 1–12; overflow allowed). */
export function isoDate(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10);
}

/** A calendar day 'YYYY-MM-DD' moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

// The portal's configured zone (billing dates, the invoice year) may be another than Helsinki
// (spec 01 §1); any other zone is read through Intl.

/** The calendar day 'YYYY-MM-DD' of an instant in `timeZone` (today's, given `new Date()`). */
export function calendarDayInZone(instant: Date, timeZone: string): string {
  if (timeZone === defaultTimeZone) return helsinkiDay(instant);
  const date = new TZDate(instant.getTime(), timeZone);
  return isoDate(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** A calendar day's midnight in `timeZone` as a zoned date (its ISO text carries the offset). */
export function zonedMidnight(day: string, timeZone: string): TZDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), timeZone);
}

/** The calendar year of an instant in the portal's time zone. */
export function calendarYearOf(instant: Date, timeZone = defaultTimeZone): number {
  if (timeZone === defaultTimeZone) return helsinkiFields(instant.getTime()).year;
  return new TZDate(instant.getTime(), timeZone).getFullYear();
}

// ---------------------------------------------------------------- calendar units

/** The calendar units the usage periods are built from; quarter is the 'Kvartaali' preset's. */
export type CalendarUnit = 'year' | 'quarter' | 'month' | 'week' | 'day' | 'hour' | 'quarterhour';

const QUARTER_HOUR_MS = 15 * 60_000;

function floorTo(unitMs: number, instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / unitMs) * unitMs);
}

/** The start of the Helsinki calendar unit containing `instant`; a week starts on Monday (ISO). */
export function startOfUnit(unit: CalendarUnit, instant: Date): Date {
  // Helsinki's offsets (+2, +3) are whole hours, so its hours and quarter hours are UTC's.
  // Counting in UTC also keeps the repeated autumn hour apart, which wall-clock time cannot.
  if (unit === 'hour') return floorTo(HOUR_MS, instant);
  if (unit === 'quarterhour') return floorTo(QUARTER_HOUR_MS, instant);
  const { year, month, day, weekday } = helsinkiFields(instant.getTime());
  switch (unit) {
    case 'year':
      return helsinkiMidnight(year, 1, 1);
    case 'quarter':
      return helsinkiMidnight(year, month - ((month - 1) % 3), 1);
    case 'month':
      return helsinkiMidnight(year, month, 1);
    case 'week':
      return helsinkiMidnight(year, month, day - ((weekday + 6) % 7));
    case 'day':
      return helsinkiMidnight(year, month, day);
  }
}

/** `instant` moved by whole months and days of the Helsinki calendar, keeping its wall-clock time. */
function addCalendar(instant: Date, months: number, days: number): Date {
  const wall = new Date(instant.getTime() + helsinkiOffsetMs(instant.getTime()));
  const [year, month, day] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()];
  // A month later than 31 January is the last day of February.
  const lastDay = new Date(Date.UTC(year, month + months + 1, 0)).getUTCDate();
  const moved = new Date(wall.getTime());
  moved.setUTCFullYear(year, month + months, Math.min(day, lastDay) + days);
  return fromWallClock(moved.getTime());
}

/**
 * `instant` moved by `amount` units on the Helsinki calendar: days keep the wall-clock time over
 * DST changes, hours and quarter hours are elapsed time (a 25-hour day has 25 hour buckets).
 */
export function addUnits(unit: CalendarUnit, instant: Date, amount: number): Date {
  if (amount === 0) return new Date(instant.getTime());
  switch (unit) {
    case 'hour':
      return new Date(instant.getTime() + amount * HOUR_MS);
    case 'quarterhour':
      return new Date(instant.getTime() + amount * QUARTER_HOUR_MS);
    case 'year':
      return addCalendar(instant, 12 * amount, 0);
    case 'quarter':
      return addCalendar(instant, 3 * amount, 0);
    case 'month':
      return addCalendar(instant, amount, 0);
    case 'week':
      return addCalendar(instant, 0, 7 * amount);
    case 'day':
      return addCalendar(instant, 0, amount);
  }
}

/** Whether `instant` is where a Helsinki calendar unit starts. */
export function isUnitStart(unit: CalendarUnit, instant: Date): boolean {
  return startOfUnit(unit, instant).getTime() === instant.getTime();
}

/** Whole Helsinki calendar days from `start` to `end` (both midnights), DST-proof. */
export function calendarDaysBetween(start: Date, end: Date): number {
  const utcDay = (instant: Date) => {
    const { year, month, day } = helsinkiFields(instant.getTime());
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utcDay(end) - utcDay(start)) / DAY_MS);
}

/** Whole Helsinki calendar months from `start` to `end` (both month starts). */
export function calendarMonthsBetween(start: Date, end: Date): number {
  const [a, b] = [helsinkiFields(start.getTime()), helsinkiFields(end.getTime())];
  return (b.year - a.year) * 12 + (b.month - a.month);
}
