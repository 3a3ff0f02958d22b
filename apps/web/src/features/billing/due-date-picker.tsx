import { calendarDayInZone, zonedMidnight } from '@energiaportaali/domain';
import type { ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import { fi } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import '../../components/date-range-picker/date-range-picker.css';
import { useNarrowWindow } from '../../components/date-range-picker/use-narrow-window';

/**
 * A calendar for one day between `first` and `last` (both 'YYYY-MM-DD', included); the other
 * days cannot be chosen. Days are 39 px on windows narrower than 576 px, else 44 px.
 */
export function DueDatePicker({
  value,
  first,
  last,
  timeZone,
  footer,
  onChange,
}: {
  value: string | undefined;
  first: string;
  last: string;
  timeZone: string;
  footer: ReactNode;
  onChange: (day: string | undefined) => void;
}) {
  const narrow = useNarrowWindow();
  const start = zonedMidnight(first, timeZone);
  const end = zonedMidnight(last, timeZone);
  const spansMonths = first.slice(0, 7) !== last.slice(0, 7);
  return (
    <DayPicker
      className={`day-picker${narrow ? ' day-picker--narrow' : ''}`}
      mode="single"
      locale={fi}
      timeZone={timeZone}
      numberOfMonths={spansMonths && !narrow ? 2 : 1}
      selected={value === undefined ? undefined : zonedMidnight(value, timeZone)}
      onSelect={(date) => onChange(date ? calendarDayInZone(date, timeZone) : undefined)}
      disabled={[{ before: start }, { after: end }]}
      startMonth={start}
      endMonth={end}
      defaultMonth={start}
      footer={footer}
    />
  );
}
