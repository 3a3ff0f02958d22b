import { describe, expect, it } from 'vitest';
import { splitCsvFields } from './csv-fields';
import { checkDecimal, quantityLimits } from './decimal';
import { parseInstant } from './instant';
import { readLineBatches } from './line-reader';
import { SlotSet } from './slot-set';
import { csvFolder } from './test-csv';

describe('parseInstant', () => {
  it.each([
    ['2025-01-31T22:00:00Z', '2025-01-31T22:00:00.000Z'],
    ['2025-02-01T00:00:00+02:00', '2025-01-31T22:00:00.000Z'],
    ['2025-02-01T00:00+02:00', '2025-01-31T22:00:00.000Z'],
    ['2025-02-01 00:00:00+0200', '2025-01-31T22:00:00.000Z'],
    ['2025-07-01T00:00:00.000+03', '2025-06-30T21:00:00.000Z'],
    ['2024-02-29T12:00:00-05:30', '2024-02-29T17:30:00.000Z'],
  ])('reads %s', (text, iso) => {
    expect(new Date(parseInstant(text)!).toISOString()).toBe(iso);
  });

  it.each([
    '2025-01-31T22:00:00',
    '2025-02-29T00:00:00Z',
    '2025-13-01T00:00:00Z',
    '2025-01-01T24:00:00Z',
    '2025-01-01T00:60:00Z',
    '2025-01-01T00:00:00+15:00',
    '31.1.2025 22:00',
    '',
  ])('refuses %j', (text) => {
    expect(parseInstant(text)).toBeNull();
  });

  it('keeps sub-millisecond fractions, so no grid accepts them', () => {
    expect(parseInstant('2025-01-01T00:00:00.0001Z')! % 1).not.toBe(0);
  });
});

describe('splitCsvFields', () => {
  it('splits, trims and unquotes', () => {
    expect(splitCsvFields(' 1 ,2025-01-01T00:00Z, 0.5,,')).toEqual([
      '1',
      '2025-01-01T00:00Z',
      '0.5',
      '',
      '',
    ]);
    expect(splitCsvFields('"a,b", "say ""hi""" ,c')).toEqual(['a,b', 'say "hi"', 'c']);
  });

  it('refuses broken quoting', () => {
    expect(splitCsvFields('"open,1')).toBeNull();
    expect(splitCsvFields('"a"b,1')).toBeNull();
    expect(splitCsvFields('a"b,1')).toBeNull();
  });
});

describe('checkDecimal', () => {
  it.each(['0', '0.000001', '123456789.999999', '000123456789.5', '-0'])('accepts %s', (text) => {
    expect(checkDecimal('value', text, quantityLimits)).toBeNull();
  });

  it.each([
    ['', 'value is empty'],
    ['1e3', "value '1e3' is not a number (digits with '.' as the decimal point)"],
    ['.5', "value '.5' is not a number (digits with '.' as the decimal point)"],
    ['-0.5', "value '-0.5' is negative"],
    ['1.0000001', "value '1.0000001' has more than 6 decimals"],
    ['1234567890', "value '1234567890' is too large"],
  ])('refuses %j', (text, problem) => {
    expect(checkDecimal('value', text, quantityLimits)).toBe(problem);
  });
});

describe('SlotSet', () => {
  it('tells repeated keys apart from new ones across groups and pages', () => {
    const set = new SlotSet();
    const t = Date.UTC(2025, 0, 1);
    expect(set.add(1, t)).toBe(true);
    expect(set.add(1, t)).toBe(false);
    expect(set.add(2, t)).toBe(true);
    expect(set.add(1, t + 15 * 60_000)).toBe(true);
    expect(set.add(1, Date.UTC(1999, 0, 1))).toBe(true);
    expect(set.add(1, Date.UTC(1999, 0, 1))).toBe(false);
  });
});

describe('readLineBatches', () => {
  it('numbers lines across chunks and drops a byte order mark and carriage returns', async () => {
    const files = await csvFolder();
    try {
      const many = Array.from({ length: 200_000 }, (_, i) => `line ${i + 2}`);
      const file = await files.write('lines.csv', ['\uFEFFheader\r', ...many]);
      const lines: string[] = [];
      let expectedNumber = 1;
      for await (const batch of readLineBatches(file)) {
        expect(batch.firstNumber).toBe(expectedNumber);
        expectedNumber += batch.lines.length;
        lines.push(...batch.lines);
      }
      expect(lines[0]).toBe('header');
      expect(lines[150_000]).toBe('line 150001');
      expect(lines).toHaveLength(200_001);
    } finally {
      await files.remove();
    }
  });
});
