import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { userRoles } from './navigation';
import { products } from './usage-api';
import {
  bucketStarts,
  canShiftLater,
  customPeriod,
  drillDown,
  isFrameAvailable,
  isWellFormedPeriod,
  periodContaining,
  previousPeriod,
  selectorFrames,
  shiftPeriod,
  switchFrame,
  yearOptions,
  type DrillContext,
  type Frame,
  type UsagePeriod,
} from './usage-period';

/** An instant given as Helsinki wall-clock time. */
function helsinki(day: string, hour = 0, minute = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, hour, minute, 'Europe/Helsinki').getTime());
}

function period(frame: Frame, level: UsagePeriod['level'], start: Date, end: Date): UsagePeriod {
  return { frame, level, start, end };
}

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('isFrameAvailable and selectorFrames (spec 01 §6)', () => {
  it.each([
    ['year', [true, true, true]],
    ['month', [true, true, true]],
    ['week', [true, true, true]],
    ['day', [true, true, false]],
    ['hour', [true, false, false]],
    ['custom', [true, true, false]],
  ] as const)('%s for electricity, districtheat, water', (frame, expected) => {
    for (const role of [null, ...userRoles]) {
      expect(products.map((product) => isFrameAvailable(frame, product, role))).toEqual(expected);
    }
  });

  it('offers the custom range except for water, also to managers and superusers', () => {
    expect(selectorFrames('electricity', 'consumer')).toEqual(['year', 'month', 'week', 'custom']);
    expect(selectorFrames('districtheat', 'remUser')).toEqual(['year', 'month', 'week', 'custom']);
    expect(selectorFrames('water', 'remCompany')).toEqual(['year', 'month', 'week']);
    expect(selectorFrames('water', null)).toEqual(['year', 'month', 'week']);
  });
});

describe('periodContaining', () => {
  it('gives a Helsinki calendar year at month level, also just after midnight of New Year', () => {
    const year = periodContaining('year', new Date('2023-12-31T22:30:00Z'));
    expect(year).toEqual(period('year', 'month', helsinki('2024-01-01'), helsinki('2025-01-01')));
    expect(bucketStarts(year)).toHaveLength(12);
  });

  it('gives a month at day level; February of a leap year has 29 days', () => {
    const february = periodContaining('month', helsinki('2024-02-15', 12));
    expect(february).toEqual(
      period('month', 'day', helsinki('2024-02-01'), helsinki('2024-03-01')),
    );
    expect(bucketStarts(february)).toHaveLength(29);
    expect(bucketStarts(periodContaining('month', helsinki('2023-02-15')))).toHaveLength(28);
  });

  it('gives the ISO week (Monday to Monday) across the new year', () => {
    expect(periodContaining('week', helsinki('2025-01-01', 12))).toEqual(
      period('week', 'day', helsinki('2024-12-30'), helsinki('2025-01-06')),
    );
    // Sunday 3.1.2021 belongs to the week of Monday 28.12.2020 (ISO week 53).
    expect(periodContaining('week', helsinki('2021-01-03', 23, 30)).start).toEqual(
      helsinki('2020-12-28'),
    );
  });

  it('gives a DST-correct day: 23 hours on 31.3.2024, 25 hours on 27.10.2024', () => {
    const spring = periodContaining('day', helsinki('2024-03-31', 12));
    expect(spring).toEqual(period('day', 'hour', helsinki('2024-03-31'), helsinki('2024-04-01')));
    expect(bucketStarts(spring)).toHaveLength(23);
    const autumn = periodContaining('day', helsinki('2024-10-27', 12));
    expect(bucketStarts(autumn)).toHaveLength(25);
    expect(iso(bucketStarts(autumn)).slice(0, 5)).toEqual([
      '2024-10-26T21:00:00.000Z',
      '2024-10-26T22:00:00.000Z',
      '2024-10-26T23:00:00.000Z',
      '2024-10-27T00:00:00.000Z', // 03.00 summer time
      '2024-10-27T01:00:00.000Z', // 03.00 again, winter time
    ]);
  });

  it('gives an hour at quarter-hour level, telling the repeated autumn hour apart', () => {
    const first = periodContaining('hour', new Date('2024-10-27T00:20:00Z'));
    const second = periodContaining('hour', new Date('2024-10-27T01:20:00Z'));
    expect(first.level).toBe('quarterhour');
    expect(iso([first.start, first.end])).toEqual([
      '2024-10-27T00:00:00.000Z',
      '2024-10-27T01:00:00.000Z',
    ]);
    expect(second.start).toEqual(first.end);
    expect(iso(bucketStarts(first))).toEqual([
      '2024-10-27T00:00:00.000Z',
      '2024-10-27T00:15:00.000Z',
      '2024-10-27T00:30:00.000Z',
      '2024-10-27T00:45:00.000Z',
    ]);
  });
});

