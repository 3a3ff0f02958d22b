import type { UsageAnswer } from '@energiaportaali/domain';
import { describe, expect, it } from 'vitest';
import { formatAmount, monthRows, totalOf, yearOfMonths } from './month-usage';

// 15 May 2026 at noon in Helsinki.
const now = new Date('2026-05-15T09:00:00Z');

describe('the small month chart of a metering point', () => {
  it('asks the current Helsinki year: electricity and heat by thisyear, water by month', () => {
    expect(yearOfMonths('electricity', now)).toMatchObject({
      range: { start: '2026-01-01', end: '2027-01-01' },
      level: 'thisyear',
      year: 2026,
    });
    expect(yearOfMonths('districtheat', now).level).toBe('thisyear');
    expect(yearOfMonths('water', now).level).toBe('month');
    // New Year's night in Helsinki is still the old year in UTC.
    expect(yearOfMonths('water', new Date('2026-12-31T22:30:00Z')).year).toBe(2027);
  });

  it('gives twelve months by Helsinki bucket start, months without data empty', () => {
    const { period } = yearOfMonths('electricity', now);
    const answer: UsageAnswer = {
      unit: 'kWh',
      maximumResolution: 'hour',
      data: [
        { ts: '2025-12-31T22:00:00.000Z', v: 120.4 },
        { ts: '2026-02-28T22:00:00.000Z', v: 80 },
      ],
    };
    const rows = monthRows(period, answer);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ tick: '1', name: 'tammikuu', value: 120.4 });
    expect(rows[1]).toEqual({ tick: '2', name: 'helmikuu', value: null });
    expect(rows[2]).toEqual({ tick: '3', name: 'maaliskuu', value: 80 });
    expect(rows[11]?.name).toBe('joulukuu');
    expect(totalOf(rows)).toBeCloseTo(200.4);
  });

  it('has no total without data and rounds like the dashboards', () => {
    const { period } = yearOfMonths('water', now);
    const empty = monthRows(period, { unit: 'm3', maximumResolution: 'day', data: [] });
    expect(totalOf(empty)).toBeNull();
    expect(formatAmount('electricity', 12345.6)).toBe('12\u00a0346');
    expect(formatAmount('water', 12.3456)).toBe('12,346');
  });
});
