import { TZDate } from '@date-fns/tz';
import { defaultTimeZone } from './helsinki-calendar';
import { defaultLanguage, languageLocales, type Language } from './language';
import type { Level } from './usage-period';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(decimals: number, language: Language): Intl.NumberFormat {
  const key = `${language}:${decimals}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(languageLocales[language], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // A value that rounds to zero is shown as "0", never "-0".
      signDisplay: 'negative',
    });
    numberFormats.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats a number in the language's Finnish locale: "1 234 567,89" (fi-FI, sv-FI and en-FI alike).
 * Thousands are separated by U+00A0 (no-break space, as Intl gives it) so a number never wraps
 * across lines; the minus is the plain hyphen-minus "-" instead of Intl's U+2212, so copy-paste
 * into spreadsheets works and screen readers say "miinus".
 */
export function formatNumber(value: number, decimals = 0, language = defaultLanguage): string {
  return numberFormat(decimals, language).format(value).replace('\u2212', '-');
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

const dateStyles = {
  date: { day: 'numeric', month: 'numeric', year: 'numeric' },
  dateTime: {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
  dayMonth: { day: 'numeric', month: 'numeric' },
  month: { month: 'long' },
  shortMonth: { month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Intl's formatter of a language, made once per locale, style and zone.
function dateFormat(
  language: Language,
  style: keyof typeof dateStyles,
  timeZone: string,
): Intl.DateTimeFormat {
  const key = `${language}:${style}:${timeZone}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(languageLocales[language], {
      ...dateStyles[style],
      timeZone,
    });
    dateFormats.set(key, formatter);
  }
  return formatter;
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
 * Formats a date as D.M.YYYY (Finnish and Swedish; English: DD/MM/YYYY as en-FI writes it); an
 * instant is shown as its calendar day in `timeZone`, while a calendar date string "YYYY-MM-DD"
 * is shown as such (no time-zone shift).
 */
export function formatDate(
  value: Instant,
  timeZone = defaultTimeZone,
  language = defaultLanguage,
): string {
  if (typeof value === 'string') {
    const match = isoDatePattern.exec(value);
    if (match && language === 'fi') return `${Number(match[3])}.${Number(match[2])}.${match[1]}`;
    if (match) {
      const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
      return dateFormat(language, 'date', 'UTC').format(day);
    }
  }
  const date = inZone(value, timeZone);
  if (language === 'fi') return dayMonthYear(date);
  return dateFormat(language, 'date', timeZone).format(date.getTime());
}

/**
 * Formats an instant as "D.M.YYYY H.mm" (Finnish time notation with a period) in `timeZone`;
 * Swedish and English as Intl writes them in sv-FI and en-FI.
 */
export function formatDateTime(
  value: Instant,
  timeZone = defaultTimeZone,
  language = defaultLanguage,
): string {
  const date = inZone(value, timeZone);
  if (language !== 'fi') return dateFormat(language, 'dateTime', timeZone).format(date.getTime());
  return `${dayMonthYear(date)} ${date.getHours()}.${twoDigits(date.getMinutes())}`;
}

// Month names from Intl on the zoned month's first day, read in UTC.
const monthOf = (value: Instant, timeZone: string) => {
  const date = inZone(value, timeZone);
  return Date.UTC(date.getFullYear(), date.getMonth(), 1);
};

/** The name of the month of an instant in `timeZone`: 'toukokuu', 'maj', 'May'. */
export function formatMonthName(
  value: Instant,
  timeZone = defaultTimeZone,
  language = defaultLanguage,
): string {
  return dateFormat(language, 'month', 'UTC').format(monthOf(value, timeZone));
}

/**
 * The month's short name: Finnish without its 'kuu' ('touko'), Swedish and English as Intl
 * abbreviates them ('maj', 'May').
 */
export function formatShortMonthName(
  value: Instant,
  timeZone = defaultTimeZone,
  language = defaultLanguage,
): string {
  if (language === 'fi') return formatMonthName(value, timeZone, language).replace(/kuu$/, '');
  return dateFormat(language, 'shortMonth', 'UTC').format(monthOf(value, timeZone));
}

/** A bucket's short axis label in `timeZone`: 'touko', '3.5.', '13', '13.15' (in Finnish). */
export function formatBucketTick(
  start: Date,
  level: Level,
  timeZone = defaultTimeZone,
  language = defaultLanguage,
): string {
  const local = inZone(start, timeZone);
  switch (level) {
    case 'month':
      return formatShortMonthName(start, timeZone, language);
    case 'day':
      if (language !== 'fi') {
        return dateFormat(language, 'dayMonth', timeZone).format(start);
      }
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
