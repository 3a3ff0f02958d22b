import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { helsinkiMidnight } from '@energiaportaali/domain';
import { inImportTransaction } from '../import/import-session';
import type { Database } from './connection';
import {
  dayBlockCopyLine,
  dayBlockFromRow,
  emptyBlock,
  helsinkiDayOf,
  Holds,
  mergeBlocks,
  microUnits,
  presentSlots,
  productionOf,
  readingsOf,
  regrid,
  storedDayBlockSelect,
  type DayBlock,
  type StoredDayBlockRow,
} from './day-block';
import {
  createBlockStaging,
  readStoredBlocks,
  storeDayBlocks,
  writeBlocks,
} from './meter-days-store';
import { queryRows } from './query';

// 2024: spring DST on 31 March (23 hours), autumn on 27 October (25 hours).
const spring = helsinkiDayOf(helsinkiMidnight(2024, 3, 31).getTime());
const autumn = helsinkiDayOf(helsinkiMidnight(2024, 10, 27).getTime());
const ordinary = helsinkiDayOf(helsinkiMidnight(2024, 6, 10).getTime());
const missing = 3;

/** A block of point 1 holding consumption `values` from the first interval on. */
function consumption(day = ordinary, minutes = 15, values: number[] = []): DayBlock {
  const block = emptyBlock(1, day, minutes);
  values.forEach((value, i) => {
    block.value[i] = value;
    block.holds[i] = Holds.consumption;
  });
  return block;
}

describe('day blocks', () => {
  it('have the intervals of their Helsinki day, 23, 24 or 25 hours long', () => {
    const lengths = (day: typeof spring) =>
      [15, 60, 1440].map((minutes) => emptyBlock(1, day, minutes).value.length);
    expect(lengths(spring)).toEqual([92, 23, 1]);
    expect(lengths(ordinary)).toEqual([96, 24, 1]);
    expect(lengths(autumn)).toEqual([100, 25, 1]);
    expect(helsinkiDayOf(spring.start + 5 * 3_600_000)).toEqual(spring);
    expect(helsinkiDayOf(autumn.end - 1)).toEqual(autumn);
  });

  it('regrid onto a finer grid, each interval at its start', () => {
    const hourly = consumption(autumn, 60, [1, 2, 3]);
    hourly.quality[2] = missing;
    hourly.value[2] = Number.NaN;
    readingsOf(hourly)[1] = 9;
    const quarters = regrid(hourly, 15, autumn);
    expect(quarters.value).toHaveLength(100);
    expect([quarters.value[0], quarters.value[4], quarters.value[8]]).toEqual([1, 2, Number.NaN]);
    expect(quarters.quality[8]).toBe(missing);
    expect(quarters.reading![4]).toBe(9);
    expect(presentSlots(quarters)).toBe(3);
    expect(regrid(hourly, 60, autumn)).toBe(hourly);
  });
});

describe('mergeBlocks', () => {
  it('counts new, changed and unchanged intervals', () => {
    const stored = consumption(ordinary, 15, [10, 20]);
    const incoming = consumption(ordinary, 15, [10, 25, 30]);
    const { block, inserted, updated } = mergeBlocks(stored, incoming, ordinary);
    expect({ inserted, updated }).toEqual({ inserted: 1, updated: 1 });
    expect([...block.value.slice(0, 4)]).toEqual([10, 25, 30, Number.NaN]);
    expect(stored.value[1]).toBe(20);
    expect(mergeBlocks(block, incoming, ordinary)).toMatchObject({ inserted: 0, updated: 0 });
  });

  it('takes a change of quality alone as an update', () => {
    const stored = consumption(ordinary, 15, [10]);
    stored.quality[0] = 1;
    const measured = consumption(ordinary, 15, [10]);
    const { block, updated } = mergeBlocks(stored, measured, ordinary);
    expect(updated).toBe(1);
    expect(block.quality[0]).toBe(0);
  });

  it('keeps a missing value as an interval without a value', () => {
    const gap = consumption(spring, 15, [Number.NaN]);
    gap.quality[0] = missing;
    const first = mergeBlocks(consumption(spring), gap, spring);
    expect(first).toMatchObject({ inserted: 1, updated: 0 });
    expect(first.block.quality[0]).toBe(missing);
    expect(mergeBlocks(first.block, gap, spring)).toMatchObject({ inserted: 0, updated: 0 });
    const filled = mergeBlocks(first.block, consumption(spring, 15, [7]), spring);
    expect(filled).toMatchObject({ inserted: 0, updated: 1 });
    expect(filled.block.quality[0]).toBe(0);
  });

  it('lays production beside the stored consumption, and alone where there is none', () => {
    const stored = consumption(ordinary, 15, [10]);
    const incoming = emptyBlock(1, ordinary, 15);
    const production = productionOf(incoming);
    production.values.set([1, 2]);
    production.quality[1] = 1;
    incoming.holds.fill(Holds.production, 0, 2);
    const { block, inserted, updated } = mergeBlocks(stored, incoming, ordinary);
    expect({ inserted, updated }).toEqual({ inserted: 1, updated: 1 });
    expect([block.value[0], block.production![0], block.production![1]]).toEqual([10, 1, 2]);
    expect(block.value[1]).toBeNaN();
    expect(block.productionQuality![1]).toBe(1);

    // A production cell left empty clears the stored production and keeps the consumption.
    const cleared = emptyBlock(1, ordinary, 15);
    productionOf(cleared);
    cleared.holds[0] = Holds.production;
    const after = mergeBlocks(block, cleared, ordinary);
    expect(after).toMatchObject({ updated: 1 });
    expect(after.block.production![0]).toBeNaN();
    expect(after.block.value[0]).toBe(10);
  });

  it('merges an hourly block and a quarter-hour one on the quarter-hours', () => {
    const hourly = consumption(spring, 60, [4, 4]);
    const quarters = consumption(spring, 15, [1, 1, 1, 1, 4]);
    const merged = mergeBlocks(hourly, quarters, spring);
    expect(merged.block.minutes).toBe(15);
    expect(merged.block.value).toHaveLength(92);
    expect({ inserted: merged.inserted, updated: merged.updated }).toEqual({
      inserted: 3,
      updated: 1,
    });
    const coarser = mergeBlocks(quarters, hourly, spring);
    expect(coarser.block.minutes).toBe(15);
    expect([...coarser.block.value.slice(0, 5)]).toEqual([4, 1, 1, 1, 4]);
  });
});

