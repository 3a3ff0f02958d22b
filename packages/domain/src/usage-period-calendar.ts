import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addQuarters,
  addWeeks,
  addYears,
  startOfDay,
  startOfISOWeek,
  startOfMonth,
  startOfQuarter,
  startOfYear,
} from 'date-fns';
import { calendarDayInZone, defaultTimeZone } from './format';

// Calendar arithmetic of the usage periods, always in Europe/Helsinki whatever the runtime's own
// time zone: a day is midnight to midnight there (23 or 25 hours on DST days), a week starts on
// Monday (ISO). Results are plain Dates so callers never see TZDate.

/** The calendar units the usage periods are built from; quarter is the 'Kvartaali' preset's. */
export type CalendarUnit = 'year' | 'quarter' | 'month' | 'week' | 'day' | 'hour' | 'quarterhour';

const hourMs = 60 * 60 * 1000;
const quarterHourMs = 15 * 60 * 1000;

function floorTo(unitMs: number, instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / unitMs) * unitMs);
}

function inHelsinki(instant: Date): TZDate {
  return new TZDate(instant.getTime(), defaultTimeZone);
}

function plain(date: Date): Date {
  return new Date(date.getTime());
}

/** The start of the Helsinki calendar unit containing `instant`. */
export function startOfUnit(unit: CalendarUnit, instant: Date): Date {
  // Helsinki's offsets (+2, +3) are whole hours, so its hours and quarter hours are UTC's.
  // Counting in UTC also keeps the repeated autumn hour apart, which wall-clock time cannot.
  if (unit === 'hour') return floorTo(hourMs, instant);
  if (unit === 'quarterhour') return floorTo(quarterHourMs, instant);
  const local = inHelsinki(instant);
  switch (unit) {
    case 'year':
      return plain(startOfYear(local));
    case 'quarter':
      return plain(startOfQuarter(local));
    case 'month':
      return plain(startOfMonth(local));
    case 'week':
      return plain(startOfISOWeek(local));
    case 'day':
      return plain(startOfDay(local));
  }
}

/**
 * `instant` moved by `amount` units on the Helsinki calendar: days keep the wall-clock time over
 * DST changes, hours and quarter hours are elapsed time (a 25-hour day has 25 hour buckets).
 */
export function addUnits(unit: CalendarUnit, instant: Date, amount: number): Date {
  if (unit === 'hour') return new Date(instant.getTime() + amount * hourMs);
  if (unit === 'quarterhour') return new Date(instant.getTime() + amount * quarterHourMs);
  const local = inHelsinki(instant);
  switch (unit) {
    case 'year':
      return plain(addYears(local, amount));
    case 'quarter':
      return plain(addQuarters(local, amount));
    case 'month':
      return plain(addMonths(local, amount));
    case 'week':
      return plain(addWeeks(local, amount));
    case 'day':
      return plain(addDays(local, amount));
  }
}

/** Whether `instant` is where a Helsinki calendar unit starts. */
export function isUnitStart(unit: CalendarUnit, instant: Date): boolean {
  return startOfUnit(unit, instant).getTime() === instant.getTime();
}

/** The Helsinki calendar day of `instant` as YYYY-MM-DD. */
export function helsinkiDay(instant: Date): string {
  return calendarDayInZone(instant, defaultTimeZone);
}

/** The Helsinki calendar year of `instant`. */
export function helsinkiYear(instant: Date): number {
  return inHelsinki(instant).getFullYear();
}

/** Whole Helsinki calendar days from `start` to `end` (both midnights), DST-proof. */
export function calendarDaysBetween(start: Date, end: Date): number {
  const [a, b] = [inHelsinki(start), inHelsinki(end)];
  const utcDay = (date: TZDate) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((utcDay(b) - utcDay(a)) / 86_400_000);
}

/** Whole Helsinki calendar months from `start` to `end` (both month starts). */
export function calendarMonthsBetween(start: Date, end: Date): number {
  const [a, b] = [inHelsinki(start), inHelsinki(end)];
  return (b.getFullYear() - a.getFullYear()) * 12 + (b.getMonth() - a.getMonth());
}
