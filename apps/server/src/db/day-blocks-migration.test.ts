import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { emptyDatabase, type EmptyDatabase } from '../../test/own-database';
import { helsinkiMidnight } from '@energiaportaali/domain';
import type { Database } from './connection';
import { queryRows } from './query';

// Migration 0008 turns the rows of meter_data into day blocks of meter_days (decision 0038):
// a database of 0007 with rows over both DST days, every resolution and quality, migrated on.

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const dayBlocksTag = '0008_day_blocks';

/** A copy of the migrations whose journal ends before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ep-migrations-'));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

async function migrate(database: Database, folder: string): Promise<void> {
  const config = { migrationsFolder: folder };
  if (database.kind === 'postgres') {
    await migratePostgres(database.db as Parameters<typeof migratePostgres>[0], config);
  } else {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], config);
  }
}

// ---------------------------------------------------------------- the rows of 0007

type PointKey = 'quarter' | 'hourly' | 'water' | 'coarse';

const points: Record<PointKey, { utility: string; unit: string; minutes: number }> = {
  quarter: { utility: 'electricity', unit: 'kWh', minutes: 15 },
  hourly: { utility: 'districtheat', unit: 'MWh', minutes: 60 },
  water: { utility: 'water', unit: 'm3', minutes: 1440 },
  // Registered as quarter-hours, but its day came hourly: the hours land on quarter slots.
  coarse: { utility: 'electricity', unit: 'kWh', minutes: 15 },
};

/** A row of meter_data, its amounts in millionths. */
interface Row {
  point: PointKey;
  ts: number;
  value: number | null;
  quality?: number;
  production?: number;
  productionQuality?: number;
  reading?: number;
}

/** What meter_days should hold for a point's day; absent arrays are null. */
interface Expected {
  point: PointKey;
  dayStart: number;
  minutes: number;
  value: (number | null)[];
  quality: string | null;
  production: (number | null)[] | null;
  productionQuality: string | null;
  reading: (number | null)[] | null;
}

const minute = 60_000;
const day = (month: number, date: number) => helsinkiMidnight(2025, month, date).getTime();
/** Autumn's long day (100 quarter-hours, 25 hours) and spring's short one (92, 23). */
const autumnDay = day(10, 26);
const springDay = day(3, 30);

const hex = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
const slots = (count: number) => Array.from({ length: count }, (_, i) => i);

/** The long day's quarter-hours: an estimated, a suspect and a missing one, an hour of production. */
function quarterAutumn(): { rows: Row[]; expected: Expected } {
  const quality = slots(100).map((i) => (i === 8 ? 1 : i === 9 ? 2 : i === 10 ? 3 : 0));
  const value = slots(100).map((i) => (quality[i] === 3 ? null : i * 1_000_000 + i * 10_101));
  const producing = (i: number) => i >= 40 && i < 44;
  const production = slots(100).map((i) => (producing(i) ? 250_000 + i : null));
  const productionQuality = slots(100).map((i) => (i === 41 ? 1 : 0));
  return {
    rows: slots(100).map((i) => ({
      point: 'quarter',
      ts: autumnDay + i * 15 * minute,
      value: value[i]!,
      quality: quality[i],
      ...(producing(i)
        ? { production: production[i]!, productionQuality: productionQuality[i] }
        : {}),
    })),
    expected: {
      point: 'quarter',
      dayStart: autumnDay,
      minutes: 15,
      value,
      quality: hex(quality),
      production,
      productionQuality: hex(productionQuality),
      reading: null,
    },
  };
}

/** A few quarter-hours of the short day, all measured: the rest of its 92 stay null. */
function quarterSpring(): { rows: Row[]; expected: Expected } {
  const present = (i: number) => i < 4 || i >= 88;
  return {
    rows: slots(92)
      .filter(present)
      .map((i) => ({ point: 'quarter', ts: springDay + i * 15 * minute, value: 1_500_000 })),
    expected: {
      point: 'quarter',
      dayStart: springDay,
      minutes: 15,
      value: slots(92).map((i) => (present(i) ? 1_500_000 : null)),
      quality: null,
      production: null,
      productionQuality: null,
      reading: null,
    },
  };
}

