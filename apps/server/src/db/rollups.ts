import { sql } from 'drizzle-orm';
import { priceDay, readDayPricing, storedDayCost, type DayPricing } from '../cost/day-cost';
import {
  monthCostSums,
  storedCostColumnNames,
  storedCostColumns,
  storedCostValues,
} from '../cost/stored-cost';
import { helsinkiFields, helsinkiMidnight } from '@energiaportaali/domain';
import type { Db } from './connection';
import { helsinkiDayOf, type DayBlock } from './day-block';
import { daySums, type SlotPrices } from './day-sums';
import { dayPriceTexts } from './meter-days';
import { blocksIn, storedBlockGroups } from './meter-days-store';
import { queryRows } from './query';

// The day and month rollups (decision 0038): a day's sums come from its block alone, summed in
// Node (db/day-sums.ts); each day is priced from its sums by its own contract and rates in SQL
// (cost/stored-cost.ts), and a month is the sum of its days.

export interface RollupRange {
  meteringPointIds: number[];
  /** Any instant inside the first changed day. */
  from: Date;
  /** Any instant after the start of the last changed day (exclusive end). */
  to: Date;
}

/**
 * Recomputes the day rollups of the given metering points for the Helsinki days the range
 * touches from their stored day blocks (meter_days), and the months those days are in.
 * Delete-then-insert makes it idempotent: a re-import of the same values, or of fewer, leaves
 * exactly the sums of meter_days. Run it inside the transaction that changed meter_days.
 */
export async function refreshRollups(db: Db, range: RollupRange): Promise<void> {
  if (range.meteringPointIds.length === 0 || range.to <= range.from) return;
  const first = helsinkiDayOf(range.from.getTime()).start;
  const last = helsinkiDayOf(range.to.getTime() - 1).start;
  await db.execute(sql`
    DELETE FROM meter_data_day WHERE metering_point_id = ANY(${intArray(range.meteringPointIds)})
      AND bucket_start >= ${iso(first)}::timestamptz AND bucket_start <= ${iso(last)}::timestamptz`);
  const ranges = range.meteringPointIds.map((id) => ({ id, first, last }));
  const prices = await slotPricesOf(db, first, last);
  const pricing = await readDayPricing(db, range.meteringPointIds);
  for await (const group of storedBlockGroups(db, ranges)) {
    await insertDayRows(db, dayRowsOf([...blocksIn(group.blocks)], { prices, pricing }));
  }
  const months = monthsBetween(first, last);
  await refreshMonths(
    db,
    range.meteringPointIds.flatMap((id) => months.map((month) => ({ id, month }))),
  );
}

/**
 * Recomputes the day rollups of these blocks' days (the blocks as now stored), and the months
 * those days are in: what an import does with the blocks it just wrote.
 */
export async function rollUpBlocks(db: Db, blocks: readonly DayBlock[]): Promise<void> {
  if (blocks.length === 0) return;
  let first = Infinity;
  let last = -Infinity;
  for (const { dayStart } of blocks) {
    first = Math.min(first, dayStart);
    last = Math.max(last, dayStart);
  }
  const prices = await slotPricesOf(db, first, last);
  const pricing = await readDayPricing(db, [...new Set(blocks.map((block) => block.pointId))]);
  const rowsOf = (start: number) =>
    dayRowsOf(blocks.slice(start, start + rowsPerStatement), { prices, pricing });
  // The next chunk's rows are made while PostgreSQL writes this one's.
  let rows = rowsOf(0);
  for (let start = 0; start < blocks.length; start += rowsPerStatement) {
    const writing = insertDayRows(db, rows);
    const { empty } = rows;
    if (start + rowsPerStatement < blocks.length) rows = rowsOf(start + rowsPerStatement);
    await writing;
    if (empty.length === 0) continue;
    await db.execute(sql`
      DELETE FROM meter_data_day d
      USING unnest(${intArray(empty.map((block) => block.pointId))},
                   ${timestampArray(empty.map((block) => block.dayStart))}) AS b(id, day)
      WHERE d.metering_point_id = b.id AND d.bucket_start = b.day`);
  }
  const months = new Map<string, { id: number; month: number }>();
  for (const { pointId, dayStart } of blocks) {
    const month = monthStart(dayStart);
    months.set(`${pointId}/${month}`, { id: pointId, month });
  }
  await refreshMonths(db, [...months.values()]);
}

