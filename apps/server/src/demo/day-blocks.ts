import {
  emptyBlock,
  helsinkiDayOf,
  microUnits,
  productionOf,
  readingsOf,
  type DayBlock,
} from '../db/day-block';
import { qualityCode } from '../import/meter-quality';
import type { MeterSeries } from './series';

/**
 * A point's demo series as the day blocks of meter_days: each value in its Helsinki day's slot,
 * with its quality; a missing value keeps its quality and no value.
 */
export function demoDayBlocks(
  pointId: number,
  series: MeterSeries,
  quality: readonly number[],
): DayBlock[] {
  const blocks: DayBlock[] = [];
  let dayEnd = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < series.ms.length; i++) {
    const instant = series.ms[i]!;
    const minutes = series.minutes[i]!;
    if (instant >= dayEnd) {
      const day = helsinkiDayOf(instant);
      blocks.push(emptyBlock(pointId, day, minutes));
      dayEnd = day.end;
    }
    const block = blocks[blocks.length - 1]!;
    // The smart-meter switch is at a midnight: a day's intervals share one length.
    if (block.minutes !== minutes) {
      throw new Error(`demo series of point ${pointId} changes resolution within a day`);
    }
    const slot = Math.floor((instant - block.dayStart) / (minutes * 60_000));
    placeValue(block, slot, series, i, quality[i]!);
  }
  return blocks;
}

function placeValue(
  block: DayBlock,
  slot: number,
  series: MeterSeries,
  i: number,
  quality: number,
): void {
  block.quality[slot] = quality;
  if (quality !== qualityCode.missing) block.value[slot] = microUnits(series.value[i]!);
  const produced = series.production[i];
  if (produced !== null && produced !== undefined) {
    productionOf(block).values[slot] = microUnits(produced);
  }
  readingsOf(block)[slot] = microUnits(series.reading[i]!);
}
