import { describe, expect, it } from 'vitest';
import { emptyBlock, helsinkiDayOf, productionOf, readingsOf } from './day-block';
import { daySums, decimalText } from './day-sums';

const day = helsinkiDayOf(Date.UTC(2025, 5, 10, 12));

function quarterHours(values: number[]) {
  const block = emptyBlock(1, day, 15);
  values.forEach((value, i) => (block.value[i] = value));
  return block;
}

describe('decimalText', () => {
  it('writes integers of small units as exact decimals', () => {
    expect(decimalText(1_500_000, 6)).toBe('1.500000');
    expect(decimalText(-250, 6)).toBe('-0.000250');
    expect(decimalText(0, 6)).toBe('0.000000');
    expect(decimalText(123_456_789_012_345_678n, 14)).toBe('1234.56789012345678');
  });
});

describe('daySums', () => {
  it('sums present intervals, counts hours and takes the last reading and the worst quality', () => {
    const block = quarterHours([250_000, 500_000, Number.NaN, 1_000_000]);
    block.quality[2] = 3; // a missing value: present, but no value
    block.quality[3] = 1;
    readingsOf(block)[1] = 12_345_500_000;
    const production = productionOf(block);
    production.values[4] = 750_000;
    const prices = {
      eur: Array.from({ length: 96 }, () => 10_000_000), // 100 EUR/MWh
      night: Array.from({ length: 96 }, (_, i) => i < 28),
    };
    expect(daySums(block, prices)).toEqual({
      value: '1.750000',
      quality: 3,
      production: '0.750000',
      productionQuality: 0,
      reading: '12345.500000',
      samples: 5,
      hours: 2,
      nightValue: '1.750000',
      // 1.75 kWh at 100 EUR/MWh.
      spotCost: '0.17500000000000',
    });
  });

  it('has no cost when an interval lacks its price, and nothing for an empty day', () => {
    const prices = { eur: [null, ...Array.from({ length: 95 }, () => 1)], night: [] };
    expect(daySums(quarterHours([1, 2]), prices)?.spotCost).toBeNull();
    expect(daySums(quarterHours([]), prices)).toBeNull();
  });

  it('stays exact past 2^53 (BigInt)', () => {
    const big = 999_999_999_999_999; // 999 999 999.999999 kWh
    const prices = {
      eur: Array.from({ length: 96 }, () => 999_999_999_999), // 9 999 999.99999 EUR/MWh
      night: Array.from({ length: 96 }, () => true),
    };
    const sums = daySums(quarterHours(Array.from({ length: 96 }, () => big)), prices)!;
    expect(sums.value).toBe('95999999999.999904');
    expect(sums.nightValue).toBe(sums.value);
    const cost = (BigInt(big) * 999_999_999_999n * 96n).toString();
    expect(sums.spotCost).toBe(`${cost.slice(0, -14)}.${cost.slice(-14)}`);
  });
});
