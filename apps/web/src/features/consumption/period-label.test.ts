import {
  customPeriod,
  formatBucketTick,
  periodContaining,
  previousPeriod,
} from '@energiaportaali/domain';
import { describe, expect, it } from 'vitest';
import { fi } from '../../texts/fi';
import { bucketLabel, periodLabel } from './period-label';

const texts = fi.consumption.periodLabels;
// 3 May 2024 13:30 in Helsinki (UTC+3).
const instant = new Date('2024-05-03T10:30:00Z');
const now = new Date('2026-06-15T09:00:00Z');

describe('periodLabel', () => {
  it.each([
    ['year', 'Vuosi 2024'],
    ['month', 'toukokuu 2024'],
    ['week', 'Viikko 18/2024'],
    ['day', '3.5.2024'],
    ['hour', '3.5.2024 klo 13–14'],
  ] as const)('names a %s frame %s', (frame, label) => {
    expect(periodLabel(periodContaining(frame, instant), texts)).toBe(label);
  });

  it('names a custom range by its first and last day', () => {
    const period = customPeriod('2024-03-01', '2024-03-15', now);
    expect(period && periodLabel(period, texts)).toBe('1.3.2024–15.3.2024');
  });

  it('names a custom range of one day by that day', () => {
    const period = customPeriod('2024-03-01', '2024-03-01', now);
    expect(period && periodLabel(period, texts)).toBe('1.3.2024');
  });

  it('names the previous-quarter preset by its days', () => {
    expect(periodLabel(previousPeriod('quarter', now), texts)).toBe('1.1.2026–31.3.2026');
  });

  it('uses the ISO week-year at the turn of the year', () => {
    const period = periodContaining('week', new Date('2024-12-31T10:00:00Z'));
    expect(periodLabel(period, texts)).toBe('Viikko 1/2025');
  });

  it('writes the end of the last hour of a day as 24', () => {
    const period = periodContaining('hour', new Date('2024-05-03T20:30:00Z'));
    expect(periodLabel(period, texts)).toBe('3.5.2024 klo 23–24');
  });
});

describe('bucket labels', () => {
  it('labels each level in full and on the axis', () => {
    expect(bucketLabel(instant, 'month', texts)).toBe('toukokuu 2024');
    expect(formatBucketTick(instant, 'month')).toBe('touko');
    expect(bucketLabel(instant, 'day', texts)).toBe('3.5.2024');
    expect(formatBucketTick(instant, 'day')).toBe('3.5.');
    expect(formatBucketTick(instant, 'hour')).toBe('13');
    const quarter = new Date('2024-05-03T10:15:00Z');
    expect(bucketLabel(quarter, 'quarterhour', texts)).toBe('3.5.2024 klo 13.15–13.30');
    expect(formatBucketTick(quarter, 'quarterhour')).toBe('13.15');
  });

  it('shows the hour that DST skips as the real span of the bucket', () => {
    // 30 March 2025: 02:00 EET is followed by 04:00 EEST.
    expect(bucketLabel(new Date('2025-03-30T00:00:00Z'), 'hour', texts)).toBe('30.3.2025 klo 2–4');
    expect(bucketLabel(new Date('2025-03-30T00:45:00Z'), 'quarterhour', texts)).toBe(
      '30.3.2025 klo 2.45–4.00',
    );
  });

  it('names both hours that DST repeats 3–4', () => {
    // 26 October 2025: 03:00 EEST (00:00 UTC) and 03:00 EET (01:00 UTC).
    expect(bucketLabel(new Date('2025-10-26T00:00:00Z'), 'hour', texts)).toBe('26.10.2025 klo 3–4');
    expect(bucketLabel(new Date('2025-10-26T01:00:00Z'), 'hour', texts)).toBe('26.10.2025 klo 3–4');
    expect(bucketLabel(new Date('2025-10-26T00:45:00Z'), 'quarterhour', texts)).toBe(
      '26.10.2025 klo 3.45–4.00',
    );
  });

  it('ends the last quarter of a day at 24.00', () => {
    expect(bucketLabel(new Date('2024-05-03T20:45:00Z'), 'quarterhour', texts)).toBe(
      '3.5.2024 klo 23.45–24.00',
    );
  });
});
