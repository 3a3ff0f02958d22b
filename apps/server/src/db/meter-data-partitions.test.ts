import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildConsumer, seriesBetween } from '../../test/factories';
import { helsinkiFields, helsinkiMidnight } from '@energiaportaali/domain';
import { importMeterData } from '../import/meter-data-import';
import { csvFolder, helsinkiIso, instants, type CsvFolder } from '../import/test-csv';
import { dayFromToday, firstOfMonth, midnight } from '../usage-periods/test-dates';
import {
  ensureMeterDataPartitions,
  monthsAhead,
  serverPartitionRange,
} from './meter-data-partitions';
import { listenToChannel } from './channel-listener';
import { queryRows } from './query';
import { usageChangedChannel } from './usage-changes';
import { testClock } from '../../test/clock';

const yesterday = dayFromToday(-1);
const today = dayFromToday(0);

let testApp: TestApp;
let files: CsvFolder;
let cookie: string;
/**
 * The consumer's electricity point, hourly until 2024 and quarter-hourly since, with values from
 * the 1st of January to today.
 */
let mainPoint: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  files = await csvFolder();
  const from = midnight(`${yesterday.slice(0, 4)}-01-01`);
  const series = seriesBetween(from, midnight(today), 15, (i) => ({ value: 0.25 + (i % 7) / 16 }));
  const consumer = await buildConsumer(testApp.database.db, {
    points: [{ resolutionMinutes: 15, hourlyUntil: midnight('2024-01-01'), series }],
  });
  cookie = consumer.cookie;
  mainPoint = consumer.points[0]!.identifier;
});
afterAll(async () => {
  await testApp.app.close();
  await files.remove();
});

const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(testApp.database.db, query);

async function tableKind(): Promise<string> {
  const [row] = await rows<{ kind: string }>(
    sql`SELECT relkind::text AS kind FROM pg_class WHERE oid = 'meter_days'::regclass`,
  );
  return row!.kind;
}

async function partitions(): Promise<string[]> {
  const found = await rows<{ name: string }>(
    sql`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'meter_days'::regclass ORDER BY 1`,
  );
  return found.map((row) => row.name);
}

/** Every stored block, hashed: equal before and after means no block was lost or changed. */
async function meterDaysDigest(): Promise<{ count: number; digest: string }> {
  const [row] = await rows<{ count: number; digest: string }>(
    sql`SELECT count(*)::int AS count,
               md5(string_agg(d::text, ',' ORDER BY d.metering_point_id, d.day_start)) AS digest
        FROM meter_days d`,
  );
  return row!;
}