describe('switchFrame (period switch buttons)', () => {
  const now = helsinki('2025-06-15', 12);
  const day = periodContaining('day', helsinki('2024-05-15'));

  it('opens the year, month or week containing the current start', () => {
    expect(switchFrame('year', day, now)).toEqual(periodContaining('year', helsinki('2024-05-15')));
    expect(switchFrame('month', day, now)).toEqual(
      period('month', 'day', helsinki('2024-05-01'), helsinki('2024-06-01')),
    );
    expect(switchFrame('week', day, now)).toEqual(
      period('week', 'day', helsinki('2024-05-13'), helsinki('2024-05-20')),
    );
  });

  it('opens the one containing now when that would start after now', () => {
    const future = periodContaining('month', helsinki('2025-08-01'));
    expect(switchFrame('month', future, now)).toEqual(periodContaining('month', now));
  });
});

describe('customPeriod', () => {
  const now = helsinki('2025-06-15', 12);

  it('gives hour level for a single day and day level for a range', () => {
    expect(customPeriod('2024-03-31', '2024-03-31', now)).toEqual(
      period('custom', 'hour', helsinki('2024-03-31'), helsinki('2024-04-01')),
    );
    expect(customPeriod('2024-03-01', '2024-03-10', now)).toEqual(
      period('custom', 'day', helsinki('2024-03-01'), helsinki('2024-03-11')),
    );
  });

  it('allows today but not a later day', () => {
    expect(customPeriod('2025-06-01', '2025-06-15', now)).not.toBeNull();
    expect(customPeriod('2025-06-01', '2025-06-16', now)).toBeNull();
    expect(customPeriod('2025-06-16', '2025-06-16', now)).toBeNull();
  });

  it('allows at most one calendar year, counting the leap day', () => {
    expect(customPeriod('2024-01-01', '2024-12-31', now)).not.toBeNull();
    expect(customPeriod('2024-01-01', '2025-01-01', now)).toBeNull();
    expect(customPeriod('2023-03-01', '2024-02-29', now)).not.toBeNull();
    expect(customPeriod('2023-03-02', '2024-03-01', now)).not.toBeNull();
    expect(customPeriod('2023-03-02', '2024-03-02', now)).toBeNull();
  });

  it.each([
    ['2024-03-10', '2024-03-01'],
    ['2024-02-30', '2024-03-01'],
    ['2024-1-1', '2024-01-02'],
    ['2024-01-01T00:00:00Z', '2024-01-02'],
    ['', '2024-01-02'],
  ])('refuses %j – %j', (first, last) => expect(customPeriod(first, last, now)).toBeNull());
});