/** Every hour of a day with its reading, to six decimals. */
function hourly(dayStart: number, hours: number): { rows: Row[]; expected: Expected } {
  const value = slots(hours).map((i) => 10_000 + i);
  const reading = slots(hours).map((i) => 123_456_789_012 + i * 1_000_001);
  return {
    rows: slots(hours).map((i) => ({
      point: 'hourly',
      ts: dayStart + i * 60 * minute,
      value: value[i]!,
      reading: reading[i]!,
    })),
    expected: {
      point: 'hourly',
      dayStart,
      minutes: 60,
      value,
      quality: null,
      production: null,
      productionQuality: null,
      reading,
    },
  };
}

/** A day's water: one value and its reading, on the long day too. */
function water(dayStart: number, index: number): { rows: Row[]; expected: Expected } {
  const value = 250_000 + index;
  const reading = 123_456_000 + index * 250_000;
  return {
    rows: [{ point: 'water', ts: dayStart, value, reading }],
    expected: {
      point: 'water',
      dayStart,
      minutes: 1440,
      value: [value],
      quality: null,
      production: null,
      productionQuality: null,
      reading: [reading],
    },
  };
}

function coarse(): { rows: Row[]; expected: Expected } {
  const dayStart = day(10, 27);
  return {
    rows: slots(24).map((i) => ({
      point: 'coarse',
      ts: dayStart + i * 60 * minute,
      value: 2_000_000,
    })),
    expected: {
      point: 'coarse',
      dayStart,
      minutes: 15,
      value: slots(96).map((i) => (i % 4 === 0 ? 2_000_000 : null)),
      quality: null,
      production: null,
      productionQuality: null,
      reading: null,
    },
  };
}

const fixtures = [
  quarterSpring(),
  quarterAutumn(),
  hourly(springDay, 23),
  hourly(autumnDay, 25),
  water(day(10, 25), 0),
  water(autumnDay, 1),
  water(day(10, 27), 2),
  coarse(),
];

/** Millionths as numeric text: 1500000 → '1.500000'. */
function decimal(micro: number | null | undefined): string | null {
  if (micro === null || micro === undefined) return null;
  const whole = Math.trunc(micro / 1_000_000);
  return `${micro < 0 ? '-' : ''}${Math.abs(whole)}.${String(Math.abs(micro % 1_000_000)).padStart(6, '0')}`;
}

async function insertPoints(db: Database['db']): Promise<Map<PointKey, number>> {
  const [customer] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO customers (kind, name, business_id) VALUES ('company', 'Siirto Oy', '1234567-1')
        RETURNING id`,
  );
  const ids = new Map<PointKey, number>();
  for (const [index, [key, point]] of Object.entries(points).entries()) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO metering_points (customer_id, identifier, gsrn, utility, street, postal_code,
                                       city, unit, resolution_minutes, temperature_area)
          VALUES (${customer!.id}, ${String(640_000 + index)}, ${String(643_000_000_000_000_000n + BigInt(index))},
                  ${point.utility}::utility, 'Katu 1', '00100', 'Helsinki', ${point.unit}::meter_unit,
                  ${point.minutes}, 'helsinki')
          RETURNING id`,
    );
    await db.execute(sql`INSERT INTO metering_point_resolutions (metering_point_id, valid_from, resolution_minutes)
                         VALUES (${row!.id}, '2025-01-01 00:00+02', ${point.minutes})`);
    ids.set(key as PointKey, row!.id);
  }
  return ids;
}

async function insertRows(db: Database['db'], ids: Map<PointKey, number>): Promise<void> {
  const values = fixtures
    .flatMap((fixture) => fixture.rows)
    .map(
      (row) => sql`(${ids.get(row.point)!}, ${new Date(row.ts).toISOString()}::timestamptz,
                    ${decimal(row.value)}::numeric, ${row.quality ?? 0}::smallint,
                    ${decimal(row.production)}::numeric, ${row.productionQuality ?? null}::smallint,
                    ${decimal(row.reading)}::numeric)`,
    );
  await db.execute(sql`
    INSERT INTO meter_data (metering_point_id, ts, value, quality, production, production_quality, reading)
    VALUES ${sql.join(values, sql`, `)}`);
  // A rollup row too: its table goes with the rows.
  await db.execute(sql`
    INSERT INTO meter_data_hour (metering_point_id, bucket_start, value, samples)
    VALUES (${ids.get('hourly')!}, ${new Date(autumnDay).toISOString()}::timestamptz, 1, 1)`);
}

/**
 * meter_data as decision 0033 partitioned it before day blocks: by Helsinki month, with a
 * default partition (here the spring rows land in it) and the same key names.
 */
