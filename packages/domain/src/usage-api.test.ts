import { describe, expect, it } from 'vitest';
import { bucketQualityLabel, holdsSingleValue, usageAnswerSchema } from './usage-api';

describe('the quality of a bucket', () => {
  it('is carried by a bucket and its comparison; a bucket of missing values has no value', () => {
    const answer = usageAnswerSchema.parse({
      unit: 'kWh',
      maximumResolution: 'hour',
      data: [
        { ts: '2025-01-01T00:00:00Z', v: 1.5 },
        { ts: '2025-01-01T01:00:00Z', v: 1.2, q: 'estimated' },
        { ts: '2025-01-01T02:00:00Z', q: 'missing', comparison: { ts: '2024-01-01T02:00:00Z' } },
      ],
    });
    expect(answer.data.map((bucket) => [bucket.v, bucket.q])).toEqual([
      [1.5, undefined],
      [1.2, 'estimated'],
      [undefined, 'missing'],
    ]);
    expect(() =>
      usageAnswerSchema.parse({ ...answer, data: [{ ts: '2025-01-01T00:00:00Z', q: 'guessed' }] }),
    ).toThrow();
  });

  it('names a single value by its own quality and a larger bucket by what it holds', () => {
    const single = true;
    expect(bucketQualityLabel({ v: 2 }, single)).toBe('measured');
    expect(bucketQualityLabel({ v: 2, q: 'estimated' }, single)).toBe('estimated');
    expect(bucketQualityLabel({ v: 2, q: 'suspect' }, single)).toBe('suspect');
    expect(bucketQualityLabel({ q: 'missing' }, single)).toBe('missing');
    expect(bucketQualityLabel({ v: 2 }, !single)).toBe('measured');
    expect(bucketQualityLabel({ v: 2, q: 'estimated' }, !single)).toBe('containsEstimated');
    expect(bucketQualityLabel({ v: 2, q: 'suspect' }, !single)).toBe('containsSuspect');
    expect(bucketQualityLabel({ q: 'missing' }, !single)).toBe('missing');
  });

  it('calls a bucket with some values missing partial, and one without a value missing', () => {
    expect(bucketQualityLabel({ v: 2, q: 'missing' }, false)).toBe('containsMissing');
    expect(bucketQualityLabel({ v: 2, q: 'missing' }, true)).toBe('containsMissing');
    expect(bucketQualityLabel({}, true)).toBe('missing');
  });

  it('holds one value when the bucket is the finest resolution stored in the period', () => {
    expect(holdsSingleValue('quarterhour', 'quarterhour')).toBe(true);
    expect(holdsSingleValue('hour', 'hour')).toBe(true);
    expect(holdsSingleValue('hour', 'quarterhour')).toBe(false);
    expect(holdsSingleValue('day', 'hour')).toBe(false);
    expect(holdsSingleValue('month', 'day')).toBe(false);
  });
});