describe('previousPeriod (Edellinen: Vuosi, Kvartaali, Kuukausi)', () => {
  const now = helsinki('2025-02-10', 12);

  it('gives the previous year, quarter and month as custom periods', () => {
    expect(previousPeriod('year', now)).toEqual(
      period('custom', 'month', helsinki('2024-01-01'), helsinki('2025-01-01')),
    );
    expect(previousPeriod('quarter', now)).toEqual(
      period('custom', 'month', helsinki('2024-10-01'), helsinki('2025-01-01')),
    );
    expect(previousPeriod('month', now)).toEqual(
      period('custom', 'day', helsinki('2025-01-01'), helsinki('2025-02-01')),
    );
  });

  it('counts from the Helsinki date, not the UTC one', () => {
    const justAfterNewYear = helsinki('2025-01-01', 0, 30); // still 2024 in UTC
    expect(previousPeriod('month', justAfterNewYear).start).toEqual(helsinki('2024-12-01'));
    expect(previousPeriod('quarter', justAfterNewYear).start).toEqual(helsinki('2024-10-01'));
    expect(previousPeriod('year', justAfterNewYear).start).toEqual(helsinki('2024-01-01'));
  });
});

describe('shiftPeriod', () => {
  it('moves calendar frames by one unit', () => {
    expect(shiftPeriod(periodContaining('year', helsinki('2024-05-01')), -1)).toEqual(
      periodContaining('year', helsinki('2023-05-01')),
    );
    expect(shiftPeriod(periodContaining('month', helsinki('2024-03-31')), -1)).toEqual(
      period('month', 'day', helsinki('2024-02-01'), helsinki('2024-03-01')),
    );
    expect(shiftPeriod(periodContaining('week', helsinki('2024-12-30')), 1)).toEqual(
      period('week', 'day', helsinki('2025-01-06'), helsinki('2025-01-13')),
    );
  });

  it('moves a day over DST changes from midnight to midnight', () => {
    const spring = shiftPeriod(periodContaining('day', helsinki('2024-03-30')), 1);
    expect(spring).toEqual(period('day', 'hour', helsinki('2024-03-31'), helsinki('2024-04-01')));
    expect(shiftPeriod(spring, 1).start).toEqual(helsinki('2024-04-01'));
  });

  it('moves an hour by elapsed time, through the repeated autumn hour', () => {
    const summerThree = periodContaining('hour', new Date('2024-10-27T00:00:00Z'));
    expect(shiftPeriod(summerThree, 1).start.toISOString()).toBe('2024-10-27T01:00:00.000Z');
  });

  it('moves a quarter (custom of whole months) by its three months', () => {
    const quarter = previousPeriod('quarter', helsinki('2025-02-10'));
    expect(shiftPeriod(quarter, 1)).toEqual(
      period('custom', 'month', helsinki('2025-01-01'), helsinki('2025-04-01')),
    );
    expect(shiftPeriod(quarter, -1)).toEqual(
      period('custom', 'month', helsinki('2024-07-01'), helsinki('2024-10-01')),
    );
    const month = previousPeriod('month', helsinki('2024-03-10'));
    expect(shiftPeriod(month, 1)).toEqual(
      period('custom', 'day', helsinki('2024-03-01'), helsinki('2024-04-01')),
    );
  });

  it('moves other custom ranges by their number of days, keeping the level', () => {
    const now = helsinki('2025-06-15');
    expect(shiftPeriod(customPeriod('2024-03-29', '2024-03-31', now)!, 1)).toEqual(
      period('custom', 'day', helsinki('2024-04-01'), helsinki('2024-04-04')),
    );
    expect(shiftPeriod(customPeriod('2024-03-31', '2024-03-31', now)!, -1)).toEqual(
      period('custom', 'hour', helsinki('2024-03-30'), helsinki('2024-03-31')),
    );
  });

  it('moves an exact calendar year across a leap day by a year, not by 366 days', () => {
    const leapYear = customPeriod('2023-03-02', '2024-03-01', helsinki('2025-06-15'))!;
    expect(shiftPeriod(leapYear, 1)).toEqual(
      period('custom', 'day', helsinki('2024-03-02'), helsinki('2025-03-02')),
    );
  });
});