describe('microUnits', () => {
  it.each([
    ['12.5', 12_500_000],
    ['0.000001', 1],
    ['007', 7_000_000],
    ['999999999.999999', 999_999_999_999_999],
    ['-0.25', -250_000],
    ['1.0000009', 1_000_000],
  ])('reads %s', (text, micro) => {
    expect(microUnits(text)).toBe(micro);
  });
});

describe('dayBlockCopyLine', () => {
  it('writes the value array always, and the others only when they hold anything', () => {
    const daily = consumption(ordinary, 1440, [Number.NaN]);
    daily.quality[0] = missing;
    expect(dayBlockCopyLine(daily)).toBe(
      `1\t${new Date(ordinary.start).toISOString()}\t1440\t{NULL}\t\\\\x03\t\\N\t\\N\t\\N\n`,
    );
    const hours = consumption(spring, 60, [1_500_000]);
    productionOf(hours).quality[1] = 2;
    readingsOf(hours);
    expect(dayBlockCopyLine(hours).split('\t').slice(3)).toEqual([
      `{1500000,${new Array(22).fill('NULL').join(',')}}`,
      '\\N',
      '\\N',
      `\\\\x00${'02'.padEnd(44, '0')}`,
      '\\N\n',
    ]);
  });
});

describe('stored day blocks', () => {
  let database: Database;
  let pointId: number;
  // Days long before the test world's meter data.
  const day2019 = (month: number, day: number) =>
    helsinkiDayOf(helsinkiMidnight(2019, month, day).getTime());

  beforeAll(async () => {
    database = await createTestDatabase();
    const [point] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM metering_points ORDER BY id LIMIT 1`,
    );
    pointId = point!.id;
  });
  afterAll(() => database.close());

  function sample(day: ReturnType<typeof day2019>, minutes: number): DayBlock {
    const block = emptyBlock(pointId, day, minutes);
    block.value.forEach((_, i) => (block.value[i] = i % 5 === 0 ? Number.NaN : i * 1_250_001));
    block.quality[0] = missing;
    block.quality[3] = 1;
    const production = productionOf(block);
    production.values[2] = 999_999_999_999_999;
    production.quality[7] = missing;
    readingsOf(block)[block.value.length - 1] = 123_456_789;
    block.holds.fill(Holds.consumption | Holds.production | Holds.reading);
    return block;
  }

  const stored = (from: number, to: number) =>
    readStoredBlocks(database.db, [{ id: pointId, first: from, last: to }]);

  it('come back from the database as they were written, through COPY and parameters', async () => {
    const copied = [sample(day2019(3, 31), 15), sample(day2019(10, 27), 15)];
    await inImportTransaction(database, async ({ db, copyInto }) => {
      await createBlockStaging(db);
      await writeBlocks(db, copyInto, copied);
    });
    const parameterised = [sample(day2019(3, 30), 60), sample(day2019(10, 26), 1440)];
    await storeDayBlocks(database.db, parameterised);

    const blocks = await stored(day2019(3, 1).start, day2019(11, 1).start);
    const read = [...blocks.get(pointId)!.values()].sort((a, b) => a.dayStart - b.dayStart);
    expect(read.map((block) => block.value.length)).toEqual([24, 92, 1, 100]);
    expect(read.map(dayBlockCopyLine)).toEqual(
      [parameterised[0]!, copied[0]!, parameterised[1]!, copied[1]!].map(dayBlockCopyLine),
    );
    expect(read[1]!.production![2]).toBe(999_999_999_999_999);
    expect(read[3]!.productionQuality![7]).toBe(missing);
  });

  it('are merged with what is stored, writing changed days only', async () => {
    const day = day2019(5, 2);
    const nothing = emptyBlock(pointId, day, 15);
    nothing.holds.fill(Holds.consumption);
    expect(await storeDayBlocks(database.db, [nothing])).toEqual([]);
    const block = emptyBlock(pointId, day, 60);
    block.value[1] = 2_000_000;
    block.holds[1] = Holds.consumption;
    expect(await storeDayBlocks(database.db, [block])).toEqual([
      { id: pointId, first: day.start, last: day.start },
    ]);
    expect(await storeDayBlocks(database.db, [block])).toEqual([]);

    const finer = emptyBlock(pointId, day, 15);
    finer.value[1] = 1_000_000;
    finer.holds[1] = Holds.consumption;
    await storeDayBlocks(database.db, [finer]);
    const [row] = await queryRows<StoredDayBlockRow>(
      database.db,
      sql`SELECT ${sql.raw(storedDayBlockSelect)} FROM meter_days
          WHERE metering_point_id = ${pointId} AND day_start = ${new Date(day.start).toISOString()}::timestamptz`,
    );
    const merged = dayBlockFromRow(row!);
    expect(merged.minutes).toBe(15);
    expect([merged.value[1], merged.value[4]]).toEqual([1_000_000, 2_000_000]);
    expect(presentSlots(merged)).toBe(2);
  });
});
