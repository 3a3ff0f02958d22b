import { describe, expect, it } from 'vitest';
import { countUpValue } from './count-up';

describe('countUpValue', () => {
  it('starts at 0 and ends exactly at the target', () => {
    expect(countUpValue(1234.5, 0, 600)).toBe(0);
    expect(countUpValue(1234.5, 600, 600)).toBe(1234.5);
    expect(countUpValue(1234.5, 10_000, 600)).toBe(1234.5);
    expect(countUpValue(-42, 800, 800)).toBe(-42);
  });

  it('rushes a total above 10 to 90 % and then eases to the value', () => {
    expect(countUpValue(1000, 240, 600)).toBeCloseTo(900);
    expect(countUpValue(1000, 120, 600)).toBeCloseTo(450);
    const late = countUpValue(1000, 420, 600);
    expect(late).toBeGreaterThan(900);
    expect(late).toBeLessThan(1000);
  });

  it('eases a small total all the way', () => {
    expect(countUpValue(8, 300, 600)).toBeCloseTo(8 * (1 - 0.5 ** 3));
  });

  it('never overshoots and never goes backwards', () => {
    for (const target of [3, 10, 11, 987.654, 45_678]) {
      let previous = 0;
      for (let elapsed = 0; elapsed <= 700; elapsed += 7) {
        const value = countUpValue(target, elapsed, 700);
        expect(value).toBeGreaterThanOrEqual(previous);
        expect(value).toBeLessThanOrEqual(target);
        previous = value;
      }
    }
  });

  it('shows the target at once for a zero duration', () => {
    expect(countUpValue(5, 0, 0)).toBe(5);
  });
});
