import { TZDate } from '@date-fns/tz';
import { format, isValid } from 'date-fns';

/** The portal's default time zone; calendar dates and times are shown in it. */
export const defaultTimeZone = 'Europe/Helsinki';

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

type Instant = Date | number | string;

function inZone(instant: Instant, timeZone: string): TZDate {
  const time = typeof instant === 'string' ? Date.parse(instant) : Number(instant);
  const date = new TZDate(time, timeZone);
  if (!isValid(date)) throw new RangeError(`Invalid date: ${String(instant)}`);
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
  return format(inZone(value, timeZone), 'd.M.yyyy');
}

/** Formats an instant as "D.M.YYYY H.mm" (Finnish time notation with a period) in `timeZone`. */
export function formatDateTime(value: Instant, timeZone = defaultTimeZone): string {
  return format(inZone(value, timeZone), 'd.M.yyyy H.mm');
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
