import type { DayBlock } from '../db/day-block';
import { putBlock, type DayBlocksByPoint } from '../db/meter-days-store';

// Day blocks sent from a worker thread: a few large arrays moved (transferred) in one message,
// instead of hundreds of thousands of small ones copied one by one.

export interface PackedBlocks {
  /** Per block: point id, day start, minutes, intervals, and whether it has production, readings. */
  heads: Float64Array;
  value: Float64Array;
  quality: Uint8Array;
  holds: Uint8Array;
  production: Float64Array;
  productionQuality: Uint8Array;
  reading: Float64Array;
}

const headSize = 6;

export function packBlocks(blocks: Iterable<DayBlock>): PackedBlocks {
  const list = [...blocks];
  let slots = 0;
  let productionSlots = 0;
  let readingSlots = 0;
  for (const block of list) {
    slots += block.value.length;
    if (block.production) productionSlots += block.value.length;
    if (block.reading) readingSlots += block.value.length;
  }
  const packed: PackedBlocks = {
    heads: new Float64Array(list.length * headSize),
    value: new Float64Array(slots),
    quality: new Uint8Array(slots),
    holds: new Uint8Array(slots),
    production: new Float64Array(productionSlots),
    productionQuality: new Uint8Array(productionSlots),
    reading: new Float64Array(readingSlots),
  };
  let at = 0;
  let productionAt = 0;
  let readingAt = 0;
  list.forEach((block, index) => {
    const length = block.value.length;
    packed.heads.set(
      [
        block.pointId,
        block.dayStart,
        block.minutes,
        length,
        block.production ? 1 : 0,
        block.reading ? 1 : 0,
      ],
      index * headSize,
    );
    packed.value.set(block.value, at);
    packed.quality.set(block.quality, at);
    packed.holds.set(block.holds, at);
    at += length;
    if (block.production) {
      packed.production.set(block.production, productionAt);
      packed.productionQuality.set(block.productionQuality!, productionAt);
      productionAt += length;
    }
    if (block.reading) {
      packed.reading.set(block.reading, readingAt);
      readingAt += length;
    }
  });
  return packed;
}

/** The arrays of `packed`, for a `postMessage` transfer list. */
export const packedBuffers = (packed: PackedBlocks): ArrayBuffer[] =>
  Object.values(packed).map((array: Float64Array | Uint8Array) => array.buffer as ArrayBuffer);

/** The blocks of `packed`, as views into its arrays (nothing is copied). */
export function unpackBlocks(packed: PackedBlocks): DayBlocksByPoint {
  const blocks: DayBlocksByPoint = new Map();
  let at = 0;
  let productionAt = 0;
  let readingAt = 0;
  for (let head = 0; head < packed.heads.length; head += headSize) {
    const [pointId, dayStart, minutes, length, hasProduction, hasReading] = packed.heads.subarray(
      head,
      head + headSize,
    ) as unknown as [number, number, number, number, number, number];
    const block: DayBlock = {
      pointId,
      dayStart,
      minutes,
      value: packed.value.subarray(at, at + length),
      quality: packed.quality.subarray(at, at + length),
      holds: packed.holds.subarray(at, at + length),
      production: null,
      productionQuality: null,
      reading: null,
    };
    at += length;
    if (hasProduction) {
      block.production = packed.production.subarray(productionAt, productionAt + length);
      block.productionQuality = packed.productionQuality.subarray(
        productionAt,
        productionAt + length,
      );
      productionAt += length;
    }
    if (hasReading) {
      block.reading = packed.reading.subarray(readingAt, readingAt + length);
      readingAt += length;
    }
    putBlock(blocks, block);
  }
  return blocks;
}