// Arrays of this many rows a statement: a few megabytes of parameters.
const rowsPerStatement = 20_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** A text parameter PostgreSQL reads as an array: drivers encode arrays each their own way. */
const arrayLiteral = (items: ReadonlyArray<string | number | null>) =>
  `{${items.map((item) => (item === null ? 'NULL' : item)).join(',')}}`;
/** An element of an array literal, quoted. */
const quoted = (item: string) => `"${item.replace(/["\\]/g, '\\$&')}"`;
const intArray = (items: readonly number[]) => sql`${arrayLiteral(items)}::text::int[]`;
const timestampArray = (items: readonly number[]) =>
  sql`${arrayLiteral(items.map(iso))}::text::timestamptz[]`;

function monthStart(ms: number): number {
  const { year, month } = helsinkiFields(ms);
  return helsinkiMidnight(year, month, 1).getTime();
}

function monthsBetween(first: number, last: number): number[] {
  const months: number[] = [];
  for (let month = monthStart(first); month <= last;) {
    months.push(month);
    const { year, month: number } = helsinkiFields(month);
    month = helsinkiMidnight(year, number + 1, 1).getTime();
  }
  return months;
}

type PricesByDay = Map<string, SlotPrices>;

/**
 * The prices of a year are some 44 000 intervals from generate_series, which the planner
 * guesses at millions: it would compile the query (JIT, half a second) and sort on disk.
 */
async function plainPlans(db: Db): Promise<void> {
  await db.execute(sql`SET LOCAL jit = off`);
  await db.execute(sql`SET LOCAL work_mem = '64MB'`);
}

/** The prices of the Helsinki days from `first` to `last` (day starts), by `dayStart/minutes`. */
async function slotPricesOf(db: Db, first: number, last: number): Promise<PricesByDay> {
  await plainPlans(db);
  const rows = await queryRows<{
    day_start_ms: number;
    minutes: number;
    eur: string;
    night: string;
  }>(
    db,
    dayPriceTexts(
      sql`${iso(first)}::timestamptz`,
      sql`${iso(helsinkiDayOf(last).end)}::timestamptz`,
    ),
  );
  return new Map(
    rows.map((row) => [
      `${Number(row.day_start_ms)}/${row.minutes}`,
      {
        eur: row.eur.split(',').map((eur) => (eur === 'null' ? null : Number(eur))),
        night: [...row.night].map((flag) => flag === 't'),
      },
    ]),
  );
}

/** The day rollups of some blocks as columns, and the blocks that hold nothing. */
interface DayRows {
  columns: {
    id: number[];
    day: number[];
    value: (string | null)[];
    quality: number[];
    production: (string | null)[];
    productionQuality: (number | null)[];
    reading: (string | null)[];
    samples: number[];
    hours: number[];
    nightValue: (string | null)[];
    spotCost: (string | null)[];
  };
  costs: {
    cost: (number | null)[];
    energyCost: (number | null)[];
    gridCost: (number | null)[];
    taxCost: (number | null)[];
    vatCost: (number | null)[];
    json: (string | null)[];
  };
  empty: DayBlock[];
}

/** The day rollups of these blocks, summed and priced. */
function dayRowsOf(
  blocks: readonly DayBlock[],
  { prices, pricing }: { prices: PricesByDay; pricing: DayPricing },
): DayRows {
  const empty: DayBlock[] = [];
  const columns: DayRows['columns'] = {
    id: [],
    day: [],
    value: [],
    quality: [],
    production: [],
    productionQuality: [],
    reading: [],
    samples: [],
    hours: [],
    nightValue: [],
    spotCost: [],
  };
  const costs: DayRows['costs'] = {
    cost: [],
    energyCost: [],
    gridCost: [],
    taxCost: [],
    vatCost: [],
    json: [],
  };
  for (const block of blocks) {
    const sums = daySums(block, prices.get(`${block.dayStart}/${block.minutes}`));
    if (!sums) {
      empty.push(block);
      continue;
    }
    // Only electricity keeps night consumption and spot cost.
    if (pricing.points.get(block.pointId)?.utility !== 'electricity') {
      sums.nightValue = null;
      sums.spotCost = null;
    }
    columns.id.push(block.pointId);
    columns.day.push(block.dayStart);
    for (const key of Object.keys(sums) as (keyof typeof sums)[]) {
      (columns[key] as unknown[]).push(sums[key]);
    }
    const parts = priceDay(pricing, { pointId: block.pointId, dayStart: block.dayStart, ...sums });
    const stored = parts && storedDayCost(parts);
    for (const key of Object.keys(costs) as (keyof typeof costs)[]) {
      (costs[key] as unknown[]).push(stored?.[key] ?? null);
    }
  }
  return { columns, costs, empty };
}

