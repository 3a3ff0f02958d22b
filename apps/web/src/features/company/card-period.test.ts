import { describe, expect, it } from 'vitest';
import { fi } from '../../texts/fi';
import {
  detailSearch,
  initialCardPeriod,
  periodDays,
  periodText,
  presetCardPeriod,
  rangeCardPeriod,
} from './card-period';

const texts = fi.company.usage;
// 15 May 2026, midday in Helsinki.
const now = new Date('2026-05-15T09:00:00Z');

describe('a company card period', () => {
  it('opens at the current year by month', () => {
    const { period, preset } = initialCardPeriod(now);
    expect(preset).toBeNull();
    expect(period).toMatchObject({ frame: 'year', level: 'month' });
    expect(periodText(period, now, texts)).toBe('Vuosi 2026');
    expect(detailSearch(period)).toBe('?start=2026-01-01&end=2027-01-01&frame=year&level=month');
  });

  it('has the three presets of spec 02 §9: last year and quarter by month, last month by day', () => {
    const year = presetCardPeriod('year', now);
    expect(year.preset).toBe('year');
    expect(year.period.level).toBe('month');
    expect(periodText(year.period, now, texts)).toBe('1.1.2025–31.12.2025');

    const quarter = presetCardPeriod('quarter', now).period;
    expect(quarter.level).toBe('month');
    expect(periodText(quarter, now, texts)).toBe('1.1.2026–31.3.2026');

    const month = presetCardPeriod('month', now).period;
    expect(month.level).toBe('day');
    expect(periodText(month, now, texts)).toBe('1.4.2026–30.4.2026');
    expect(detailSearch(month)).toBe('?start=2026-04-01&end=2026-05-01&frame=custom&level=day');
  });

  it('takes whole days from the calendar, never future ones nor more than a year', () => {
    const chosen = rangeCardPeriod({ from: '2026-03-01', to: '2026-03-10' }, now);
    expect(chosen?.preset).toBeNull();
    expect(chosen?.period.level).toBe('day');
    expect(periodText(chosen!.period, now, texts)).toBe('1.3.2026–10.3.2026');
    // A single chosen day (no end yet) is a day by hour.
    expect(rangeCardPeriod({ from: '2026-05-14' }, now)?.period.level).toBe('hour');
    expect(rangeCardPeriod({ from: '2026-05-10', to: '2026-05-16' }, now)).toBeNull();
    expect(rangeCardPeriod({ from: '2025-01-01', to: '2026-01-02' }, now)).toBeNull();
  });

  it('shows the current year in the calendar only up to today', () => {
    expect(periodDays(initialCardPeriod(now).period, now)).toEqual({
      from: '2026-01-01',
      to: '2026-05-15',
    });
  });
});
