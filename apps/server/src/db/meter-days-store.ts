import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './connection';
import {
  dayBlockColumns,
  dayBlockCopyLine,
  dayBlockFromRow,
  dayBlockTexts,
  helsinkiDayOf,
  mergeBlocks,
  presentSlots,
  storedDayBlockSelect,
  type DayBlock,
  type StoredDayBlockRow,
} from './day-block';
import { queryRows } from './query';

// Writing day blocks (decision 0038) over what meter_days holds: read the stored blocks of the
// same days, lay the new ones over them (day-block.ts `mergeBlocks`) and write only the blocks
// whose content changed.

/** Day blocks by metering point id, then by day start. */
export type DayBlocksByPoint = Map<number, Map<number, DayBlock>>;

/** A point's days from `first` to `last` (day starts, epoch ms, both included). */
export interface PointDays {
  id: number;
  first: number;
  last: number;
}

/** Appends COPY text (tab-separated lines, `\N` for null) to a table as it streams in. */
export type CopyInto = (
  table: string,
  columns: readonly string[],
  text: AsyncIterable<string>,
) => Promise<void>;

/** The first and last day of each point's blocks. */
export function pointDaysOf(blocks: Iterable<DayBlock>): PointDays[] {
  const ranges = new Map<number, PointDays>();
  for (const { pointId, dayStart } of blocks) {
    const range = ranges.get(pointId);
    if (!range) ranges.set(pointId, { id: pointId, first: dayStart, last: dayStart });
    else if (dayStart < range.first) range.first = dayStart;
    else if (dayStart > range.last) range.last = dayStart;
  }
  return [...ranges.values()];
}

/** Every block of a `DayBlocksByPoint`. */
export function* blocksIn(blocks: DayBlocksByPoint): Generator<DayBlock> {
  for (const days of blocks.values()) yield* days.values();
}

/** Adds a block to a `DayBlocksByPoint`, replacing any of the same point and day. */
export function putBlock(blocks: DayBlocksByPoint, block: DayBlock): void {
  let days = blocks.get(block.pointId);
  if (!days) {
    days = new Map();
    blocks.set(block.pointId, days);
  }
  days.set(block.dayStart, block);
}

const iso = (ms: number) => new Date(ms).toISOString();

// Three parameters a point: a few thousand points a statement stay far below PostgreSQL's limit.
const pointsPerStatement = 5_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

const rangeValues = (ranges: readonly PointDays[]) =>
  sql.join(
    ranges.map(
      ({ id, first, last }) =>
        sql`(${id}::int, ${iso(first)}::timestamptz, ${iso(last)}::timestamptz)`,
    ),
    sql`, `,
  );

const inRange = sql`m.metering_point_id = p.id AND m.day_start >= p.first AND m.day_start <= p.last`;

