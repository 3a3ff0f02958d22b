import { calendarDayInZone, defaultTimeZone, zonedMidnight } from '@energiaportaali/domain';
import type { ReactNode } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { fi } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './date-range-picker.css';
import type { DayRange } from './day-range';
import { useNarrowWindow } from './use-narrow-window';

export interface DateRangePickerProps {
  value: DayRange | undefined;
  onChange: (range: DayRange | undefined) => void;
  /** The last selectable day, 'YYYY-MM-DD' (usually today). */
  lastDay: string;
  /** A status line under the calendar, announced to screen readers as it changes. */
  footer?: ReactNode;
  timeZone?: string;
  id?: string;
}

/**
 * A two-month calendar for choosing a range of days (react-day-picker, Finnish). Days after
 * `lastDay` cannot be chosen; a single day is a range too (zero nights). Days are 39 px on
 * windows narrower than 576 px, else 44 px. Screens use `LazyDateRangePicker`.
 */
export function DateRangePicker({
  value,
  onChange,
  lastDay,
  footer,
  timeZone = defaultTimeZone,
  id,
}: DateRangePickerProps) {
  const narrow = useNarrowWindow();
  const last = zonedMidnight(lastDay, timeZone);
  const selected: DateRange | undefined = value && {
    from: zonedMidnight(value.from, timeZone),
    to: value.to === undefined ? undefined : zonedMidnight(value.to, timeZone),
  };

  function handleSelect(range: DateRange | undefined) {
    if (!range?.from) {
      onChange(undefined);
      return;
    }
    onChange({
      from: calendarDayInZone(range.from, timeZone),
      to: range.to && calendarDayInZone(range.to, timeZone),
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
