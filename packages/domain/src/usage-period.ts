import {
  addUnits,
  calendarDaysBetween,
  calendarMonthsBetween,
  calendarYearOf,
  helsinkiDay,
  isUnitStart,
  startOfUnit,
} from './helsinki-calendar';
import type { UserRole } from './navigation';
import type { Product, Resolution } from './usage-api';
import { exceedsOneYear, isValidUsageRange, parseUsageBoundary } from './usage-range';

// The consumption page's periods (spec 01 §2 "Period selector", §4, §6). Every period is a
// Helsinki calendar range [start, end) shown in buckets of `level`; see decision 0008.

export const frames = ['year', 'month', 'week', 'day', 'hour', 'custom'] as const;
export type Frame = (typeof frames)[number];
type CalendarFrame = Exclude<Frame, 'custom'>;

/** The bucket size shown. */
export const levels = ['month', 'day', 'hour', 'quarterhour'] as const;
export type Level = (typeof levels)[number];

/** [start, end): start and end are Helsinki bucket boundaries of `level`. */
export interface UsagePeriod {
  frame: Frame;
  level: Level;
  start: Date;
  end: Date;
}

/** The level each calendar frame is shown at. */
export const defaultLevels: Record<CalendarFrame, Level> = {
  year: 'month',
  month: 'day',
  week: 'day',
  day: 'hour',
  hour: 'quarterhour',
};

/** The year selector never offers years before this one (spec 01 §9). */
export const firstSelectableYear = 2020;

export function isFrame(value: unknown): value is Frame {
  return (frames as readonly unknown[]).includes(value);
}

export function isLevel(value: unknown): value is Level {
  return (levels as readonly unknown[]).includes(value);
}

/**
 * Spec 01 §6: year, month, week all products; day electricity+heat; hour electricity; custom
 * electricity+heat. The spec's manager/superuser exception ("always except water") gives the
 * same answer, so the role never changes the outcome; it stays a parameter for the callers.
 */
export function isFrameAvailable(frame: Frame, product: Product, _role: UserRole | null): boolean {
  switch (frame) {
    case 'year':
    case 'month':
    case 'week':
      return true;
    case 'day':
    case 'custom':
      return product !== 'water';
    case 'hour':
      return product === 'electricity';
  }
}

/** The period selector's options in order: 'year','month','week' and, where available, 'custom'. */
export function selectorFrames(
  product: Product,
  role: UserRole | null,
): ('year' | 'month' | 'week' | 'custom')[] {
  const options: ('year' | 'month' | 'week' | 'custom')[] = ['year', 'month', 'week'];
  if (isFrameAvailable('custom', product, role)) options.push('custom');
  return options;
}

/**
 * The calendar period of `frame` containing `instant`, at the frame's default level:
 * year→month, month→day, week (ISO, Monday)→day, day→hour, hour→quarterhour.
 */
export function periodContaining(frame: CalendarFrame, instant: Date): UsagePeriod {
  const start = startOfUnit(frame, instant);
  return { frame, level: defaultLevels[frame], start, end: addUnits(frame, start, 1) };
}

/**
 * Period switch buttons (spec 01 §4): the year/month/week containing current.start; if that
 * lies after `now`, the one containing now.
 */
export function switchFrame(
  frame: 'year' | 'month' | 'week',
  current: UsagePeriod,
  now: Date,
): UsagePeriod {
  const candidate = periodContaining(frame, current.start);
  return candidate.start > now ? periodContaining(frame, now) : candidate;
}

const calendarDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Custom range of whole days, YYYY-MM-DD inclusive: the same day gives level hour, else day.
 * Null if invalid, reversed, after today (now) or longer than one year.
 */
export function customPeriod(firstDay: string, lastDay: string, now: Date): UsagePeriod | null {
  if (!calendarDayPattern.test(firstDay) || !calendarDayPattern.test(lastDay)) return null;
  const start = parseUsageBoundary(firstDay);
  const last = parseUsageBoundary(lastDay);
  if (!start || !last || last < start || lastDay > helsinkiDay(now)) return null;
  const end = addUnits('day', last, 1);
  if (exceedsOneYear(start, end)) return null;
  return { frame: 'custom', level: firstDay === lastDay ? 'hour' : 'day', start, end };
}

/** The 'Edellinen' quick presets: Vuosi, Kvartaali, Kuukausi. */
export const presets = ['year', 'quarter', 'month'] as const;
export type Preset = (typeof presets)[number];

const presetLevels: Record<Preset, Level> = { year: 'month', quarter: 'month', month: 'day' };

/**
 * Previous calendar year (level month), previous calendar quarter (3 months, level month),
 * previous month (level day), relative to now. They are custom periods: the presets belong to
 * the custom range picker, and a custom period of whole months shifts by its months.
 */
export function previousPeriod(preset: Preset, now: Date): UsagePeriod {
  const end = startOfUnit(preset, now);
  return { frame: 'custom', level: presetLevels[preset], start: addUnits(preset, end, -1), end };
}

