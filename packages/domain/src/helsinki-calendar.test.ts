import { TZDate } from '@date-fns/tz';
import {
  addDays as addZonedDays,
  addMonths,
  addQuarters,
  addWeeks,
  addYears,
  startOfDay,
  startOfISOWeek,
  startOfMonth,
  startOfQuarter,
  startOfYear,
} from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addUnits,
  calendarDayInZone,
  calendarDaysBetween,
  calendarMonthsBetween,
  calendarYearOf,
  DAY_MS,
  defaultTimeZone,
  helsinkiDay,
  helsinkiFields,
  helsinkiMidnight,
  helsinkiMonthHours,
  helsinkiStartOfDay,
  helsinkiWallClock,
  isUnitStart,
  nextHelsinkiMidnight,
  startOfUnit,
  zonedMidnight,
  type CalendarUnit,
} from './helsinki-calendar';

// Intl's Helsinki, the reference the calendar's own DST rule must agree with.
const intlDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' });

describe('Helsinki midnights', () => {
  // Each day's midnight as an instant: both DST days of 2025 and 2026, the days after them, and
  // the year ends around them.
  const midnights: [day: string, instant: string][] = [
    ['2025-01-01', '2024-12-31T22:00:00.000Z'],
    ['2025-03-30', '2025-03-29T22:00:00.000Z'],
    ['2025-03-31', '2025-03-30T21:00:00.000Z'],
    ['2025-10-26', '2025-10-25T21:00:00.000Z'],
    ['2025-10-27', '2025-10-26T22:00:00.000Z'],
    ['2026-01-01', '2025-12-31T22:00:00.000Z'],
    ['2026-03-29', '2026-03-28T22:00:00.000Z'],
    ['2026-03-30', '2026-03-29T21:00:00.000Z'],
    ['2026-10-25', '2026-10-24T21:00:00.000Z'],
    ['2026-10-26', '2026-10-25T22:00:00.000Z'],
    ['2027-01-01', '2026-12-31T22:00:00.000Z'],
  ];

  it.each(midnights)('%s starts at %s', (day, instant) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    expect(helsinkiMidnight(year, month, date).toISOString()).toBe(instant);
  });

  it.each(midnights)('%s: one millisecond either side of midnight', (day, instant) => {
    const midnight = Date.parse(instant);
    const before = new Date(midnight - 1);
    const after = new Date(midnight + 1);
    expect(helsinkiDay(before)).toBe(addDays(day, -1));
    expect(helsinkiDay(new Date(midnight))).toBe(day);
    expect(helsinkiDay(after)).toBe(day);
    for (const at of [before, new Date(midnight), after]) {
      expect(helsinkiDay(at)).toBe(intlDay.format(at));
      expect(calendarDayInZone(at, defaultTimeZone)).toBe(intlDay.format(at));
    }
    expect(helsinkiStartOfDay(after).toISOString()).toBe(instant);
    expect(helsinkiStartOfDay(new Date(midnight)).toISOString()).toBe(instant);
    expect(helsinkiStartOfDay(before).getTime()).toBeLessThan(midnight);
    expect(nextHelsinkiMidnight(before).toISOString()).toBe(instant);
    expect(nextHelsinkiMidnight(new Date(midnight)).getTime()).toBeGreaterThan(midnight);
    expect(helsinkiDay(helsinkiStartOfDay(before))).toBe(addDays(day, -1));
    expect(helsinkiFields(midnight).hour).toBe(0);
    expect(calendarYearOf(before)).toBe(Number(addDays(day, -1).slice(0, 4)));
    expect(calendarYearOf(after)).toBe(Number(day.slice(0, 4)));
  });

  it('gives days of 23 and 25 hours on the DST days', () => {
    const hours = (year: number, month: number, day: number) =>
      (helsinkiMidnight(year, month, day + 1).getTime() -
        helsinkiMidnight(year, month, day).getTime()) /
      3_600_000;
    expect([
      hours(2025, 3, 30),
      hours(2025, 10, 26),
      hours(2026, 3, 29),
      hours(2026, 10, 25),
    ]).toEqual([23, 25, 23, 25]);
    expect(hours(2026, 6, 15)).toBe(24);
  });

  it('agrees with Intl on every hour of 2025 and 2026', () => {
    for (let at = Date.UTC(2024, 11, 31); at < Date.UTC(2027, 0, 2); at += 3_600_000) {
      expect(helsinkiDay(new Date(at))).toBe(intlDay.format(at));
    }
  });
});