describe('canShiftLater', () => {
  const now = helsinki('2025-06-15', 12);

  it('is false for the current year, true for the previous one', () => {
    expect(canShiftLater(periodContaining('year', now), now)).toBe(false);
    expect(canShiftLater(periodContaining('year', helsinki('2024-06-15')), now)).toBe(true);
  });

  it('is true for yesterday (today may be looked at) and false for today', () => {
    expect(canShiftLater(periodContaining('day', helsinki('2025-06-14')), now)).toBe(true);
    expect(canShiftLater(periodContaining('day', now), now)).toBe(false);
  });

  it('is false when the period ends exactly now', () => {
    const yesterday = periodContaining('day', helsinki('2025-06-14'));
    expect(canShiftLater(yesterday, yesterday.end)).toBe(false);
  });
});

describe('drillDown (bar click)', () => {
  const context: DrillContext = {
    now: helsinki('2025-06-15', 12),
    product: 'electricity',
    role: 'consumer',
    maximumResolution: 'quarterhour',
  };
  const year2024 = periodContaining('year', helsinki('2024-01-01'));
  const march2024 = periodContaining('month', helsinki('2024-03-01'));

  it('opens a month from a year at month level', () => {
    expect(drillDown(year2024, helsinki('2024-03-01'), context)).toEqual(march2024);
  });

  it('opens a day from a month, week or custom range at day level', () => {
    const day = periodContaining('day', helsinki('2024-03-31'));
    expect(drillDown(march2024, helsinki('2024-03-31'), context)).toEqual(day);
    const week = periodContaining('week', helsinki('2024-03-31'));
    expect(drillDown(week, helsinki('2024-03-31'), context)).toEqual(day);
    const custom = customPeriod('2024-03-20', '2024-04-05', context.now)!;
    expect(drillDown(custom, helsinki('2024-03-31'), context)).toEqual(day);
  });

  it('opens a month from the year and quarter presets (custom at month level)', () => {
    const quarter = previousPeriod('quarter', context.now);
    expect(drillDown(quarter, helsinki('2025-02-01'), context)).toEqual(
      periodContaining('month', helsinki('2025-02-01')),
    );
  });

  it('opens an hour from a day only with quarter-hour data', () => {
    const day = periodContaining('day', helsinki('2024-10-27'));
    const bucket = new Date('2024-10-27T01:00:00Z');
    expect(drillDown(day, bucket, context)).toEqual(periodContaining('hour', bucket));
    expect(drillDown(day, bucket, { ...context, maximumResolution: 'hour' })).toBeNull();
    const singleDay = customPeriod('2024-10-27', '2024-10-27', context.now)!;
    expect(drillDown(singleDay, bucket, context)).toEqual(periodContaining('hour', bucket));
  });

  it('never drills an hour frame', () => {
    const hour = periodContaining('hour', helsinki('2024-03-01', 10));
    expect(drillDown(hour, helsinki('2024-03-01', 10, 15), context)).toBeNull();
  });

  it('never drills a bucket of today or later, but the current month started before today', () => {
    const thisMonth = periodContaining('month', context.now);
    expect(drillDown(thisMonth, helsinki('2025-06-15'), context)).toBeNull();
    expect(drillDown(thisMonth, helsinki('2025-06-16'), context)).toBeNull();
    expect(drillDown(thisMonth, helsinki('2025-06-14'), context)).not.toBeNull();
    const thisYear = periodContaining('year', context.now);
    expect(drillDown(thisYear, helsinki('2025-06-01'), context)).toEqual(thisMonth);
    const firstOfMonth = { ...context, now: helsinki('2025-06-01', 8) };
    expect(drillDown(thisYear, helsinki('2025-06-01'), firstOfMonth)).toBeNull();
  });

  it('requires the target frame to be available for the product', () => {
    const day = periodContaining('day', helsinki('2024-03-01'));
    expect(
      drillDown(day, helsinki('2024-03-01', 5), { ...context, product: 'districtheat' }),
    ).toBeNull();
    expect(
      drillDown(march2024, helsinki('2024-03-05'), { ...context, product: 'water' }),
    ).toBeNull();
    expect(
      drillDown(year2024, helsinki('2024-03-01'), { ...context, product: 'water', role: null }),
    ).toEqual(march2024);
  });

  it('refuses a bucket outside the period', () => {
    expect(drillDown(march2024, helsinki('2024-04-01'), context)).toBeNull();
    expect(drillDown(march2024, helsinki('2024-02-29'), context)).toBeNull();
  });
});