/**
 * Arrows: one frame unit earlier (-1) or later (+1); a custom period by its own length (a
 * whole-month custom period such as a quarter moves by its months). Level and frame kept.
 */
export function shiftPeriod(period: UsagePeriod, direction: -1 | 1): UsagePeriod {
  if (period.frame !== 'custom') {
    const moved = periodContaining(period.frame, addUnits(period.frame, period.start, direction));
    return { ...moved, level: period.level };
  }
  const { start, end } = period;
  const move = (unit: 'month' | 'year' | 'day', length: number): UsagePeriod => {
    const movedStart = addUnits(unit, start, direction * length);
    return { ...period, start: movedStart, end: addUnits(unit, movedStart, length) };
  };
  if (isUnitStart('month', start) && isUnitStart('month', end)) {
    return move('month', calendarMonthsBetween(start, end));
  }
  // A 366-day range is allowed only as exactly one calendar year; moved by days it would
  // become longer than a year whenever it leaves the leap day behind.
  if (addUnits('year', start, 1).getTime() === end.getTime()) return move('year', 1);
  return move('day', calendarDaysBetween(start, end));
}

/** The later arrow is disabled once the period reaches the present (period.end >= now). */
export function canShiftLater(period: UsagePeriod, now: Date): boolean {
  return period.end.getTime() < now.getTime();
}

/** The frame a bar of each level opens (spec 01 §4); a quarter-hour bar opens nothing. */
const drillFrames: Record<Level, CalendarFrame | null> = {
  month: 'month',
  day: 'day',
  hour: 'hour',
  quarterhour: null,
};

export interface DrillContext {
  now: Date;
  product: Product;
  role: UserRole | null;
  /** The finest resolution the shown period has data for (the usage answer's). */
  maximumResolution: Resolution;
}

/**
 * Bar-click drill-down (spec 01 §4): year@month → month@day; month/week/custom@day → day@hour;
 * day@hour → hour@quarterhour only when maximumResolution is 'quarterhour'; hour frame not
 * drillable; a bucket of today or later not drillable; the target frame must be available for
 * product+role (isFrameAvailable). Null = not drillable. The target follows the bar's level,
 * so a custom period at month level (the year and quarter presets) drills into a month.
 */
export function drillDown(
  period: UsagePeriod,
  bucketStart: Date,
  context: DrillContext,
): UsagePeriod | null {
  const target = drillFrames[period.level];
  if (target === null || period.frame === 'hour') return null;
  if (target === 'hour' && context.maximumResolution !== 'quarterhour') return null;
  if (!isFrameAvailable(target, context.product, context.role)) return null;
  if (bucketStart < period.start || bucketStart >= period.end) return null;
  const bucket = startOfUnit(period.level, bucketStart);
  if (bucket >= startOfUnit('day', context.now)) return null;
  return periodContaining(target, bucket);
}

/**
 * Year selector (spec 01 §4): from max(earliest contract start year, 2020) to now's year, newest
 * first, without failedYear. contractStart is YYYY-MM-DD or null (→ 2020). A contract starting
 * after this year gives no years.
 */
export function yearOptions(
  contractStart: string | null,
  now: Date,
  failedYear?: number,
): number[] {
  const contractYear = contractStart ? /^(\d{4})-/.exec(contractStart)?.[1] : undefined;
  const first = Math.max(Number(contractYear ?? firstSelectableYear), firstSelectableYear);
  const years: number[] = [];
  for (let year = calendarYearOf(now); year >= first; year--) {
    if (year !== failedYear) years.push(year);
  }
  return years;
}

/** Every bucket start of the period at its level, Helsinki calendar (23/25 hour days). */
export function bucketStarts(period: Pick<UsagePeriod, 'start' | 'end' | 'level'>): Date[] {
  const starts: Date[] = [];
  // Each start is counted from the period's start, so month lengths never drift.
  for (let index = 0; ; index++) {
    const start = addUnits(period.level, period.start, index);
    if (!(start < period.end)) return starts;
    starts.push(start);
  }
}

/**
 * Whether a period is one the screens can produce: a calendar frame is exactly its calendar
 * unit at its default level; a custom period is whole days at level day, whole months at level
 * month, or a single day at level hour; never longer than one year.
 */
export function isWellFormedPeriod(period: UsagePeriod): boolean {
  const { frame, level, start, end } = period;
  if (!isValidUsageRange(start, end)) return false;
  if (frame !== 'custom') {
    const expected = periodContaining(frame, start);
    return (
      level === expected.level &&
      start.getTime() === expected.start.getTime() &&
      end.getTime() === expected.end.getTime()
    );
  }
  if (!isUnitStart('day', start) || !isUnitStart('day', end)) return false;
  switch (level) {
    case 'month':
      return isUnitStart('month', start) && isUnitStart('month', end);
    case 'day':
      return true;
    case 'hour':
      return calendarDaysBetween(start, end) === 1;
    case 'quarterhour':
      return false;
  }
}