async function usageBody(level: string, start: string, end: string): Promise<unknown> {
  const query = new URLSearchParams({ start, end, mp: mainPoint, logintype: 'consumer' });
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/electricity/${level}?${query.toString()}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function views(): Promise<unknown[]> {
  const month = firstOfMonth(yesterday);
  return [
    await usageBody('quarterhour', yesterday, today),
    await usageBody('day', month, today),
    await usageBody('thisyear', `${yesterday.slice(0, 4)}-01-01`, today),
  ];
}

/** Back to the plain table the migrations make, blocks, key and foreign key included. */
async function unpartition(): Promise<void> {
  await testApp.database.db.transaction(async (tx) => {
    await tx.execute(sql`CREATE TABLE meter_days_plain (LIKE meter_days INCLUDING DEFAULTS)`);
    await tx.execute(sql`INSERT INTO meter_days_plain SELECT * FROM meter_days`);
    await tx.execute(sql`DROP TABLE meter_days`);
    await tx.execute(sql`ALTER TABLE meter_days_plain RENAME TO meter_days`);
    await tx.execute(sql`ALTER TABLE meter_days ADD CONSTRAINT meter_days_metering_point_id_day_start_pk
                         PRIMARY KEY (metering_point_id, day_start)`);
    await tx.execute(sql`ALTER TABLE meter_days ADD CONSTRAINT meter_days_metering_point_id_metering_points_id_fk
                         FOREIGN KEY (metering_point_id) REFERENCES metering_points(id) ON DELETE CASCADE`);
    // As migration 0011 made it.
    await tx.execute(sql`CREATE TRIGGER usage_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
                         ON meter_days FOR EACH STATEMENT EXECUTE FUNCTION ep_usage_changed()`);
  });
}

const monthName = (year: number, month: number) =>
  `meter_days_p${year}_${String(month).padStart(2, '0')}`;

describe('meter_days partitions', () => {
  it('leaves the embedded database plain', async ({ skip }) => {
    if (testApp.database.kind !== 'pglite') skip();
    const changes = await ensureMeterDataPartitions(
      testApp.database,
      serverPartitionRange(testClock.now()),
    );
    expect(changes).toEqual({ converted: false, created: [], detached: [] });
    expect(await tableKind()).toBe('r');
  });
});

// TEST_DATABASE_URL is set for the whole run; the PGlite project runs this file too.
describe.runIf(inject('testDatabase').kind === 'postgres')(
  'meter_days partitions on PostgreSQL',
  () => {
    it('gives the test world a partitioned table with months ahead and an empty default', async () => {
      expect(await tableKind()).toBe('p');
      const names = await partitions();
      const now = helsinkiFields(testClock.now().getTime());
      for (const ahead of [0, monthsAhead]) {
        const month = now.month - 1 + ahead;
        expect(names).toContain(monthName(now.year + Math.floor(month / 12), (month % 12) + 1));
      }
      const [stray] = await rows<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM meter_days_default`,
      );
      expect(stray!.count).toBe(0);
    });

    it('converts a plain table keeping every block, its keys and the answers of the views', async () => {
      const before = await meterDaysDigest();
      const answers = await views();
      await unpartition();
      expect(await tableKind()).toBe('r');
      expect(await views()).toEqual(answers);

      const changes = await ensureMeterDataPartitions(
        testApp.database,
        serverPartitionRange(testClock.now()),
      );
      expect(changes.converted).toBe(true);
      expect(await tableKind()).toBe('p');
      expect(await meterDaysDigest()).toEqual(before);
      expect(await views()).toEqual(answers);
      const constraints = await rows<{ name: string }>(
        sql`SELECT conname AS name FROM pg_constraint WHERE conrelid = 'meter_days'::regclass ORDER BY 1`,
      );
      expect(constraints.map((row) => row.name)).toEqual([
        'meter_days_metering_point_id_day_start_pk',
        'meter_days_metering_point_id_metering_points_id_fk',
      ]);
      // The notice of changes (decision 0050) stays with the table.
      const triggers = await rows<{ name: string }>(
        sql`SELECT tgname AS name FROM pg_trigger
            WHERE tgrelid = 'meter_days'::regclass AND NOT tgisinternal`,
      );
      expect(triggers.map((row) => row.name)).toEqual(['usage_changed']);
      // Each block sits in its Helsinki month's partition, none in the default.
      const [misplaced] = await rows<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM meter_days
          WHERE tableoid::regclass::text <> 'meter_days_p' ||
                to_char(day_start AT TIME ZONE 'Europe/Helsinki', 'YYYY_MM')`,
      );
      expect(misplaced!.count).toBe(0);
    });

    it('changes nothing when run again', async () => {
      const names = await partitions();
      const changes = await ensureMeterDataPartitions(
        testApp.database,
        serverPartitionRange(testClock.now()),
      );
      expect(changes).toEqual({ converted: false, created: [], detached: [] });
      expect(await partitions()).toEqual(names);
    });

    it('lets several processes make the same months at once', async () => {
      const now = testClock.now();
      const range = { from: now, to: new Date(now.getTime() + 400 * 86_400_000) };
      const results = await Promise.all(
        [1, 2, 3].map(() => ensureMeterDataPartitions(testApp.database, range)),
      );
      const created = results.flatMap((result) => result.created);
      expect(new Set(created).size).toBe(created.length);
      expect(created.length).toBeGreaterThan(0);
      expect(await partitions()).toEqual(expect.arrayContaining(created));
    });

    it('makes the month of imported rows that had none', async () => {
      expect(await partitions()).not.toContain(monthName(2021, 6));
      const hours = instants(helsinkiMidnight(2021, 6, 15), helsinkiMidnight(2021, 6, 16), 60);
      const file = await files.write('far.csv', [
        'metering_point,timestamp,value',
        ...hours.map((t) => `${mainPoint},${helsinkiIso(t)},1.5`),
      ]);
      const result = await importMeterData(testApp.database, file, {
        label: 'far.csv',
        report: () => undefined,
      });
      expect(result.status).toBe('imported');
      expect(await partitions()).toContain(monthName(2021, 6));
      const stored = await rows<{ day: string }>(
        sql`SELECT to_char(day_start AT TIME ZONE 'Europe/Helsinki', 'YYYY-MM-DD') AS day
            FROM ${sql.identifier(monthName(2021, 6))}`,
      );
      expect(stored.map((block) => block.day)).toEqual(['2021-06-15']);
      const answer = (await usageBody('hour', '2021-06-15', '2021-06-16')) as {
        data: unknown[];
      };
      expect(JSON.stringify(answer)).toContain('1.5');
    });

    it('moves blocks written to the default partition into their month when it is made', async () => {
      const at = helsinkiMidnight(2022, 2, 10);
      await testApp.database.db.execute(sql`
      INSERT INTO meter_days (metering_point_id, day_start, minutes, value)
      SELECT id, ${at.toISOString()}::timestamptz, 60, array_fill(2000000::bigint, ARRAY[24])
      FROM metering_points WHERE identifier = ${mainPoint}`);
      const [inDefault] = await rows<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM meter_days_default`,
      );
      expect(inDefault!.count).toBe(1);
      const changes = await ensureMeterDataPartitions(testApp.database, { from: at, to: at });
      expect(changes.created).toEqual([monthName(2022, 2)]);
      const [left] = await rows<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM meter_days_default`,
      );
      expect(left!.count).toBe(0);
      const [moved] = await rows<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM ${sql.identifier(monthName(2022, 2))}`,
      );
      expect(moved!.count).toBe(1);
    });

    it('detaches the months before the retention period and keeps reading the newer ones', async () => {
      const answers = await views();
      let notices = 0;
      const listener = listenToChannel(testApp.database, usageChangedChannel, () => notices++);
      await expect.poll(() => listener.hearing(), { timeout: 20_000 }).toBe(true);
      const changes = await ensureMeterDataPartitions(
        testApp.database,
        serverPartitionRange(testClock.now()),
        { retentionMonths: 13, now: testClock.now() },
      );
      // Detaching fires no trigger; the answers remembered of those months are told all the same.
      await expect.poll(() => notices, { timeout: 20_000 }).toBeGreaterThan(0);
      await listener.close();
      expect(changes.detached).toEqual(
        expect.arrayContaining([monthName(2021, 6), monthName(2022, 2)]),
      );
      const names = await partitions();
      for (const detached of changes.detached) expect(names).not.toContain(detached);
      // Detached, not dropped: the blocks are still there, out of meter_days.
      const [kept] = await rows<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM ${sql.identifier(monthName(2021, 6))}`,
      );
      expect(kept!.count).toBe(1);
      const [gone] = await rows<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM meter_days WHERE day_start < '2022-03-01'`,
      );
      expect(gone!.count).toBe(0);
      expect(await views()).toEqual(answers);
      // A later check neither makes the detached months again nor detaches anything new.
      const again = await ensureMeterDataPartitions(
        testApp.database,
        { from: helsinkiMidnight(2021, 1, 1), to: testClock.now() },
        { retentionMonths: 13, now: testClock.now() },
      );
      expect(again.detached).toEqual([]);
      for (const detached of changes.detached) expect(again.created).not.toContain(detached);
    });
  },
);
