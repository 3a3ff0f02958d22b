import {
  calendarYearOf,
  customPeriod,
  helsinkiDay,
  periodContaining,
  periodToSearchParams,
  previousPeriod,
  type Preset,
  type UsagePeriod,
} from '@energiaportaali/domain';
import { formatDayRange, type DayRange } from '../../components/date-range-picker/day-range';
import type { Texts } from '../../texts';

// The period of a company card (spec 02 §2 'The company card has a date picker with no future
// dates and presets', §9 'Company card presets'). The rules themselves are the consumption
// page's, from the domain; this module only picks among them.

/** The card's period and the preset it came from, if any (its chip shows pressed). */
export interface CardPeriod {
  period: UsagePeriod;
  preset: Preset | null;
}

/** The current year at month resolution, as the consumption pages open. */
export function initialCardPeriod(now: Date): CardPeriod {
  return { period: periodContaining('year', now), preset: null };
}

/** Previous year or quarter at month resolution, previous month at day resolution. */
export function presetCardPeriod(preset: Preset, now: Date): CardPeriod {
  return { period: previousPeriod(preset, now), preset };
}

/** Whole days chosen in the calendar; null when a day is in the future or the range too long. */
export function rangeCardPeriod(range: DayRange, now: Date): CardPeriod | null {
  const period = customPeriod(range.from, range.to ?? range.from, now);
  return period && { period, preset: null };
}

/** The calendar days of a period, its last day clipped to today (the calendar's selection). */
export function periodDays(period: UsagePeriod, now: Date): DayRange {
  const today = helsinkiDay(now);
  const from = helsinkiDay(period.start);
  const to = helsinkiDay(new Date(period.end.getTime() - 1));
  return { from: from > today ? today : from, to: to > today ? today : to };
}

/** The period as the card names it: 'Vuosi 2026' for a calendar year, else its days. */
export function periodText(
  period: UsagePeriod,
  now: Date,
  texts: Texts['company']['usage'],
): string {
  if (period.frame === 'year') return texts.thisYear(calendarYearOf(period.start));
  return formatDayRange(periodDays(period, now));
}

/** The query string that opens a consumption page at the card's period. */
export function detailSearch(period: UsagePeriod): string {
  return `?${new URLSearchParams(periodToSearchParams(period)).toString()}`;
}