/** Writes day rollups over any stored for their days. */
async function insertDayRows(db: Db, { columns, costs }: DayRows): Promise<void> {
  if (columns.id.length === 0) return;
  const numeric = (items: ReadonlyArray<string | null>) =>
    sql`${arrayLiteral(items)}::text::numeric[]`;
  const smallint = (items: ReadonlyArray<number | null>) =>
    sql`${arrayLiteral(items)}::text::smallint[]`;
  // A double's shortest text reads back as the same double.
  const float8 = (items: ReadonlyArray<number | null>) =>
    sql`${arrayLiteral(items)}::text::float8[]`;
  const text = (items: ReadonlyArray<string | null>) =>
    sql`${arrayLiteral(items.map((item) => (item === null ? null : quoted(item))))}::text::text[]`;
  await db.execute(sql`
    INSERT INTO meter_data_day (${rollupColumns}, ${storedCostColumns})
    SELECT * FROM unnest(${intArray(columns.id)}, ${timestampArray(columns.day)},
                         ${numeric(columns.value)}, ${smallint(columns.quality)},
                         ${numeric(columns.production)}, ${smallint(columns.productionQuality)},
                         ${numeric(columns.reading)}, ${intArray(columns.samples)},
                         ${intArray(columns.hours)}, ${numeric(columns.nightValue)},
                         ${numeric(columns.spotCost)}, ${float8(costs.cost)},
                         ${float8(costs.energyCost)}, ${float8(costs.gridCost)},
                         ${float8(costs.taxCost)}, ${float8(costs.vatCost)}, ${text(costs.json)})
    ON CONFLICT (metering_point_id, bucket_start) DO UPDATE
    SET (${rollupColumns}, ${storedCostColumns}) = (${excludedDayColumns})`);
}

/** Sums the months of these points (Helsinki month starts) again from their days. */
async function refreshMonths(
  db: Db,
  months: ReadonlyArray<{ id: number; month: number }>,
): Promise<void> {
  for (let start = 0; start < months.length; start += rowsPerStatement) {
    const chunk = months.slice(start, start + rowsPerStatement);
    const pairs = sql`unnest(${intArray(chunk.map(({ id }) => id))},
                             ${timestampArray(chunk.map(({ month }) => month))}) AS p(id, month)`;
    await db.execute(sql`
      DELETE FROM meter_data_month m USING ${pairs}
      WHERE m.metering_point_id = p.id AND m.bucket_start = p.month`);
    await db.execute(sql`
      INSERT INTO meter_data_month (${rollupColumns}, ${storedCostColumns})
      SELECT ${rollupColumns}, ${storedCostValues('m')}
      FROM (SELECT ${monthSums}, ${monthCostSums}
            FROM ${pairs}
            JOIN meter_data_day d ON d.metering_point_id = p.id AND d.bucket_start >= p.month
              AND d.bucket_start < ((p.month AT TIME ZONE 'Europe/Helsinki') + interval '1 month')
                                     AT TIME ZONE 'Europe/Helsinki'
            GROUP BY 1, 2) m`);
  }
}

const rollupColumnNames = [
  'metering_point_id',
  'bucket_start',
  'value',
  'quality',
  'production',
  'production_quality',
  'reading',
  'samples',
  'hours',
  'night_value',
  'spot_cost',
];
const rollupColumns = sql.raw(rollupColumnNames.join(', '));

/** The day rollup's columns of a row that came in its place (ON CONFLICT … DO UPDATE). */
const excludedDayColumns = sql.raw(
  [...rollupColumnNames, ...storedCostColumnNames].map((name) => `EXCLUDED.${name}`).join(', '),
);

/** The sums of a month over its days, named as the rollup's columns (group by 1, 2). */
const monthSums = sql`
  d.metering_point_id, p.month AS bucket_start,
  sum(value) AS value, max(quality) AS quality, sum(production) AS production,
  max(production_quality) AS production_quality,
  (array_agg(reading ORDER BY bucket_start DESC) FILTER (WHERE reading IS NOT NULL))[1] AS reading,
  sum(samples) AS samples, sum(hours) AS hours, sum(night_value) AS night_value,
  CASE WHEN count(spot_cost) = count(*) THEN sum(spot_cost) END AS spot_cost`;