async function partitionMeterData(db: Database['db']): Promise<void> {
  await db.execute(sql`CREATE TABLE meter_data_partitioned
                       (LIKE meter_data INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE (ts)`);
  await db.execute(sql`DROP TABLE meter_data`);
  await db.execute(sql`ALTER TABLE meter_data_partitioned RENAME TO meter_data`);
  await db.execute(sql`CREATE TABLE meter_data_default PARTITION OF meter_data DEFAULT`);
  await db.execute(sql`CREATE TABLE meter_data_p2025_10 PARTITION OF meter_data
                       FOR VALUES FROM ('2025-10-01 00:00+03') TO ('2025-11-01 00:00+02')`);
  await db.execute(sql`ALTER TABLE meter_data ADD CONSTRAINT meter_data_metering_point_id_ts_pk
                       PRIMARY KEY (metering_point_id, ts)`);
  await db.execute(sql`ALTER TABLE meter_data ADD CONSTRAINT meter_data_metering_point_id_metering_points_id_fk
                       FOREIGN KEY (metering_point_id) REFERENCES metering_points(id) ON DELETE CASCADE`);
}

// ---------------------------------------------------------------- what 0008 made

interface StoredBlock {
  point: number;
  day_start_ms: number;
  minutes: number;
  value: (number | null)[] | null;
  quality: string | null;
  production: (number | null)[] | null;
  production_quality: string | null;
  reading: (number | null)[] | null;
}

async function storedBlocks(db: Database['db']): Promise<StoredBlock[]> {
  return queryRows<StoredBlock>(
    db,
    sql`SELECT metering_point_id AS point, (extract(epoch FROM day_start) * 1000)::float8 AS day_start_ms,
               minutes, to_json(value) AS value, encode(quality, 'hex') AS quality,
               to_json(production) AS production, encode(production_quality, 'hex') AS production_quality,
               to_json(reading) AS reading
        FROM meter_days ORDER BY metering_point_id, day_start`,
  );
}

function expectedBlocks(ids: Map<PointKey, number>): StoredBlock[] {
  return fixtures
    .map(({ expected }) => ({
      point: ids.get(expected.point)!,
      day_start_ms: expected.dayStart,
      minutes: expected.minutes,
      value: expected.value,
      quality: expected.quality,
      production: expected.production,
      production_quality: expected.productionQuality,
      reading: expected.reading,
    }))
    .sort((a, b) => a.point - b.point || a.day_start_ms - b.day_start_ms);
}

async function leftovers(db: Database['db']): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT relname AS name FROM pg_class
        WHERE relname LIKE 'meter\_data%' AND relname NOT IN ('meter_data_day', 'meter_data_month')
          AND relkind IN ('r', 'p') ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

describe('migration 0008: meter_data rows to meter_days blocks', () => {
  let before: string;
  const databases: EmptyDatabase[] = [];
  beforeAll(async () => {
    before = await migrationsBefore(dayBlocksTag);
  });
  afterAll(async () => {
    await rm(before, { recursive: true, force: true });
    for (const database of databases) await database.drop();
  });

  async function migratedWithRows(layout: 'plain' | 'partitioned') {
    const own = await emptyDatabase('days');
    databases.push(own);
    const database = await own.open();
    try {
      await migrate(database, before);
      if (layout === 'partitioned') await partitionMeterData(database.db);
      const ids = await insertPoints(database.db);
      await insertRows(database.db, ids);
      await migrate(database, migrationsFolder);
      return { ids, blocks: await storedBlocks(database.db), left: await leftovers(database.db) };
    } finally {
      await database.close();
    }
  }

  it('makes a block per point and Helsinki day, on both DST days and every resolution', async () => {
    const { ids, blocks, left } = await migratedWithRows('plain');
    // Lengths first: a mismatch here reads better than one in a 100-element array.
    expect(blocks.map((block) => [block.minutes, block.value?.length])).toEqual([
      [15, 92],
      [15, 100],
      [60, 23],
      [60, 25],
      [1440, 1],
      [1440, 1],
      [1440, 1],
      [15, 96],
    ]);
    expect(blocks).toEqual(expectedBlocks(ids));
    expect(left).toEqual([]);
  });

  it.runIf(inject('testDatabase').kind === 'postgres')(
    'converts the monthly partitions of PostgreSQL and drops them all',
    async () => {
      const { ids, blocks, left } = await migratedWithRows('partitioned');
      expect(blocks).toEqual(expectedBlocks(ids));
      expect(left).toEqual([]);
    },
  );
});
