// ISO 8601 / RFC 3339 with a mandatory offset: 2025-01-31T22:00:00Z, 2025-02-01T00:00+02:00,
// 2025-02-01 00:00:00.000+0200. A space instead of 'T' is accepted, as spreadsheet exports
// often write one. Parsed by hand: this runs once per row of files of tens of millions of rows,
// where a regular expression's match arrays would keep the garbage collector busy.

const zero = 48;

/** The number written by `length` digits at `start`, or -1 when one is not a digit. */
function digits(text: string, start: number, length: number): number {
  let value = 0;
  for (let i = start; i < start + length; i++) {
    const digit = text.charCodeAt(i) - zero;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : monthDays[month - 1]!;

/**
 * Milliseconds since the epoch of an ISO 8601 instant that names its offset, or null when the
 * text is not one (a local time without offset is ambiguous twice a year, so it is refused).
 * Sub-millisecond fractions stay fractional, so a grid check rejects them.
 */
export function parseInstant(text: string): number | null {
  if (text.length < 17 || text[4] !== '-' || text[7] !== '-' || text[13] !== ':') return null;
  if (text[10] !== 'T' && text[10] !== ' ') return null;
  const dayMs = utcDayOf(text);
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  if (dayMs === null || hour < 0 || hour > 23 || minute < 0 || minute > 59) return null;
  let cursor = 16;
  let second = 0;
  let fractionMs = 0;
  if (text[cursor] === ':') {
    second = digits(text, cursor + 1, 2);
    if (second < 0 || second > 59) return null;
    cursor += 3;
    if (text[cursor] === '.') {
      const start = cursor + 1;
      cursor = start;
      while (cursor < text.length && digits(text, cursor, 1) >= 0) cursor++;
      const count = cursor - start;
      if (count < 1 || count > 9) return null;
      const fraction = digits(text, start, count);
      fractionMs = count <= 3 ? fraction * 10 ** (3 - count) : fraction / 10 ** (count - 3);
    }
  }
  const offsetMinutes = parseOffset(text, cursor);
  if (offsetMinutes === null) return null;
  return (
    dayMs + hour * 3_600_000 + minute * 60_000 + second * 1000 + fractionMs - offsetMinutes * 60_000
  );
}

// A file's rows come a day's intervals after another: its date is read once per day.
let lastDate = '';
let lastDayMs = 0;

/** Epoch ms of the UTC midnight of the YYYY-MM-DD that starts `text`, or null when not a date. */
function utcDayOf(text: string): number | null {
  if (lastDate !== '' && text.startsWith(lastDate)) return lastDayMs;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  lastDate = text.slice(0, 10);
  lastDayMs = Date.UTC(year, month - 1, day);
  return lastDayMs;
}

/** The problem line of a cell parseInstant refused. */
export const malformedTimestamp = (text: string) =>
  `malformed timestamp '${text}' (expected ISO 8601 with an offset or Z, e.g. 2025-01-31T22:00:00Z)`;

/** Minutes east of UTC of the offset from `start` to the end: Z, ±HH, ±HHMM or ±HH:MM. */
function parseOffset(text: string, start: number): number | null {
  const length = text.length - start;
  if (length === 1 && text[start] === 'Z') return 0;
  const sign = text[start] === '+' ? 1 : text[start] === '-' ? -1 : 0;
  if (sign === 0 || (length !== 3 && length !== 5 && length !== 6)) return null;
  const hours = digits(text, start + 1, 2);
  const minutesAt = length === 6 ? start + 4 : start + 3;
  if (length === 6 && text[start + 3] !== ':') return null;
  const minutes = length === 3 ? 0 : digits(text, minutesAt, 2);
  if (hours < 0 || hours > 14 || minutes < 0 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}