describe('helsinkiDay', () => {
  it('gives the Helsinki calendar day with leading zeros, crossing midnight in local time', () => {
    const day = (instant: string) => helsinkiDay(new Date(instant));
    expect(day('2024-01-05T10:00:00Z')).toBe('2024-01-05');
    expect(day('2024-10-26T20:59:00Z')).toBe('2024-10-26');
    expect(day('2024-10-26T21:00:00Z')).toBe('2024-10-27');
    expect(day('2024-10-27T21:59:00Z')).toBe('2024-10-27');
    expect(day('2024-12-31T22:30:00Z')).toBe('2025-01-01');
    expect(day('2024-12-31T21:59:00Z')).toBe('2024-12-31');
  });

  it('rejects an invalid instant', () => {
    expect(() => helsinkiDay(new Date('not a date'))).toThrow(RangeError);
    expect(() => calendarDayInZone(new Date('not a date'), defaultTimeZone)).toThrow(RangeError);
    expect(() => calendarDayInZone(new Date('not a date'), 'UTC')).toThrow(RangeError);
  });
});

describe('calendarDayInZone', () => {
  it("gives an instant's calendar day in the zone", () => {
    expect(calendarDayInZone(new Date('2026-12-31T22:30:00Z'), 'Europe/Helsinki')).toBe(
      '2027-01-01',
    );
    expect(calendarDayInZone(new Date('2026-12-31T22:30:00Z'), 'UTC')).toBe('2026-12-31');
  });

  it("gives the day in the portal's time zone", () => {
    const instant = new Date('2025-12-31T22:30:00Z');
    expect(calendarDayInZone(instant, 'Europe/Helsinki')).toBe('2026-01-01');
    expect(calendarDayInZone(instant, 'UTC')).toBe('2025-12-31');
  });
});

describe('zonedMidnight', () => {
  it("gives a day's midnight in the zone, its offset in its ISO text", () => {
    expect(zonedMidnight('2026-07-02', 'Europe/Helsinki').toISOString()).toBe(
      '2026-07-02T00:00:00.000+03:00',
    );
    expect(zonedMidnight('2026-12-02', 'UTC').getTime()).toBe(Date.UTC(2026, 11, 2));
    expect(() => zonedMidnight('2.12.2026', 'UTC')).toThrow(RangeError);
  });
});

describe('calendarYearOf', () => {
  it('takes the current year in Helsinki time', () => {
    // 31.12.2025 23.30 UTC is already New Year's Day in Helsinki.
    const instant = new Date('2025-12-31T23:30:00Z');
    expect(calendarYearOf(instant)).toBe(2026);
    expect(calendarYearOf(instant, 'UTC')).toBe(2025);
  });
});

describe('addDays', () => {
  // The days 1.1.2000–31.12.2099, counted from the epoch.
  const dayArbitrary = fc
    .integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2099, 11, 31) / DAY_MS })
    .map((days) => new Date(days * DAY_MS).toISOString().slice(0, 10));

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('counts calendar days over the DST changes', () => {
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(addDays('2026-10-26', -2)).toBe('2026-10-24');
  });

  it('moves forth and back to the same day', () => {
    fc.assert(
      fc.property(dayArbitrary, fc.integer({ min: -5000, max: 5000 }), (day, days) => {
        expect(addDays(addDays(day, days), -days)).toBe(day);
      }),
    );
  });
});

describe('helsinkiMonthHours', () => {
  it('has an hour less in March and one more in October', () => {
    expect(helsinkiMonthHours(2026, 3)).toBe(743);
    expect(helsinkiMonthHours(2026, 10)).toBe(745);
    expect(helsinkiMonthHours(2026, 2)).toBe(672);
    expect(helsinkiMonthHours(2028, 2)).toBe(696);
    expect(helsinkiMonthHours(2025, 12)).toBe(744);
  });
});

describe('helsinkiWallClock', () => {
  it('holds the Helsinki wall-clock time as UTC fields, the repeated autumn hour twice', () => {
    const wall = (iso: string) => helsinkiWallClock(new Date(iso)).toISOString();
    expect(wall('2026-01-15T10:15:00Z')).toBe('2026-01-15T12:15:00.000Z');
    expect(wall('2026-07-15T10:15:30Z')).toBe('2026-07-15T13:15:00.000Z');
    expect(wall('2026-03-29T00:59:00Z')).toBe('2026-03-29T02:59:00.000Z');
    expect(wall('2026-03-29T01:00:00Z')).toBe('2026-03-29T04:00:00.000Z');
    expect(wall('2026-10-25T00:00:00Z')).toBe('2026-10-25T03:00:00.000Z');
    expect(wall('2026-10-25T01:00:00Z')).toBe('2026-10-25T03:00:00.000Z');
    expect(wall('2026-12-31T21:59:00Z')).toBe('2026-12-31T23:59:00.000Z');
  });

  it("agrees with Intl's wall clock on every hour of 2025 and 2026", () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Helsinki',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    const intlWallClock = (at: number) => Date.parse(`${intl.format(at).replace(' ', 'T')}Z`);
    for (let at = Date.UTC(2024, 11, 31); at < Date.UTC(2027, 0, 2); at += 3_600_000) {
      expect(helsinkiWallClock(new Date(at)).getTime()).toBe(intlWallClock(at));
    }
  });
});

