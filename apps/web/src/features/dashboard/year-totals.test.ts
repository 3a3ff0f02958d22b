import { describe, expect, it } from 'vitest';
import { addAmounts, currentYear, sumUsage } from './year-totals';

describe('currentYear', () => {
  it('is the Helsinki calendar year, asked from 1.1. to 1.1. of the next year', () => {
    // 31.12.2025 23.30 UTC is already 1.1.2026 in Helsinki.
    const { year, range, period } = currentYear(new Date('2025-12-31T23:30:00Z'));
    expect(year).toBe(2026);
    expect(range).toEqual({ start: '2026-01-01', end: '2027-01-01' });
    expect(period.frame).toBe('year');
  });
});

describe('sumUsage', () => {
  it('adds the values of every bucket in the answer unit', () => {
    const answer = {
      data: [
        { ts: '2026-01-01T00:00:00Z', v: 100.25 },
        { ts: '2026-02-01T00:00:00Z', v: -20.5, vp: 30 },
      ],
      unit: 'kWh' as const,
      maximumResolution: 'hour' as const,
    };
    expect(sumUsage(answer)).toEqual({ value: 79.75, unit: 'kWh' });
  });

  it('skips the buckets whose values are all missing, and counts the values a bucket has', () => {
    const answer = {
      data: [
        { ts: '2026-01-01T00:00:00Z', v: 100.25, q: 'estimated' as const },
        { ts: '2026-02-01T00:00:00Z', q: 'missing' as const },
        { ts: '2026-03-01T00:00:00Z', v: 10, q: 'missing' as const },
      ],
      unit: 'kWh' as const,
      maximumResolution: 'hour' as const,
    };
    expect(sumUsage(answer)).toEqual({ value: 110.25, unit: 'kWh' });
  });

  it('is zero for an empty answer', () => {
    expect(sumUsage({ data: [], unit: 'm3', maximumResolution: 'day' })).toEqual({
      value: 0,
      unit: 'm3',
    });
  });
});

describe('addAmounts', () => {
  it('adds amounts of one unit', () => {
    expect(
      addAmounts([
        { value: 1, unit: 'm3' },
        { value: 2.5, unit: 'm3' },
      ]),
    ).toEqual({ value: 3.5, unit: 'm3' });
  });

  it('adds kWh and MWh in kWh', () => {
    expect(
      addAmounts([
        { value: 500, unit: 'kWh' },
        { value: 1.5, unit: 'MWh' },
      ]),
    ).toEqual({ value: 2000, unit: 'kWh' });
  });

  it('is null for nothing', () => {
    expect(addAmounts([])).toBeNull();
  });
});
