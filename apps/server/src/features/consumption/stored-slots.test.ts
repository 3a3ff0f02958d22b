import { describe, expect, it } from 'vitest';
import { parseUsageBoundary } from '@energiaportaali/domain';
import { slotBucketsJson, type StoredBlock } from './stored-slots';

const quarter = 15 * 60_000;
const midnight = (day: string) => parseUsageBoundary(day)!.getTime();
const june10 = midnight('2024-06-10');
// Helsinki's clocks go forward on 31 March 2024: a day of 23 hours, 92 quarter-hours.
const march31 = midnight('2024-03-31');

function block(day: number, values: (number | null)[], rest: Partial<StoredBlock> = {}) {
  return { d: day, m: 15, v: values, q: null, p: null, pq: null, r: null, ...rest };
}

const buckets = (blocks: StoredBlock[], start: number, end: number) => {
  const json = slotBucketsJson(JSON.stringify(blocks), {
    start: new Date(start),
    end: new Date(end),
  });
  return json === null ? null : (JSON.parse(json) as Record<string, unknown>[]);
};

const iso = (instant: number) => new Date(instant).toISOString();

describe('slotBucketsJson', () => {
  it('writes each interval in the range at its start, in kWh, leaving out the empty ones', () => {
    const day = block(june10, [1_500_000, null, 250, -2_000_000]);
    expect(buckets([day], june10, june10 + 86_400_000)).toEqual([
      { ts: iso(june10), v: 1.5 },
      { ts: iso(june10 + 2 * quarter), v: 0.00025 },
      { ts: iso(june10 + 3 * quarter), v: -2 },
    ]);
  });

  it('keeps the intervals that start in [start, end) only', () => {
    const day = block(june10, [1_000_000, 2_000_000, 3_000_000, 4_000_000]);
    expect(buckets([day], june10 + 7 * 60_000, june10 + 3 * quarter)).toEqual([
      { ts: iso(june10 + quarter), v: 2 },
      { ts: iso(june10 + 2 * quarter), v: 3 },
    ]);
    expect(buckets([day], june10 + 4 * quarter, june10 + 86_400_000)).toBeNull();
  });

  it('adds production, reading and quality where there are any', () => {
    const day = block(june10, [1_000_000, null, null], {
      p: [500_000, null, null],
      r: [12_345_678_900, null, null],
      q: '000300',
      pq: '000001',
    });
    expect(buckets([day], june10, june10 + 86_400_000)).toEqual([
      { ts: iso(june10), v: 1, vp: 0.5, r: 12345.6789 },
      { ts: iso(june10 + quarter), q: 'missing' },
      // Only the production's quality: an interval that holds nothing to show but its time.
      { ts: iso(june10 + 2 * quarter) },
    ]);
  });

  it('follows the blocks over a day whose clocks go forward', () => {
    const values = Array.from({ length: 92 }, (_, i) => i * 1_000_000);
    const answer = buckets([block(march31, values)], march31, march31 + 23 * 3_600_000)!;
    expect(answer).toHaveLength(92);
    expect(answer[91]).toEqual({ ts: iso(march31 + 91 * quarter), v: 91 });
  });
});