describe('calendar units', () => {
  const at = (iso: string) => new Date(iso);
  const iso = (date: Date) => date.toISOString();

  it('starts days, weeks, months, quarters and years at Helsinki midnight', () => {
    const spring = at('2026-03-29T12:00:00Z');
    expect(iso(startOfUnit('day', spring))).toBe('2026-03-28T22:00:00.000Z');
    expect(iso(startOfUnit('week', spring))).toBe('2026-03-22T22:00:00.000Z');
    expect(iso(startOfUnit('month', spring))).toBe('2026-02-28T22:00:00.000Z');
    expect(iso(startOfUnit('quarter', at('2026-05-10T00:00:00Z')))).toBe(
      '2026-03-31T21:00:00.000Z',
    );
    expect(iso(startOfUnit('year', at('2025-12-31T22:00:00Z')))).toBe('2025-12-31T22:00:00.000Z');
    expect(iso(startOfUnit('year', at('2025-12-31T21:59:59.999Z')))).toBe(
      '2024-12-31T22:00:00.000Z',
    );
    expect(iso(startOfUnit('hour', at('2026-10-25T01:59:00Z')))).toBe('2026-10-25T01:00:00.000Z');
    expect(iso(startOfUnit('quarterhour', at('2026-10-25T01:59:00Z')))).toBe(
      '2026-10-25T01:45:00.000Z',
    );
    expect(isUnitStart('day', at('2026-10-25T22:00:00Z'))).toBe(true);
    expect(isUnitStart('day', at('2026-10-25T21:00:00Z'))).toBe(false);
  });

  it('moves by calendar days over DST and by elapsed hours', () => {
    expect(iso(addUnits('day', at('2026-03-28T22:00:00Z'), 1))).toBe('2026-03-29T21:00:00.000Z');
    expect(iso(addUnits('day', at('2026-10-24T21:00:00Z'), 1))).toBe('2026-10-25T22:00:00.000Z');
    expect(iso(addUnits('week', at('2026-10-18T21:00:00Z'), 1))).toBe('2026-10-25T22:00:00.000Z');
    expect(iso(addUnits('month', at('2026-01-30T22:00:00Z'), 1))).toBe('2026-02-27T22:00:00.000Z');
    expect(iso(addUnits('quarter', at('2025-12-31T22:00:00Z'), 1))).toBe(
      '2026-03-31T21:00:00.000Z',
    );
    expect(iso(addUnits('year', at('2024-02-28T22:00:00Z'), 1))).toBe('2025-02-27T22:00:00.000Z');
    expect(iso(addUnits('hour', at('2026-10-25T00:00:00Z'), 1))).toBe('2026-10-25T01:00:00.000Z');
    expect(iso(addUnits('quarterhour', at('2026-03-29T00:45:00Z'), 1))).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });

  it('counts calendar days and months between midnights, DST days included', () => {
    expect(calendarDaysBetween(at('2026-03-28T22:00:00Z'), at('2026-03-29T21:00:00Z'))).toBe(1);
    expect(calendarDaysBetween(at('2025-12-31T22:00:00Z'), at('2026-12-31T22:00:00Z'))).toBe(365);
    expect(calendarMonthsBetween(at('2025-12-31T22:00:00Z'), at('2026-03-31T21:00:00Z'))).toBe(3);
    expect(calendarMonthsBetween(at('2025-10-31T22:00:00Z'), at('2025-09-30T21:00:00Z'))).toBe(-1);
  });

  // date-fns on a zoned date: what the usage periods were computed with before.
  const zoned = (instant: Date) => new TZDate(instant.getTime(), 'Europe/Helsinki');
  const intlStart: Record<'year' | 'quarter' | 'month' | 'week' | 'day', (date: TZDate) => Date> = {
    year: startOfYear,
    quarter: startOfQuarter,
    month: startOfMonth,
    week: startOfISOWeek,
    day: startOfDay,
  };
  const intlAdd: Record<keyof typeof intlStart, (date: TZDate, amount: number) => Date> = {
    year: addYears,
    quarter: addQuarters,
    month: addMonths,
    week: addWeeks,
    day: addZonedDays,
  };
  const units = Object.keys(intlStart) as (keyof typeof intlStart & CalendarUnit)[];
  const instants = fc.date({
    min: new Date('2018-01-01T00:00:00Z'),
    max: new Date('2028-12-31T00:00:00Z'),
    noInvalidDate: true,
  });

  it('agrees with date-fns in Helsinki on unit starts and moves from them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...units),
        instants,
        fc.integer({ min: -60, max: 60 }),
        (unit, instant, amount) => {
          const start = startOfUnit(unit, instant);
          expect(start.getTime()).toBe(intlStart[unit](zoned(instant)).getTime());
          expect(addUnits(unit, start, amount).getTime()).toBe(
            intlAdd[unit](zoned(start), amount).getTime(),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with date-fns in Helsinki on the day an instant is moved to', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 365 }), (instant, days) => {
        expect(helsinkiDay(addUnits('day', instant, days))).toBe(
          intlDay.format(addZonedDays(zoned(instant), days)),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
