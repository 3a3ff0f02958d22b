import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addUnits, helsinkiDay, isUnitStart } from './helsinki-calendar';
import { userRoles } from './navigation';
import { products, resolutions } from './usage-api';
import {
  bucketStarts,
  customPeriod,
  drillDown,
  isWellFormedPeriod,
  periodContaining,
  presets,
  previousPeriod,
  shiftPeriod,
  type UsagePeriod,
} from './usage-period';
import {
  periodFromSearchParams,
  periodToSearchParams,
  type SearchParamsReader,
} from './usage-period-url';
import { isValidUsageRange } from './usage-range';

// The domain compiles without DOM or Node types; Node provides URLSearchParams at run time.
declare const URLSearchParams: new (
  init?: string | Record<string, string>,
) => SearchParamsReader & {
  toString(): string;
};

// Instants around the portal's data years, DST changes and leap days included.
const instant = fc.date({
  min: new Date('2018-01-01T00:00:00Z'),
  max: new Date('2028-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const farFuture = new Date('2100-01-01T00:00:00Z');

const calendarPeriod = fc
  .tuple(fc.constantFrom('year', 'month', 'week', 'day', 'hour') as fc.Arbitrary<'year'>, instant)
  .map(([frame, at]) => periodContaining(frame, at));

const customRange = fc
  .tuple(instant, fc.integer({ min: 0, max: 365 }))
  .map(([at, extraDays]) => {
    const firstDay = helsinkiDay(at);
    return customPeriod(firstDay, helsinkiDay(addUnits('day', at, extraDays)), farFuture);
  })
  .filter((period): period is UsagePeriod => period !== null);

const presetPeriod = fc
  .tuple(fc.constantFrom(...presets), instant)
  .map(([preset, at]) => previousPeriod(preset, at));

const anyPeriod = fc.oneof(calendarPeriod, customRange, presetPeriod);

const drillContext = fc.record({
  now: fc.oneof(instant, fc.constant(farFuture)),
  product: fc.constantFrom(...products),
  role: fc.constantFrom(null, ...userRoles),
  maximumResolution: fc.constantFrom(...resolutions),
});

/** The checks every period the rules hand out must pass. */
function expectUsable(period: UsagePeriod): void {
  expect(isValidUsageRange(period.start, period.end)).toBe(true);
  expect(isUnitStart(period.level, period.start)).toBe(true);
  expect(isUnitStart(period.level, period.end)).toBe(true);
  expect(isWellFormedPeriod(period)).toBe(true);
}

describe('usage period properties', () => {
  it('every generated period is usable', () => {
    fc.assert(fc.property(anyPeriod, expectUsable));
  });

  it('shiftPeriod keeps frame and level and gives a usable period', () => {
    fc.assert(
      fc.property(anyPeriod, fc.constantFrom(-1 as const, 1 as const), (period, direction) => {
        const shifted = shiftPeriod(period, direction);
        expect(shifted.frame).toBe(period.frame);
        expect(shifted.level).toBe(period.level);
        expectUsable(shifted);
        expect(direction === 1 ? shifted.start >= period.end : shifted.end <= period.start).toBe(
          true,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('shiftPeriod there and back returns calendar frames to where they were', () => {
    fc.assert(
      fc.property(calendarPeriod, fc.constantFrom(-1 as const, 1 as const), (period, direction) => {
        const back = shiftPeriod(shiftPeriod(period, direction), direction === 1 ? -1 : 1);
        expect(back).toEqual(period);
      }),
    );
  });

  it('drillDown gives null or a usable period inside the clicked bucket', () => {
    fc.assert(
      fc.property(anyPeriod, fc.nat(), drillContext, (period, index, context) => {
        const buckets = bucketStarts(period);
        const bucket = buckets[index % buckets.length]!;
        const drilled = drillDown(period, bucket, context);
        if (drilled === null) return;
        expectUsable(drilled);
        expect(drilled.start).toEqual(bucket);
        expect(drilled.start < context.now).toBe(true);
        expect(drilled.end <= period.end).toBe(true);
      }),
    );
  });

  it('bucketStarts rises strictly from start, stays before end and covers the period', () => {
    fc.assert(
      fc.property(anyPeriod, (period) => {
        const buckets = bucketStarts(period);
        expect(buckets[0]).toEqual(period.start);
        for (let index = 1; index < buckets.length; index++) {
          expect(buckets[index]! > buckets[index - 1]!).toBe(true);
        }
        const last = buckets.at(-1)!;
        expect(last < period.end).toBe(true);
        expect(addUnits(period.level, last, 1)).toEqual(period.end);
        expect(buckets.every((start) => isUnitStart(period.level, start))).toBe(true);
      }),
    );
  });

  it('the page query string round-trips', () => {
    fc.assert(
      fc.property(anyPeriod, (period) => {
        const params = new URLSearchParams(periodToSearchParams(period));
        expect(periodFromSearchParams(new URLSearchParams(params.toString()))).toEqual(period);
      }),
    );
  });
});
