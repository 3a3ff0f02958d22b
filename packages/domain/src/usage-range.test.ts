import { describe, expect, it } from 'vitest';
import { exceedsOneYear, isValidUsageRange, parseUsageBoundary } from './usage-range';

describe('parseUsageBoundary', () => {
  it('reads a calendar day as Helsinki midnight, in winter and in summer time', () => {
    expect(parseUsageBoundary('2024-01-01')?.toISOString()).toBe('2023-12-31T22:00:00.000Z');
    expect(parseUsageBoundary('2024-07-01')?.toISOString()).toBe('2024-06-30T21:00:00.000Z');
  });

  it('takes an instant with an offset as is', () => {
    expect(parseUsageBoundary('2024-03-31T03:00:00+03:00')?.toISOString()).toBe(
      '2024-03-31T00:00:00.000Z',
    );
    expect(parseUsageBoundary('2024-03-31T00:00:00Z')?.toISOString()).toBe(
      '2024-03-31T00:00:00.000Z',
    );
  });

  it.each(['', '2024-02-30', '2024-13-01', '31.12.2024', 'now', '2024-01-01T99:00:00Z'])(
    'refuses %j',
    (text) => expect(parseUsageBoundary(text)).toBeNull(),
  );
});

describe('exceedsOneYear', () => {
  const day = (text: string) => parseUsageBoundary(text)!;

  it('allows exactly one calendar year, also across a leap day', () => {
    expect(exceedsOneYear(day('2024-01-01'), day('2025-01-01'))).toBe(false);
    expect(exceedsOneYear(day('2023-03-01'), day('2024-03-01'))).toBe(false);
  });

  it('refuses a day more', () => {
    expect(exceedsOneYear(day('2024-01-01'), day('2025-01-02'))).toBe(true);
  });

  it('is part of the range check with order and validity', () => {
    expect(isValidUsageRange(day('2024-01-02'), day('2024-01-01'))).toBe(false);
    expect(isValidUsageRange(day('2024-01-01'), day('2024-01-01'))).toBe(false);
    expect(isValidUsageRange(null, day('2024-01-01'))).toBe(false);
    expect(isValidUsageRange(day('2024-01-01'), day('2024-02-01'))).toBe(true);
  });
});