/** The points of `ranges` with any block stored in their range. */
export async function pointsWithStoredDays(
  db: Db,
  ranges: readonly PointDays[],
): Promise<Set<number>> {
  const found = new Set<number>();
  for (const chunk of chunks(ranges, pointsPerStatement)) {
    const rows = await queryRows<{ id: number }>(
      db,
      // Each point one probe of the key. As EXISTS (even with LIMIT 1, which the planner drops
      // there) this became a hash semi-join whenever meter_days' statistics were small, hashing
      // whole months and writing temporary files (bench growth); a LATERAL subquery with a LIMIT
      // cannot be flattened, so it stays a nested loop over the key.
      sql`SELECT p.id FROM (VALUES ${rangeValues(chunk)}) AS p(id, first, last)
          CROSS JOIN LATERAL (SELECT 1 FROM meter_days m WHERE ${inRange} LIMIT 1) AS stored`,
    );
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** The blocks stored in the points' ranges. */
export async function readStoredBlocks(
  db: Db,
  ranges: readonly PointDays[],
): Promise<DayBlocksByPoint> {
  const blocks: DayBlocksByPoint = new Map();
  for (const chunk of chunks(ranges, pointsPerStatement)) {
    const rows = await queryRows<StoredDayBlockRow>(
      db,
      sql`SELECT ${sql.raw(storedDayBlockSelect)}
          FROM (VALUES ${rangeValues(chunk)}) AS p(id, first, last)
          JOIN meter_days m ON ${inRange}`,
    );
    for (const row of rows) putBlock(blocks, dayBlockFromRow(row));
  }
  return blocks;
}

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

/** The blocks stored in the points' ranges, a group of points at a time. */
export async function* storedBlockGroups(
  db: Db,
  ranges: readonly PointDays[],
): AsyncGenerator<{ ranges: PointDays[]; blocks: DayBlocksByPoint }> {
  for (const group of readGroups(ranges)) {
    yield { ranges: group, blocks: await readStoredBlocks(db, group) };
  }
}

/** What laying blocks over the stored ones changes. */
export interface BlockChanges {
  /** The blocks to write: new ones that hold anything, and stored ones whose content changed. */
  blocks: DayBlock[];
  /** Slots that held nothing and now hold something. */
  inserted: number;
  /** Slots that held something and now hold something else. */
  updated: number;
  /** Per point, its first and last changed day. */
  ranges: PointDays[];
}

/**
 * Lays `incoming` over `stored` (which it updates: a later block of the same point and day
 * goes over an earlier one).
 */
export function mergeWithStored(
  incoming: Iterable<DayBlock>,
  stored: DayBlocksByPoint,
): BlockChanges {
  const changed: DayBlocksByPoint = new Map();
  let inserted = 0;
  let updated = 0;
  for (const block of incoming) {
    const before = stored.get(block.pointId)?.get(block.dayStart);
    if (!before) {
      const slots = presentSlots(block);
      if (slots === 0) continue;
      inserted += slots;
      putBlock(stored, block);
      putBlock(changed, block);
      continue;
    }
    const merged = mergeBlocks(before, block, helsinkiDayOf(block.dayStart));
    if (merged.inserted + merged.updated === 0) continue;
    inserted += merged.inserted;
    updated += merged.updated;
    putBlock(stored, merged.block);
    putBlock(changed, merged.block);
  }
  const blocks = [...blocksIn(changed)];
  return { blocks, inserted, updated, ranges: pointDaysOf(blocks) };
}

// About a megabyte of COPY text a piece.
const blocksPerPiece = 1_000;

async function* copyLines(blocks: Iterable<DayBlock>): AsyncGenerator<string> {
  let text = '';
  let count = 0;
  for (const block of blocks) {
    text += dayBlockCopyLine(block);
    if (++count === blocksPerPiece) {
      yield text;
      text = '';
      count = 0;
    }
  }
  if (text !== '') yield text;
}

/**
 * Appends blocks of points with nothing stored on their days (no conflicts possible) and
 * returns the slots they bring.
 */
export async function insertNewBlocks(
  copyInto: CopyInto,
  blocks: DayBlocksByPoint,
): Promise<number> {
  if (blocks.size === 0) return 0;
  let slots = 0;
  for (const block of blocksIn(blocks)) slots += presentSlots(block);
  await copyInto('meter_days', dayBlockColumns, copyLines(blocksIn(blocks)));
  return slots;
}

/** Where `writeBlocks` stages the blocks it writes. */
export const blockStagingTable = 'import_meter_days';

/** Creates the (temporary) staging table of `writeBlocks` in the current transaction. */
export async function createBlockStaging(db: Db): Promise<void> {
  await db.execute(
    sql`CREATE TEMPORARY TABLE ${sql.identifier(blockStagingTable)} (LIKE meter_days) ON COMMIT DROP`,
  );
}

const columnList = sql.raw(dayBlockColumns.join(', '));
const upsertSet = sql.raw(
  dayBlockColumns
    .slice(2)
    .map((column) => `${column} = excluded.${column}`)
    .join(', '),
);

function upsertFrom(source: SQL): SQL {
  return sql`INSERT INTO meter_days (${columnList}) ${source}
             ON CONFLICT (metering_point_id, day_start) DO UPDATE SET ${upsertSet}`;
}

/**
 * Writes whole blocks over the stored ones of the same point and day, through the staging
 * table of `createBlockStaging` (many blocks: COPY is far faster than parameters).
 */
export async function writeBlocks(
  db: Db,
  copyInto: CopyInto,
  blocks: readonly DayBlock[],
): Promise<void> {
  if (blocks.length === 0) return;
  const staging = sql.identifier(blockStagingTable);
  await copyInto(blockStagingTable, dayBlockColumns, copyLines(blocks));
  await db.execute(upsertFrom(sql`SELECT ${columnList} FROM ${staging}`));
  await db.execute(sql`TRUNCATE ${staging}`);
}

// Eight parameters a block.
const blocksPerStatement = 1_000;

// Parameters as text, cast in SQL: the drivers would each encode arrays and bytea their own way.
const arrayParam = (text: string | null) => sql`${text}::text::bigint[]`;
const bytesParam = (text: string | null) =>
  sql`decode(${text === null ? null : text.slice('\\x'.length)}::text, 'hex')`;

const blockValues = (block: DayBlock) => {
  const [id, dayStart, minutes, value, quality, production, productionQuality, reading] =
    dayBlockTexts(block);
  return sql`(${id}::int, ${dayStart}::timestamptz, ${minutes}::smallint, ${arrayParam(value)},
              ${bytesParam(quality)}, ${arrayParam(production)}, ${bytesParam(productionQuality)},
              ${arrayParam(reading)})`;
};

/**
 * Lays the blocks over what is stored (a few: parameterised statements) and returns the
 * points' changed days; their rollups are the caller's to refresh.
 */
export async function storeDayBlocks(db: Db, blocks: readonly DayBlock[]): Promise<PointDays[]> {
  const stored = await readStoredBlocks(db, pointDaysOf(blocks));
  const changes = mergeWithStored(blocks, stored);
  for (const chunk of chunks(changes.blocks, blocksPerStatement)) {
    await db.execute(
      upsertFrom(
        sql`VALUES ${sql.join(
          chunk.map((block) => blockValues(block)),
          sql`, `,
        )}`,
      ),
    );
  }
  return changes.ranges;
}
