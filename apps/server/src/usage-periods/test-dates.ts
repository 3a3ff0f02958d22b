// Calendar days of the test world, relative to today (test/template.ts: meter data from the 1st
// of this month a year ago up to yesterday). Test code only.
import { helsinkiFields, helsinkiMidnight, isoDate } from '@energiaportaali/domain';
import { testClock } from '../../test/clock';

const today = helsinkiFields(testClock.now().getTime());

/** YYYY-MM-DD of the Helsinki day `offset` days from today (-1 = yesterday). */
export const dayFromToday = (offset: number) =>
  isoDate(today.year, today.month, today.day + offset);

/** YYYY-MM-DD of the 1st of the month `offset` months from the month of `day`. */
export function firstOfMonth(day: string, offset = 0): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return isoDate(year, month + offset, 1);
}

/** The same calendar day `years` years later (negative: earlier). */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return isoDate(year + years, month, date);
}

export const nextDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return isoDate(year, month, date + 1);
};

/** The instant of Helsinki midnight starting `day`. */
export function midnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return helsinkiMidnight(year, month, date);
}

/** The last Sunday of a month (1–12): when Helsinki's clocks change in March and October. */
export function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  return isoDate(year, month, last.getUTCDate() - last.getUTCDay());
}

/** The most recent day before today that is the last Sunday of `month` (inside the test window). */
export function latestLastSunday(month: number): string {
  const yesterday = dayFromToday(-1);
  const thisYear = lastSunday(today.year, month);
  return thisYear <= yesterday ? thisYear : lastSunday(today.year - 1, month);
}
