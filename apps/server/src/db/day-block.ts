import { helsinkiFields, helsinkiMidnight } from '@energiaportaali/domain';

// A point's Helsinki day of meter data as stored in `meter_days` (decision 0038), in memory:
// its intervals in order from Helsinki midnight, values in millionths of their unit (exact for
// numeric(18,6) up to 2^53, which the import's limits keep to), NaN where there is none.

/** What an interval of a block holds (bit flags): what a merge takes from the incoming block. */
export const Holds = { consumption: 1, production: 2, reading: 4 } as const;

export interface DayBlock {
  pointId: number;
  /** Helsinki midnight, epoch ms. */
  dayStart: number;
  /** Length of each interval: 15, 60 or 1440. */
  minutes: number;
  value: Float64Array;
  quality: Uint8Array;
  production: Float64Array | null;
  productionQuality: Uint8Array | null;
  reading: Float64Array | null;
  /** Per interval, the `Holds` flags it carries. */
  holds: Uint8Array;
}

export interface HelsinkiDay {
  start: number;
  end: number;
}

/** The Helsinki calendar day holding `instant` (epoch ms). */
export function helsinkiDayOf(instant: number): HelsinkiDay {
  const { year, month, day } = helsinkiFields(instant);
  return {
    start: helsinkiMidnight(year, month, day).getTime(),
    end: helsinkiMidnight(year, month, day + 1).getTime(),
  };
}

/** Intervals of `minutes` in a day of `lengthMs` (23, 24 or 25 hours); a daily value is one. */
export const slotCount = (lengthMs: number, minutes: number): number =>
  minutes >= 1440 ? 1 : lengthMs / (minutes * 60_000);

export function emptyBlock(pointId: number, day: HelsinkiDay, minutes: number): DayBlock {
  const slots = slotCount(day.end - day.start, minutes);
  return {
    pointId,
    dayStart: day.start,
    minutes,
    value: new Float64Array(slots).fill(Number.NaN),
    quality: new Uint8Array(slots),
    production: null,
    productionQuality: null,
    reading: null,
    holds: new Uint8Array(slots),
  };
}

const nanArray = (length: number) => new Float64Array(length).fill(Number.NaN);

/** The block's production arrays, made on first use. */
export function productionOf(block: DayBlock): { values: Float64Array; quality: Uint8Array } {
  block.production ??= nanArray(block.value.length);
  block.productionQuality ??= new Uint8Array(block.value.length);
  return { values: block.production, quality: block.productionQuality };
}

export function readingsOf(block: DayBlock): Float64Array {
  block.reading ??= nanArray(block.value.length);
  return block.reading;
}

/** The block on a grid of `minutes` (which divides its own): each interval at its start. */
export function regrid(block: DayBlock, minutes: number, day: HelsinkiDay): DayBlock {
  if (block.minutes === minutes) return block;
  const result = emptyBlock(block.pointId, day, minutes);
  const ratio = block.minutes / minutes;
  for (let i = 0; i < block.value.length; i++) {
    const to = i * ratio;
    result.value[to] = block.value[i]!;
    result.quality[to] = block.quality[i]!;
    result.holds[to] = block.holds[i]!;
    if (block.production) {
      const production = productionOf(result);
      production.values[to] = block.production[i]!;
      production.quality[to] = block.productionQuality![i]!;
    }
    if (block.reading) readingsOf(result)[to] = block.reading[i]!;
  }
  return result;
}

const same = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/** Whether the slot holds anything at all: a value, production, reading or a missing one. */
export function slotPresent(block: DayBlock, i: number): boolean {
  return (
    !Number.isNaN(block.value[i]!) ||
    block.quality[i] !== 0 ||
    !Number.isNaN(block.production?.[i] ?? Number.NaN) ||
    (block.productionQuality?.[i] ?? 0) !== 0 ||
    !Number.isNaN(block.reading?.[i] ?? Number.NaN)
  );
}

export interface MergedBlock {
  block: DayBlock;
  /** Slots that held nothing before and now hold something. */
  inserted: number;
  /** Slots that held something and now hold something else. */
  updated: number;
}

/**
 * The stored block with the incoming one laid over it: each incoming interval replaces what
 * its `holds` flags name (consumption: value and quality; production: production and its
 * quality; reading), everything else stays. Both go on the finer grid of the two.
 */
export function mergeBlocks(stored: DayBlock, incoming: DayBlock, day: HelsinkiDay): MergedBlock {
  const minutes = Math.min(stored.minutes, incoming.minutes);
  const from = regrid(incoming, minutes, day);
  const base = regrid(stored, minutes, day);
  const block: DayBlock = {
    ...base,
    value: base.value.slice(),
    quality: base.quality.slice(),
    production: base.production?.slice() ?? null,
    productionQuality: base.productionQuality?.slice() ?? null,
    reading: base.reading?.slice() ?? null,
    holds: base.holds.slice(),
  };
  let inserted = 0;
  let updated = 0;
  for (let i = 0; i < block.value.length; i++) {
    const holds = from.holds[i]!;
    if (holds === 0) continue;
    const wasPresent = slotPresent(block, i);
    const changed = takeSlot(block, from, i, holds);
    block.holds[i] = block.holds[i]! | holds;
    if (!wasPresent) {
      if (slotPresent(block, i)) inserted++;
    } else if (changed) {
      updated++;
    }
  }
  return { block, inserted, updated };
}

