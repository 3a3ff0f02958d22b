import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMonthName,
  formatNumber,
  formatShortMonthName,
  parseFinnishDate,
} from './format';

const nbsp = '\u00a0';

describe('formatNumber', () => {
  it('separates thousands with a no-break space and uses a decimal comma', () => {
    expect(formatNumber(1234567.891, 2)).toBe(`1${nbsp}234${nbsp}567,89`);
    expect(formatNumber(1234, 0)).toBe(`1${nbsp}234`);
    expect(formatNumber(999, 0)).toBe('999');
  });

  it('pads and rounds to the given decimals', () => {
    expect(formatNumber(12, 3)).toBe('12,000');
    expect(formatNumber(0.0005, 3)).toBe('0,001');
    expect(formatNumber(2.5)).toBe('3');
  });

  it('uses a plain hyphen-minus for negatives and never shows -0', () => {
    expect(formatNumber(-1234.5, 1)).toBe(`-1${nbsp}234,5`);
    expect(formatNumber(-0.001, 2)).toBe('0,00');
    expect(formatNumber(-5)).not.toContain('\u2212');
  });
});

describe('formatDate', () => {
  it('shows D.M.YYYY without leading zeros', () => {
    expect(formatDate(new Date('2024-01-05T10:00:00Z'))).toBe('5.1.2024');
  });

  it('shows a calendar date string as is', () => {
    expect(formatDate('2024-03-09')).toBe('9.3.2024');
    expect(formatDate('2024-12-31', 'America/New_York')).toBe('31.12.2024');
  });

  it('takes the calendar day in Helsinki, in winter (UTC+2) and summer (UTC+3)', () => {
    expect(formatDate('2024-01-31T21:59:59Z')).toBe('31.1.2024');
    expect(formatDate('2024-01-31T22:00:00Z')).toBe('1.2.2024');
    expect(formatDate('2024-06-30T20:59:59Z')).toBe('30.6.2024');
    expect(formatDate('2024-06-30T21:00:00Z')).toBe('1.7.2024');
  });

  it('honours another time zone', () => {
    expect(formatDate('2024-06-30T21:00:00Z', 'UTC')).toBe('30.6.2024');
  });

  it('accepts epoch milliseconds and rejects invalid input', () => {
    expect(formatDate(Date.UTC(2023, 11, 31, 22))).toBe('1.1.2024');
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('shows Finnish time notation with a period', () => {
    expect(formatDateTime('2024-01-05T07:05:00Z')).toBe('5.1.2024 9.05');
  });

  it('jumps from 2.59 to 4.00 when summer time starts (31.3.2024)', () => {
    expect(formatDateTime('2024-03-31T00:59:00Z')).toBe('31.3.2024 2.59');
    expect(formatDateTime('2024-03-31T01:00:00Z')).toBe('31.3.2024 4.00');
  });

  it('repeats the hour 3.00-3.59 when summer time ends (27.10.2024)', () => {
    expect(formatDateTime('2024-10-27T00:30:00Z')).toBe('27.10.2024 3.30');
    expect(formatDateTime('2024-10-27T01:30:00Z')).toBe('27.10.2024 3.30');
    expect(formatDateTime('2024-10-27T02:00:00Z')).toBe('27.10.2024 4.00');
  });

  it('crosses midnight at 22.00 UTC in winter and 21.00 UTC in summer', () => {
    expect(formatDateTime('2024-10-26T20:59:00Z')).toBe('26.10.2024 23.59');
    expect(formatDateTime('2024-10-26T21:00:00Z')).toBe('27.10.2024 0.00');
    expect(formatDateTime('2024-10-27T22:00:00Z')).toBe('28.10.2024 0.00');
  });
});

describe('month names', () => {
  const months = [
    ['tammikuu', 'tammi'],
    ['helmikuu', 'helmi'],
    ['maaliskuu', 'maalis'],
    ['huhtikuu', 'huhti'],
    ['toukokuu', 'touko'],
    ['kesäkuu', 'kesä'],
    ['heinäkuu', 'heinä'],
    ['elokuu', 'elo'],
    ['syyskuu', 'syys'],
    ['lokakuu', 'loka'],
    ['marraskuu', 'marras'],
    ['joulukuu', 'joulu'],
  ];

  it('names every month in full and short', () => {
    months.forEach(([full, short], month) => {
      const instant = new Date(Date.UTC(2024, month, 15));
      expect(formatMonthName(instant)).toBe(full);
      expect(formatShortMonthName(instant)).toBe(short);
    });
  });

  it('takes the month in Helsinki time', () => {
    expect(formatMonthName('2024-04-30T21:00:00Z')).toBe('toukokuu');
    expect(formatMonthName('2024-04-30T21:00:00Z', 'UTC')).toBe('huhtikuu');
  });
});

describe('parseFinnishDate', () => {
  it('parses D.M.YYYY with or without leading zeros', () => {
    expect(parseFinnishDate('5.1.2024')).toBe('2024-01-05');
    expect(parseFinnishDate('05.01.2024')).toBe('2024-01-05');
    expect(parseFinnishDate(' 31.12.2023 ')).toBe('2023-12-31');
  });

  it('accepts 29.2. only in leap years', () => {
    expect(parseFinnishDate('29.2.2024')).toBe('2024-02-29');
    expect(parseFinnishDate('29.2.2023')).toBeNull();
  });

  it('accepts the DST change days as ordinary dates', () => {
    expect(parseFinnishDate('31.3.2024')).toBe('2024-03-31');
    expect(parseFinnishDate('27.10.2024')).toBe('2024-10-27');
  });

  it('rejects impossible dates and other formats', () => {
    for (const text of [
      '31.4.2024',
      '0.1.2024',
      '1.13.2024',
      '2024-01-05',
      '1.1.24',
      '',
      '1/1/2024',
    ]) {
      expect(parseFinnishDate(text)).toBeNull();
    }
  });

  it('round-trips with formatDate', () => {
    expect(formatDate(parseFinnishDate('7.8.2025') ?? '')).toBe('7.8.2025');
  });
});
