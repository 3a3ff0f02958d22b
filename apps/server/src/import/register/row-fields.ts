import {
  compactPhone,
  isValidBusinessId,
  isValidEmail,
  isValidPhone,
  isValidPersonalIdentityCode,
  isStorableText,
} from '@energiaportaali/domain';
import type { ColumnPositions } from '../csv-header';

/** Separates the items of a list cell (customer numbers, device codes, business ids). */
export const listSeparator = ';';

/** Characters of a code that also goes into a PostgreSQL array literal without quoting. */
const codePattern = /^[A-Za-z0-9-]{1,40}$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * One data row being checked: each getter returns the cell's value (null when empty or bad) and
 * collects the row's problems, so that a row reports all of them at once.
 */
export class RowFields<Name extends string> {
  readonly problems: string[] = [];

  constructor(
    private readonly positions: ColumnPositions<Name>,
    private readonly fields: string[],
  ) {}

  /** The trimmed cell; '' for an absent optional column. */
  raw(name: Name): string {
    const position = this.positions[name];
    return position === -1 ? '' : this.fields[position]!;
  }

  problem(reason: string): null {
    this.problems.push(reason);
    return null;
  }

  text(name: Name, { required = false, max = 200 } = {}): string | null {
    const value = this.raw(name);
    if (value === '') return required ? this.problem(`${name} is empty`) : null;
    if (value.length > max) return this.problem(`${name} is longer than ${max} characters`);
    if (!isStorableText(value)) return this.problem(`${name} holds a control character`);
    return value;
  }

  /** Refuses a value where the row's kind has none. */
  empty(name: Name, why: string): void {
    if (this.raw(name) !== '') this.problem(`${name} must be empty ${why}`);
  }

  oneOf<const Value extends string>(name: Name, values: readonly Value[]): Value | null {
    const value = this.raw(name);
    if ((values as readonly string[]).includes(value)) return value as Value;
    return this.problem(
      value === ''
        ? `${name} is empty (one of ${values.join(', ')})`
        : `${name} '${value}' is not one of ${values.join(', ')}`,
    );
  }

  businessId(name: Name, { required = false } = {}): string | null {
    const value = this.raw(name);
    if (value === '') return required ? this.problem(`${name} is empty`) : null;
    return isValidBusinessId(value)
      ? value
      : this.problem(`${name} '${value}' is not a valid business id (1234567-8)`);
  }

  identityCode(name: Name): string | null {
    const value = this.raw(name).toUpperCase();
    if (value === '') return null;
    // The code itself never goes into a problem line: the reports end up in terminals and logs.
    return isValidPersonalIdentityCode(value)
      ? value
      : this.problem(`${name} is not a valid personal identity code`);
  }

  email(name: Name, { required = false } = {}): string | null {
    const value = this.raw(name);
    if (value === '') return required ? this.problem(`${name} is empty`) : null;
    return value.length <= 320 && isValidEmail(value)
      ? value
      : this.problem(`${name} '${value}' is not a valid e-mail address`);
  }

  phone(name: Name): string | null {
    const value = this.raw(name);
    if (value === '') return null;
    return isValidPhone(value) && compactPhone(value).length <= 20
      ? compactPhone(value)
      : this.problem(`${name} '${value}' is not a phone number like +358401234567`);
  }

  postalCode(name: Name, { required = false } = {}): string | null {
    const value = this.raw(name);
    if (value === '') return required ? this.problem(`${name} is empty`) : null;
    return /^\d{5}$/.test(value) ? value : this.problem(`${name} '${value}' is not 5 digits`);
  }

  /** A calendar day YYYY-MM-DD. */
  date(name: Name, { required = false } = {}): string | null {
    const value = this.raw(name);
    if (value === '') return required ? this.problem(`${name} is empty`) : null;
    return isCalendarDay(value)
      ? value
      : this.problem(`${name} '${value}' is not a date YYYY-MM-DD`);
  }

  /** A whole number from 0 to `max`. */
  count(name: Name, max: number): number | null {
    const value = this.raw(name);
    if (value === '') return null;
    const number = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    return number <= max
      ? number
      : this.problem(`${name} '${value}' is not a whole number 0…${max}`);
  }

  /** The items of a list cell, each trimmed; repeats dropped. */
  list(name: Name): string[] {
    const items = this.raw(name)
      .split(listSeparator)
      .map((item) => item.trim())
      .filter((item) => item !== '');
    return [...new Set(items)];
  }

  /** A list of codes (customer numbers, device codes). */
  codes(name: Name): string[] {
    const items = this.list(name);
    const bad = items.filter((item) => !codePattern.test(item));
    if (bad.length > 0) {
      this.problem(`${name}: '${bad.join("', '")}' not letters, digits and '-' (at most 40)`);
    }
    return items;
  }
}

export function isCalendarDay(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// COPY text format: tab-separated, `\N` for null, backslash escapes.
const copyEscapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One COPY text line of the values (null → `\N`; arrays as PostgreSQL array literals). */
export function copyLine(
  values: readonly (string | number | null | readonly (string | number)[])[],
) {
  const cells = values.map((value) => {
    if (value === null) return '\\N';
    if (typeof value === 'number') return String(value);
    // Array items are codes or numbers (checked above): no quoting needed inside the braces.
    const text = typeof value === 'string' ? value : `{${value.join(',')}}`;
    return text.replace(/[\\\t\n\r]/g, (c) => copyEscapes[c]!);
  });
  return `${cells.join('\t')}\n`;
}
