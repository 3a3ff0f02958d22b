import { lazy, Suspense } from 'react';
import { Spinner } from '../spinner';
import type { DateRangePickerProps } from './date-range-picker';

// react-day-picker is ~12 kB compressed and every calendar opens on demand: it comes with the
// first opening rather than with the page (issue #21).
const DateRangePicker = lazy(async () => ({
  default: (await import('./date-range-picker')).DateRangePicker,
}));

/** The two-month range calendar, loaded when it first shows ('Ladataan...' meanwhile). */
export function LazyDateRangePicker(props: DateRangePickerProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <DateRangePicker {...props} />
    </Suspense>
  );
}
