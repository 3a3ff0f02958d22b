import { TZDate } from '@date-fns/tz';
import { defaultTimeZone, formatDate } from '@energiaportaali/domain';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { fi } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './date-range-picker.css';
import { useNarrowWindow } from './use-narrow-window';

/** A range of calendar days 'YYYY-MM-DD', both ends included; `to` is missing until chosen. */
export interface DayRange {
  from: string;
  to?: string;
}

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function toZonedDate(day: string, timeZone: string): TZDate {
  const match = isoDayPattern.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), timeZone);
}

/** The calendar day 'YYYY-MM-DD' of an instant in `timeZone` (Helsinki by default). */
export function calendarDayOf(instant: Date, timeZone = defaultTimeZone): string {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');
}

/** A range as people read it: '1.3.2024–15.3.2024', or '1.3.2024' for a single day. */
export function formatDayRange({ from, to }: DayRange): string {
  return to === undefined || to === from
    ? formatDate(from)
    : `${formatDate(from)}–${formatDate(to)}`;
}

/** The status line's texts: which end to pick next, or the range chosen. */
export interface RangeStatusTexts {
  chooseStart: string;
  chooseEnd: string;
  selected: (range: string) => string;
}

/** The status line under the calendar for a range being chosen. */
export function rangeStatus(range: DayRange | undefined, texts: RangeStatusTexts): string {
  if (!range) return texts.chooseStart;
  return range.to === undefined ? texts.chooseEnd : texts.selected(formatDayRange(range));
}

/**
 * A two-month calendar for choosing a range of days (react-day-picker, Finnish). Days after
 * `lastDay` cannot be chosen; a single day is a range too (zero nights). Days are 39 px on
 * windows narrower than 576 px, else 44 px.
 */
export function DateRangePicker({
  value,
  onChange,
  lastDay,
  footer,
  timeZone = defaultTimeZone,
  id,
}: {
  value: DayRange | undefined;
  onChange: (range: DayRange | undefined) => void;
  /** The last selectable day, 'YYYY-MM-DD' (usually today). */
  lastDay: string;
  /** A status line under the calendar, announced to screen readers as it changes. */
  footer?: ReactNode;
  timeZone?: string;
  id?: string;
}) {
  const narrow = useNarrowWindow();
  const last = toZonedDate(lastDay, timeZone);
  const selected: DateRange | undefined = value && {
    from: toZonedDate(value.from, timeZone),
    to: value.to === undefined ? undefined : toZonedDate(value.to, timeZone),
  };

  function handleSelect(range: DateRange | undefined) {
    if (!range?.from) {
      onChange(undefined);
      return;
    }
    onChange({
      from: calendarDayOf(range.from, timeZone),
      to: range.to && calendarDayOf(range.to, timeZone),
    });
  }

  return (
    <DayPicker
      id={id}
      className={`day-picker date-range-picker${narrow ? ' day-picker--narrow' : ''}`}
      mode="range"
      min={0}
      resetOnSelect
      numberOfMonths={2}
      locale={fi}
      timeZone={timeZone}
      selected={selected}
      onSelect={handleSelect}
      disabled={{ after: last }}
      defaultMonth={selected?.from ?? last}
      endMonth={last}
      footer={footer}
    />
  );
}
