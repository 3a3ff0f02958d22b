import { formatDate } from '@energiaportaali/domain';

// What the date range's users need without the calendar itself: the calendar (react-day-picker)
// loads only when it opens (lazy-date-range-picker.tsx).

/** A range of calendar days 'YYYY-MM-DD', both ends included; `to` is missing until chosen. */
export interface DayRange {
  from: string;
  to?: string;
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
