import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { bucketStarts, customPeriod, periodContaining, previousPeriod } from './usage-period';
import {
  apiLevelOf,
  type SearchParamsReader,
  initialPeriod,
  periodFromSearchParams,
  periodToSearchParams,
  usageQueryRange,
} from './usage-period-url';

// The domain compiles without DOM or Node types; Node provides URLSearchParams at run time.
declare const URLSearchParams: new (
  init?: string | Record<string, string>,
) => SearchParamsReader & {
  toString(): string;
};

function helsinki(day: string, hour = 0, minute = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, hour, minute, 'Europe/Helsinki').getTime());
}

const now = helsinki('2025-06-15', 12);

describe('apiLevelOf', () => {
  const year = periodContaining('year', now);

  it('asks thisyear for the electricity and heat year view, month for water', () => {
    expect(apiLevelOf('electricity', year)).toBe('thisyear');
    expect(apiLevelOf('districtheat', year)).toBe('thisyear');
    expect(apiLevelOf('water', year)).toBe('month');
  });

  it('asks the level itself otherwise', () => {
    expect(apiLevelOf('electricity', previousPeriod('year', now))).toBe('month');
    expect(apiLevelOf('water', periodContaining('month', now))).toBe('day');
    expect(apiLevelOf('districtheat', periodContaining('day', now))).toBe('hour');
    expect(apiLevelOf('electricity', periodContaining('hour', now))).toBe('quarterhour');
  });
});

describe('usageQueryRange', () => {
  it('writes Helsinki midnights as calendar days', () => {
    expect(usageQueryRange(periodContaining('year', helsinki('2024-05-01')))).toEqual({
      start: '2024-01-01',
      end: '2025-01-01',
    });
    expect(usageQueryRange(periodContaining('day', helsinki('2024-03-31')))).toEqual({
      start: '2024-03-31',
      end: '2024-04-01',
    });
  });

  it('writes other boundaries as UTC instants', () => {
    expect(usageQueryRange(periodContaining('hour', new Date('2024-10-27T01:20:00Z')))).toEqual({
      start: '2024-10-27T01:00:00Z',
      end: '2024-10-27T02:00:00Z',
    });
  });
});

describe('periodToSearchParams and periodFromSearchParams', () => {
  const parse = (query: string) => periodFromSearchParams(new URLSearchParams(query));

  it('writes the four values and reads them back', () => {
    const week = periodContaining('week', helsinki('2024-12-30'));
    const params = periodToSearchParams(week);
    expect(params).toEqual({ start: '2024-12-30', end: '2025-01-06', frame: 'week', level: 'day' });
    expect(periodFromSearchParams(new URLSearchParams(params))).toEqual(week);
    const hour = periodContaining('hour', new Date('2024-10-27T00:00:00Z'));
    expect(periodFromSearchParams(new URLSearchParams(periodToSearchParams(hour)))).toEqual(hour);
  });

  it('accepts an instant with an offset', () => {
    const hour = parse('start=2024-10-27T03:00:00%2B03:00&end=2024-10-27T00:00:00Z&frame=hour');
    expect(hour).toBeNull(); // level missing
    expect(
      parse(
        'start=2024-10-27T03:00:00%2B03:00&end=2024-10-27T03:00:00%2B02:00&frame=hour&level=quarterhour',
      ),
    ).toEqual(periodContaining('hour', new Date('2024-10-27T00:00:00Z')));
  });

  it.each([
    ['a missing value', 'start=2024-01-01&end=2025-01-01&frame=year'],
    ['an unknown frame', 'start=2024-01-01&end=2025-01-01&frame=decade&level=month'],
    ['an unknown level', 'start=2024-01-01&end=2025-01-01&frame=year&level=minute'],
    ['a malformed date', 'start=2024-13-01&end=2025-01-01&frame=year&level=month'],
    ['a reversed range', 'start=2024-03-10&end=2024-03-01&frame=custom&level=day'],
    ['a range over a year', 'start=2024-01-01&end=2025-01-02&frame=custom&level=day'],
    ['a year with the wrong level', 'start=2024-01-01&end=2025-01-01&frame=year&level=day'],
    ['a year not on the calendar', 'start=2024-02-01&end=2025-02-01&frame=year&level=month'],
    ['a month of 2 months', 'start=2024-02-01&end=2024-04-01&frame=month&level=day'],
    [
      'a day start off midnight',
      'start=2024-03-01T10:00:00Z&end=2024-03-03&frame=custom&level=day',
    ],
    ['month level off month starts', 'start=2024-01-15&end=2024-03-01&frame=custom&level=month'],
    ['hour level for two days', 'start=2024-03-01&end=2024-03-03&frame=custom&level=hour'],
    [
      'quarter hours for a custom day',
      'start=2024-03-01&end=2024-03-02&frame=custom&level=quarterhour',
    ],
  ])('refuses %s', (_case, query) => expect(parse(query)).toBeNull());

  it('reads custom periods and presets', () => {
    const custom = customPeriod('2024-03-01', '2024-03-03', now)!;
    expect(parse('start=2024-03-01&end=2024-03-04&frame=custom&level=day')).toEqual(custom);
    expect(parse('start=2024-10-01&end=2025-01-01&frame=custom&level=month')).toEqual(
      previousPeriod('quarter', helsinki('2025-02-01')),
    );
  });
});

describe('initialPeriod', () => {
  it('opens the current year without a route parameter', () => {
    expect(initialPeriod('water', now)).toEqual(periodContaining('year', now));
    expect(initialPeriod('districtheat', now, '')).toEqual(periodContaining('year', now));
  });

  it('opens a named year up to the current one, also before 2020', () => {
    expect(initialPeriod('districtheat', now, '2023')).toEqual(
      periodContaining('year', helsinki('2023-01-01')),
    );
    expect(initialPeriod('water', now, '2025')).toEqual(periodContaining('year', now));
    expect(initialPeriod('electricity', now, '2019')?.start).toEqual(helsinki('2019-01-01'));
    expect(initialPeriod('electricity', now, '2026')).toBeNull();
  });

  it('opens a named day for electricity only, up to today', () => {
    const day = initialPeriod('electricity', now, '2024-03-31');
    expect(day).toEqual(periodContaining('day', helsinki('2024-03-31')));
    expect(bucketStarts(day!)).toHaveLength(23);
    expect(initialPeriod('electricity', now, '2025-06-15')).not.toBeNull();
    expect(initialPeriod('electricity', now, '2025-06-16')).toBeNull();
    expect(initialPeriod('districtheat', now, '2024-03-31')).toBeNull();
  });

  it.each(['0000', '24', '2024-02-30', '2024-3-1', 'abc', '2024-03'])('refuses %j', (param) =>
    expect(initialPeriod('electricity', now, param)).toBeNull(),
  );
});