describe('yearOptions (year selector)', () => {
  const now = helsinki('2025-06-15');

  it('runs from 2020 to this year, newest first, without a contract start', () => {
    expect(yearOptions(null, now)).toEqual([2025, 2024, 2023, 2022, 2021, 2020]);
  });

  it('starts at the contract start year, never before 2020', () => {
    expect(yearOptions('2022-05-01', now)).toEqual([2025, 2024, 2023, 2022]);
    expect(yearOptions('2015-01-01', now)).toEqual([2025, 2024, 2023, 2022, 2021, 2020]);
  });

  it('leaves out the year that failed', () => {
    expect(yearOptions('2023-01-01', now, 2024)).toEqual([2025, 2023]);
  });

  it('gives nothing for a contract starting after this year', () => {
    expect(yearOptions('2026-01-01', now)).toEqual([]);
  });

  it('takes this year from the Helsinki calendar', () => {
    expect(yearOptions('2025-01-01', helsinki('2026-01-01', 0, 30))).toEqual([2026, 2025]);
  });
});

describe('bucketStarts', () => {
  it('gives Helsinki midnights for a week over the spring DST change', () => {
    const week = periodContaining('week', helsinki('2024-03-31'));
    expect(bucketStarts(week)).toEqual(
      ['25', '26', '27', '28', '29', '30', '31'].map((date) => helsinki(`2024-03-${date}`)),
    );
  });

  it('gives 100 quarter hours on the 25-hour day', () => {
    const day = periodContaining('day', helsinki('2024-10-27'));
    expect(bucketStarts({ ...day, level: 'quarterhour' })).toHaveLength(100);
  });

  it('gives month starts for a year', () => {
    expect(bucketStarts(periodContaining('year', helsinki('2024-07-01')))).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((month) =>
        helsinki(`2024-${month}-01`),
      ),
    );
  });

  it('gives nothing for an empty or invalid range', () => {
    const start = helsinki('2024-01-01');
    expect(bucketStarts({ start, end: start, level: 'day' })).toEqual([]);
    expect(bucketStarts({ start, end: new Date(Number.NaN), level: 'day' })).toEqual([]);
  });
});

describe('isWellFormedPeriod', () => {
  it('accepts what the rules produce and refuses misaligned or mislabelled periods', () => {
    const march = periodContaining('month', helsinki('2024-03-01'));
    expect(isWellFormedPeriod(march)).toBe(true);
    expect(isWellFormedPeriod({ ...march, level: 'hour' })).toBe(false);
    expect(isWellFormedPeriod({ ...march, start: helsinki('2024-03-02') })).toBe(false);
    const twoDays = customPeriod('2024-03-01', '2024-03-02', helsinki('2025-01-01'))!;
    expect(isWellFormedPeriod(twoDays)).toBe(true);
    expect(isWellFormedPeriod({ ...twoDays, level: 'hour' })).toBe(false);
    expect(isWellFormedPeriod({ ...twoDays, level: 'month' })).toBe(false);
    expect(isWellFormedPeriod({ ...twoDays, level: 'quarterhour' })).toBe(false);
    expect(isWellFormedPeriod({ ...twoDays, start: twoDays.end, end: twoDays.start })).toBe(false);
  });
});
