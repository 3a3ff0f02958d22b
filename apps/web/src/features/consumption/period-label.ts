import { TZDate } from '@date-fns/tz';
import {
  defaultTimeZone,
  formatDate,
  formatMonthName,
  type Level,
  type UsagePeriod,
} from '@energiaportaali/domain';
import { addMinutes, getISOWeek, getISOWeekYear } from 'date-fns';
import type { Texts } from '../../texts';

type PeriodTexts = Texts['consumption']['periodLabels'];

function inHelsinki(instant: Date): TZDate {
  return new TZDate(instant.getTime(), defaultTimeZone);
}

function monthAndYear(instant: Date): string {
  return `${formatMonthName(instant)} ${inHelsinki(instant).getFullYear()}`;
}

function minutesOfDay(instant: Date): number {
  const local = inHelsinki(instant);
  return local.getHours() * 60 + local.getMinutes();
}

/**
 * A bucket's start and end as Helsinki wall-clock minutes of its day. The end of a day's last
 * bucket is 24.00; when DST repeats an hour, the first of the two ends an hour later on paper.
 */
function wallClockSpan(start: Date, minutes: number): [number, number] {
  const from = minutesOfDay(start);
  const to = minutesOfDay(addMinutes(start, minutes)) || 24 * 60;
  return [from, Math.max(to, from + minutes)];
}

function hourRange(start: Date, texts: PeriodTexts): string {
  const [from, to] = wallClockSpan(start, 60);
  return texts.hours(formatDate(start), String(from / 60), String(to / 60));
}

function quarterHourRange(start: Date, texts: PeriodTexts): string {
  const clock = (minutes: number) =>
    `${Math.floor(minutes / 60)}.${String(minutes % 60).padStart(2, '0')}`;
  const [from, to] = wallClockSpan(start, 15);
  return texts.hours(formatDate(start), clock(from), clock(to));
}

/**
 * The period as a heading: 'Vuosi 2024', 'toukokuu 2024', 'Viikko 19/2024', '3.5.2024',
 * '3.5.2024 klo 13–14' or '1.3.2024–15.3.2024' (a custom range of one day: '3.5.2024').
 */
export function periodLabel(period: UsagePeriod, texts: PeriodTexts): string {
  const { start, end } = period;
  switch (period.frame) {
    case 'year':
      return texts.year(inHelsinki(start).getFullYear());
    case 'month':
      return monthAndYear(start);
    case 'week':
      return texts.week(getISOWeek(inHelsinki(start)), getISOWeekYear(inHelsinki(start)));
    case 'day':
      return formatDate(start);
    case 'hour':
      return hourRange(start, texts);
    case 'custom': {
      // end is exclusive: the range's last day is the one just before it.
      const [first, last] = [formatDate(start), formatDate(new Date(end.getTime() - 1))];
      return first === last ? first : `${first}–${last}`;
    }
  }
}

/** A bucket's own time, for tooltips, bar names and the table: 'toukokuu 2024', '3.5.2024', '3.5.2024 klo 13–14'. */
export function bucketLabel(start: Date, level: Level, texts: PeriodTexts): string {
  switch (level) {
    case 'month':
      return monthAndYear(start);
    case 'day':
      return formatDate(start);
    case 'hour':
      return hourRange(start, texts);
    case 'quarterhour':
      return quarterHourRange(start, texts);
  }
}
