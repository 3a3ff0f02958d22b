import type { QualityLabel } from '@energiaportaali/domain';
import { describe, expect, it } from 'vitest';
import { barMark, hasMissingValues, qualityLegend } from './quality';
import type { UsageRow } from './usage-rows';

function rowOf(quality: QualityLabel | null, value: number | null = 1): UsageRow {
  return {
    start: new Date('2025-11-05T10:00:00Z'),
    tick: '12.00',
    label: '5.11.2025 klo 12.00–13.00',
    value,
    quality,
    comparison: null,
    comparisonQuality: null,
    production: null,
    reading: null,
    temperature: null,
    cost: null,
    costParts: null,
    price: null,
  };
}

describe('barMark', () => {
  it('marks estimated and suspect values and partial buckets; not measured bars or gaps', () => {
    expect(barMark('estimated')).toBe('estimated');
    expect(barMark('containsEstimated')).toBe('estimated');
    expect(barMark('suspect')).toBe('suspect');
    expect(barMark('containsSuspect')).toBe('suspect');
    expect(barMark('containsMissing')).toBe('partial');
    expect(barMark('measured')).toBeNull();
    expect(barMark('missing')).toBeNull();
    expect(barMark(null)).toBeNull();
  });
});

describe('qualityLegend', () => {
  it('has an entry for each mark present, in a fixed order, named as the period names it', () => {
    const rows = [
      rowOf('containsMissing'),
      rowOf('measured'),
      rowOf('containsSuspect'),
      rowOf('containsEstimated'),
      rowOf('containsEstimated'),
      rowOf('missing', null),
    ];
    expect(qualityLegend(rows)).toEqual([
      { mark: 'estimated', quality: 'containsEstimated' },
      { mark: 'suspect', quality: 'containsSuspect' },
      { mark: 'partial', quality: 'containsMissing' },
    ]);
    expect(qualityLegend([rowOf('estimated'), rowOf('measured')])).toEqual([
      { mark: 'estimated', quality: 'estimated' },
    ]);
  });

  it('is empty when every bar is measured, whatever gaps there are', () => {
    expect(qualityLegend([rowOf('measured'), rowOf('missing', null), rowOf(null, null)])).toEqual(
      [],
    );
  });
});

describe('hasMissingValues', () => {
  it('is true when a bucket lacks all or some of its values', () => {
    expect(hasMissingValues([rowOf('measured'), rowOf('missing', null)])).toBe(true);
    expect(hasMissingValues([rowOf('containsMissing')])).toBe(true);
    expect(hasMissingValues([rowOf('estimated'), rowOf('suspect'), rowOf(null, null)])).toBe(false);
  });
});
