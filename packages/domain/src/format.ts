import { TZDate } from '@date-fns/tz';
import { defaultTimeZone } from './helsinki-calendar';
import type { Level } from './usage-period';

const numberFormats = new Map<number, Intl.NumberFormat>();

function numberFormat(decimals: number): Intl.NumberFormat {
  let formatter = numberFormats.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('fi-FI', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // A value that rounds to zero is shown as "0", never "-0".
      signDisplay: 'negative',
    });
    numberFormats.set(decimals, formatter);
  }
  return formatter;
}

/**
 * Formats a number the Finnish way: "1 234 567,89".
 * Thousands are separated by U+00A0 (no-break space, as Intl gives it) so a number never wraps
 * across lines; the minus is the plain hyphen-minus "-" instead of Intl's U+2212, so copy-paste
 * into spreadsheets works and screen readers say "miinus".
 */
export function formatNumber(value: number, decimals = 0): string {
  return numberFormat(decimals).format(value).replace('\u2212', '-');
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

// A zoned date's own fields rather than date-fns `format`: its formatters and English locale
// would add ~4 kB to every page that shows a date (issue #21).
const twoDigits = (value: number) => String(value).padStart(2, '0');

const dayMonthYear = (date: TZDate) =>
  `${date.getDate()}.${date.getMonth() + 1}.${date.getFullYear()}`;

type Instant = Date | number | string;

function inZone(instant: Instant, timeZone: string): TZDate {
  const time = typeof instant === 'string' ? Date.parse(instant) : Number(instant);
  const date = new TZDate(time, timeZone);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(instant)}`);
  return date;
}

/**
 * Formats a date as D.M.YYYY; an instant is shown as its calendar day in `timeZone`, while a
 * calendar date string "YYYY-MM-DD" is shown as such (no time-zone shift).
 */
export function formatDate(value: Instant, timeZone = defaultTimeZone): string {
  if (typeof value === 'string') {
    const match = isoDatePattern.exec(value);
    if (match) return `${Number(match[3])}.${Number(match[2])}.${match[1]}`;
  }
  return dayMonthYear(inZone(value, timeZone));
}

/** Formats an instant as "D.M.YYYY H.mm" (Finnish time notation with a period) in `timeZone`. */
export function formatDateTime(value: Instant, timeZone = defaultTimeZone): string {
  const date = inZone(value, timeZone);
  return `${dayMonthYear(date)} ${date.getHours()}.${twoDigits(date.getMinutes())}`;
}

// Month names from Intl (fi-FI) on the zoned month's first day, read in UTC.
const monthNames = new Intl.DateTimeFormat('fi-FI', { month: 'long', timeZone: 'UTC' });

/** The Finnish name of the month of an instant in `timeZone`: 'toukokuu'. */
export function formatMonthName(value: Instant, timeZone = defaultTimeZone): string {
  const date = inZone(value, timeZone);
  return monthNames.format(Date.UTC(date.getFullYear(), date.getMonth(), 1));
}

/** The month's name as Finnish abbreviates it, without its 'kuu': 'touko'. */
export function formatShortMonthName(value: Instant, timeZone = defaultTimeZone): string {
  return formatMonthName(value, timeZone).replace(/kuu$/, '');
}

/** A bucket's short axis label in `timeZone`: 'touko', '3.5.', '13', '13.15'. */
export function formatBucketTick(start: Date, level: Level, timeZone = defaultTimeZone): string {
  const local = inZone(start, timeZone);
  switch (level) {
    case 'month':
      return formatShortMonthName(start, timeZone);
    case 'day':
      return `${local.getDate()}.${local.getMonth() + 1}.`;
    case 'hour':
      return String(local.getHours());
    case 'quarterhour':
      return `${local.getHours()}.${String(local.getMinutes()).padStart(2, '0')}`;
  }
}

const finnishDatePattern = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** Parses "D.M.YYYY" (leading zeros allowed) into a calendar date "YYYY-MM-DD"; null if not a real date. */
export function parseFinnishDate(text: string): string | null {
  const match = finnishDatePattern.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  ) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