/** Copies into `block` what slot `i` of `from` holds; whether that changed the slot. */
function takeSlot(block: DayBlock, from: DayBlock, i: number, holds: number): boolean {
  let changed = false;
  if (holds & Holds.consumption) {
    changed ||= !same(block.value[i]!, from.value[i]!) || block.quality[i] !== from.quality[i];
    block.value[i] = from.value[i]!;
    block.quality[i] = from.quality[i]!;
  }
  if (holds & Holds.production) {
    const production = productionOf(block);
    const value = from.production?.[i] ?? Number.NaN;
    const quality = from.productionQuality?.[i] ?? 0;
    changed ||= !same(production.values[i]!, value) || production.quality[i] !== quality;
    production.values[i] = value;
    production.quality[i] = quality;
  }
  if (holds & Holds.reading) {
    const readings = readingsOf(block);
    const value = from.reading?.[i] ?? Number.NaN;
    changed ||= !same(readings[i]!, value);
    readings[i] = value;
  }
  return changed;
}

/** Counts the slots a block new to the database brings. */
export function presentSlots(block: DayBlock): number {
  let count = 0;
  for (let i = 0; i < block.value.length; i++) if (slotPresent(block, i)) count++;
  return count;
}

// ---------------------------------------------------------------- to and from PostgreSQL

/** meter_days' columns, in the order of `dayBlockCopyLine`. */
export const dayBlockColumns = [
  'metering_point_id',
  'day_start',
  'minutes',
  'value',
  'quality',
  'production',
  'production_quality',
  'reading',
] as const;

function arrayText(values: Float64Array): string {
  let text = '{';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) text += ',';
    const value = values[i]!;
    text += Number.isNaN(value) ? 'NULL' : String(value);
  }
  return `${text}}`;
}

const optionalArrayText = (values: Float64Array | null) =>
  values === null || values.every(Number.isNaN) ? null : arrayText(values);

const bytesText = (bytes: Uint8Array | null) =>
  bytes === null || bytes.every((byte) => byte === 0)
    ? null
    : `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('hex')}`;

type Nullable = string | null;
type DayBlockTexts = [string, string, string, string, Nullable, Nullable, Nullable, Nullable];

/**
 * The block's columns in PostgreSQL's text form (null for NULL), in `dayBlockColumns` order.
 * The value array is always written (its length is the day's), so that a day of missing values
 * keeps its intervals.
 */
export function dayBlockTexts(block: DayBlock): DayBlockTexts {
  return [
    String(block.pointId),
    new Date(block.dayStart).toISOString(),
    String(block.minutes),
    arrayText(block.value),
    bytesText(block.quality),
    optionalArrayText(block.production),
    bytesText(block.productionQuality),
    optionalArrayText(block.reading),
  ];
}

// COPY's text format escapes backslashes, such as the one of bytea's hex form.
const copyText = (text: string | null) => (text === null ? '\\N' : text.replaceAll('\\', '\\\\'));

/** The block as a line of COPY text. */
export function dayBlockCopyLine(block: DayBlock): string {
  return `${dayBlockTexts(block).map(copyText).join('\t')}\n`;
}

/** A meter_days row as the drivers return it (bigint as string or number, bytea as bytes). */
export interface StoredDayBlockRow {
  metering_point_id: number;
  /** Epoch ms. */
  day_start_ms: number | string;
  minutes: number;
  value: ReadonlyArray<string | number | bigint | null> | null;
  quality: Uint8Array | null;
  production: ReadonlyArray<string | number | bigint | null> | null;
  production_quality: Uint8Array | null;
  reading: ReadonlyArray<string | number | bigint | null> | null;
}

/** Select list giving `StoredDayBlockRow`s from meter_days. */
export const storedDayBlockSelect = `metering_point_id,
  (extract(epoch FROM day_start) * 1000)::float8 AS day_start_ms, minutes, value, quality,
  production, production_quality, reading`;

function numbers(values: StoredDayBlockRow['value'], length: number): Float64Array | null {
  if (values === null) return null;
  const result = nanArray(length);
  values.forEach((value, i) => {
    if (value !== null) result[i] = Number(value);
  });
  return result;
}

export function dayBlockFromRow(row: StoredDayBlockRow): DayBlock {
  const day = helsinkiDayOf(Number(row.day_start_ms));
  const block = emptyBlock(row.metering_point_id, day, row.minutes);
  const length = block.value.length;
  block.value = numbers(row.value, length) ?? block.value;
  if (row.quality) block.quality = Uint8Array.from(row.quality);
  block.production = numbers(row.production, length);
  if (block.production) {
    block.productionQuality = row.production_quality
      ? Uint8Array.from(row.production_quality)
      : new Uint8Array(length);
  } else if (row.production_quality) {
    block.production = nanArray(length);
    block.productionQuality = Uint8Array.from(row.production_quality);
  }
  block.reading = numbers(row.reading, length);
  for (let i = 0; i < length; i++) {
    if (slotPresent(block, i)) block.holds[i] = Holds.consumption;
  }
  return block;
}

const zero = 48;
const point = 46;
const minus = 45;
const decimalScale = [1_000_000, 100_000, 10_000, 1_000, 100, 10, 1];

/**
 * Exact millionths of a decimal text ('12.5' → 12500000; decimals past the sixth are dropped).
 * Exact below 2^53 millionths, which the import's limits keep to. A character loop: it runs for
 * every value of files of tens of millions of values.
 */
export function microUnits(decimal: string): number {
  const negative = decimal.charCodeAt(0) === minus;
  let micro = 0;
  let decimals = -1;
  for (let i = negative ? 1 : 0; i < decimal.length; i++) {
    const c = decimal.charCodeAt(i);
    if (c === point) {
      decimals = 0;
    } else if (decimals < 6) {
      micro = micro * 10 + (c - zero);
      if (decimals >= 0) decimals++;
    }
  }
  micro *= decimalScale[Math.max(decimals, 0)]!;
  return negative ? -micro : micro;
}
