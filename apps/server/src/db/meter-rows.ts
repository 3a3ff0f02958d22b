import { sql } from 'drizzle-orm';
import type { Db } from './connection';
import {
  emptyBlock,
  helsinkiDayOf,
  Holds,
  microUnits,
  productionOf,
  readingsOf,
  type DayBlock,
} from './day-block';
import { storeDayBlocks } from './meter-days-store';
import { hourRows, slotRows } from './meter-days';
import { queryRows } from './query';
import { refreshRollups } from './rollups';

// Meter data one interval at a time, for fixtures and tests: the day blocks read as rows, and
// rows written into the blocks (with their rollups), as an import would write them.

/** Every stored interval as a row (db/meter-days.ts `slotRows`), for a FROM clause. */
export const allMeterRows = sql`(${slotRows({
  point: sql`b.metering_point_id`,
  start: sql`'-infinity'::timestamptz`,
  end: sql`'infinity'::timestamptz`,
})})`;

const instantOr = (date: Date | undefined, otherwise: string) =>
  date ? sql`${date.toISOString()}::timestamptz` : sql.raw(`'${otherwise}'::timestamptz`);

/** Every point's hours in [from, to) (db/meter-days.ts `hourRows`), for a FROM clause. */
export const allHourRows = (from?: Date, to?: Date) =>
  sql`(${hourRows(
    {
      point: sql`b.metering_point_id`,
      start: instantOr(from, '-infinity'),
      end: instantOr(to, 'infinity'),
    },
    sql`(SELECT utility = 'electricity' FROM metering_points WHERE id = metering_point_id)`,
  )})`;

export interface MeterRowInput {
  ts: Date;
  /** Null for a missing value (give quality 3). */
  value: number | string | null;
  quality?: number;
  production?: number | string | null;
  productionQuality?: number;
  reading?: number | string | null;
}

const micro = (value: number | string) =>
  microUnits(typeof value === 'number' ? value.toFixed(6) : value);

/**
 * Writes rows of one point into its day blocks, over what is stored,
 * and refreshes the rollups of the months they touch.
 */
export async function writeMeterRows(
  db: Db,
  pointId: number,
  rows: readonly MeterRowInput[],
  /** The intervals' length; the point's resolution when left out. */
  minutes?: number,
): Promise<void> {
  if (rows.length === 0) return;
  const [point] = await queryRows<{ minutes: number }>(
    db,
    sql`SELECT resolution_minutes AS minutes FROM metering_points WHERE id = ${pointId}`,
  );
  const length = minutes ?? point!.minutes;
  const blocks = new Map<number, DayBlock>();
  for (const row of rows) {
    const at = row.ts.getTime();
    const day = helsinkiDayOf(at);
    let block = blocks.get(day.start);
    if (!block) {
      block = emptyBlock(pointId, day, length);
      blocks.set(day.start, block);
    }
    const i = (at - day.start) / (block.minutes * 60_000);
    block.value[i] = row.value === null ? Number.NaN : micro(row.value);
    block.quality[i] = row.quality ?? 0;
    block.holds[i]! |= Holds.consumption;
    if (row.production !== undefined) {
      const production = productionOf(block);
      production.values[i] = row.production === null ? Number.NaN : micro(row.production);
      production.quality[i] = row.productionQuality ?? 0;
      block.holds[i]! |= Holds.production;
    }
    if (row.reading !== undefined) {
      readingsOf(block)[i] = row.reading === null ? Number.NaN : micro(row.reading);
      block.holds[i]! |= Holds.reading;
    }
  }
  await storeDayBlocks(db, [...blocks.values()]);
  const times = rows.map((row) => row.ts.getTime());
  await refreshRollups(db, {
    meteringPointIds: [pointId],
    from: new Date(Math.min(...times)),
    to: new Date(Math.max(...times) + 1),
  });
}
