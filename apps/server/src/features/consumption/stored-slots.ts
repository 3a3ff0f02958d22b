import type { UsageRange } from '../../usage-periods/range';

/**
 * A meter_days row (decision 0038) as `storedBlocksJson` writes it: `d` the Helsinki midnight
 * (epoch ms), `m` the minutes of each interval, values in millionths of the unit (null where
 * none), qualities as hex (a byte per interval, null when all are 0).
 */
export interface StoredBlock {
  d: number;
  m: number;
  v: (number | null)[] | null;
  q: string | null;
  p: (number | null)[] | null;
  pq: string | null;
  r: (number | null)[] | null;
}

// The API's names of the stored quality codes (import/meter-quality.ts); 0 is measured.
const qualityNames: (string | undefined)[] = [undefined, 'estimated', 'suspect', 'missing'];

const bytesOf = (hex: string | null) => (hex === null ? null : Buffer.from(hex, 'hex'));

// Millionths as the decimal they stand for: the same number as PostgreSQL's numeric would write.
const units = (micro: number) => micro / 1_000_000;

const dayMs = 86_400_000;
// 'HH:MM:00.000Z' of each minute of a UTC day, made on first use.
let minuteTimes: string[] | undefined;

/**
 * `new Date(instant).toISOString()` for instants of whole minutes, from the UTC date and a table
 * of the day's minutes: a day view writes 96 of them, and toISOString was half of its cost.
 */
function isoTimes(): (instant: number) => string {
  minuteTimes ??= Array.from({ length: 1440 }, (_, minute) =>
    new Date(minute * 60_000).toISOString().slice(11),
  );
  const times = minuteTimes;
  let day = Number.NaN;
  let date = '';
  return (instant) => {
    if (instant % 60_000 !== 0) return new Date(instant).toISOString();
    const utcDay = Math.floor(instant / dayMs);
    if (utcDay !== day) {
      day = utcDay;
      date = new Date(instant).toISOString().slice(0, 11);
    }
    return date + times[(instant - utcDay * dayMs) / 60_000]!;
  };
}

/**
 * The intervals of the blocks that start in the range, as the answer's buckets in JSON text (the
 * members of `usageAnswerSchema`'s data: a bucket without production, reading or quality is
 * `ts` and `v` only, and a missing member is left out); null when none holds anything. The
 * blocks come in day order, so the buckets do too.
 */
export function slotBucketsJson(blocksJson: string, range: UsageRange): string | null {
  const start = range.start.getTime();
  const end = range.end.getTime();
  const isoTime = isoTimes();
  let json = '';
  for (const block of JSON.parse(blocksJson) as StoredBlock[]) {
    const { d: dayStart, v: values, p: production, r: readings } = block;
    const quality = bytesOf(block.q);
    const productionQuality = bytesOf(block.pq);
    const step = block.m * 60_000;
    const slots = Math.max(values?.length ?? 0, production?.length ?? 0, readings?.length ?? 0);
    const first = Math.max(0, Math.ceil((start - dayStart) / step));
    const last = Math.min(slots, Math.ceil((end - dayStart) / step));
    for (let i = first; i < last; i++) {
      const v = values?.[i] ?? null;
      const p = production?.[i] ?? null;
      const r = readings?.[i] ?? null;
      const q = quality?.[i] ?? 0;
      if (v !== null && p === null && r === null && q === 0) {
        json += `,{"ts":"${isoTime(dayStart + i * step)}","v":${units(v)}}`;
        continue;
      }
      if (v === null && p === null && r === null && q === 0 && !productionQuality?.[i]) continue;
      json += `,{"ts":"${isoTime(dayStart + i * step)}"`;
      if (v !== null) json += `,"v":${units(v)}`;
      if (p !== null) json += `,"vp":${units(p)}`;
      if (r !== null) json += `,"r":${units(r)}`;
      const name = qualityNames[q];
      if (name !== undefined) json += `,"q":"${name}"`;
      json += '}';
    }
  }
  return json === '' ? null : `[${json.slice(1)}]`;
}
