import type { Db } from '../db/connection';
import { ensurePartitionsForRows } from '../db/meter-data-partitions';
import {
  blocksIn,
  insertNewBlocks,
  mergeWithStored,
  pointDaysOf,
  pointsWithStoredDays,
  storedBlockGroups,
  writeBlocks,
  type CopyInto,
  type DayBlocksByPoint,
  type PointDays,
} from '../db/meter-days-store';
import type { DayBlock } from '../db/day-block';
import { rollUpBlocks } from '../db/rollups';
import type { MergeCounts } from './run-import';

function* blocksOf(blocks: DayBlocksByPoint, ranges: readonly PointDays[]) {
  for (const { id } of ranges) yield* blocks.get(id)!.values();
}

/**
 * The blocks of points with stored days in their range, laid over those (a few points at a
 * time); only blocks whose content changed are written, through the import's staging table.
 */
async function mergeIntoStored(
  db: Db,
  copyInto: CopyInto,
  blocks: DayBlocksByPoint,
  ranges: readonly PointDays[],
): Promise<MergeCounts & { changed: DayBlock[] }> {
  const result = { inserted: 0, updated: 0, changed: [] as DayBlock[] };
  for await (const group of storedBlockGroups(db, ranges)) {
    const changes = mergeWithStored(blocksOf(blocks, group.ranges), group.blocks);
    await writeBlocks(db, copyInto, changes.blocks);
    result.inserted += changes.inserted;
    result.updated += changes.updated;
    result.changed.push(...changes.blocks);
  }
  return result;
}

/**
 * Points with nothing stored on the file's days for them get their blocks appended (the common
 * case: new data); the others a merge that writes changed blocks only. Rollups follow for what
 * changed.
 */
export async function mergeMeterData(
  db: Db,
  copyInto: CopyInto,
  blocks: DayBlocksByPoint,
  lap: (phase: string) => void,
): Promise<MergeCounts> {
  const ranges = pointDaysOf(blocksIn(blocks));
  if (ranges.length === 0) return { inserted: 0, updated: 0 };
  // PostgreSQL: months the blocks bring with no partition yet get one (decision 0033).
  await ensurePartitionsForRows(db, {
    from: new Date(Math.min(...ranges.map((range) => range.first))),
    to: new Date(Math.max(...ranges.map((range) => range.last))),
  });
  const stored = await pointsWithStoredDays(db, ranges);
  const fresh = new Map([...blocks].filter(([id]) => !stored.has(id)));
  const inserted = await insertNewBlocks(copyInto, fresh);
  const merged = await mergeIntoStored(
    db,
    copyInto,
    blocks,
    ranges.filter((range) => stored.has(range.id)),
  );
  lap('merge into meter_days');
  await rollUpBlocks(db, [...blocksIn(fresh), ...merged.changed]);
  lap('rollups');
  return { inserted: inserted + merged.inserted, updated: merged.updated };
}
