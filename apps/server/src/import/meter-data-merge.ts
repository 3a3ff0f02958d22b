import type { Db } from '../db/connection';
import { ensurePartitionsForRows } from '../db/meter-data-partitions';
import {
  blocksIn,
  insertNewBlocks,
  mergeWithStored,
  pointDaysOf,
  pointsWithStoredDays,
  readStoredBlocks,
  writeBlocks,
  type CopyInto,
  type DayBlocksByPoint,
  type PointDays,
} from '../db/meter-days-store';
import { refreshRollups } from '../db/rollups';
import { helsinkiFields } from '../demo/helsinki-time';
import type { MergeCounts } from './run-import';

// Stored blocks are read a few points at a time, about this many days: a year of a thousand
// quarter-hour points at once would take gigabytes as the driver returns them.
const daysPerRead = 20_000;

const dayMs = 86_400_000;

/** The points in groups of about `daysPerRead` days. */
function readGroups(ranges: readonly PointDays[]): PointDays[][] {
  const groups: PointDays[][] = [];
  let group: PointDays[] = [];
  let days = 0;
  for (const range of ranges) {
    group.push(range);
    days += Math.round((range.last - range.first) / dayMs) + 1;
    if (days >= daysPerRead) {
      groups.push(group);
      group = [];
      days = 0;
    }
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

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
): Promise<MergeCounts & { changed: PointDays[] }> {
  const result = { inserted: 0, updated: 0, changed: [] as PointDays[] };
  for (const group of readGroups(ranges)) {
    const changes = mergeWithStored(blocksOf(blocks, group), await readStoredBlocks(db, group));
    await writeBlocks(db, copyInto, changes.blocks);
    result.inserted += changes.inserted;
    result.updated += changes.updated;
    result.changed.push(...changes.ranges);
  }
  return result;
}

/**
 * Rollups are recomputed per whole Helsinki month, so points whose changes span the same
 * months share one refresh.
 */
async function refreshChangedRollups(db: Db, changed: readonly PointDays[]): Promise<void> {
  const monthOf = (ms: number) => {
    const { year, month } = helsinkiFields(ms);
    return `${year}-${month}`;
  };
  const groups = new Map<string, { ids: number[]; from: number; to: number }>();
  for (const { id, first, last } of changed) {
    const key = `${monthOf(first)}/${monthOf(last)}`;
    const group = groups.get(key) ?? { ids: [], from: first, to: last };
    group.ids.push(id);
    group.from = Math.min(group.from, first);
    group.to = Math.max(group.to, last);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    // `to` is exclusive: one millisecond after the start of the last changed day.
    await refreshRollups(db, {
      meteringPointIds: group.ids,
      from: new Date(group.from),
      to: new Date(group.to + 1),
    });
  }
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
  await refreshChangedRollups(db, [
    ...ranges.filter((range) => fresh.has(range.id)),
    ...merged.changed,
  ]);
  lap('rollups');
  return { inserted: inserted + merged.inserted, updated: merged.updated };
}
