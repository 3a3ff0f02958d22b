import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from './database';
import type { Database } from '../src/db/connection';
import { queryRows } from '../src/db/query';
import { helsinkiDay } from '@energiaportaali/domain';
import { testClock } from './clock';
import { templateOfTheDay, type TestTemplate } from './template-of-the-day';

describe('test database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is migrated and keeps its session in UTC', async () => {
    const rows = await queryRows(database.db, sql`SELECT current_setting('TimeZone') AS tz`);
    expect(rows).toEqual([{ tz: 'UTC' }]);
  });
});

describe('engine', () => {
  it('is the one the project was set up with', async () => {
    const database = await createTestDatabase();
    try {
      const [row] = await queryRows<{ name: string }>(
        database.db,
        sql`SELECT current_database() AS name`,
      );
      expect(database.kind).toBe(inject('testDatabase').kind);
      if (database.kind === 'postgres') expect(row?.name).toMatch(/^ep_test_/);
    } finally {
      await database.close();
    }
  });
});

describe('a run crossing Helsinki midnight', () => {
  it('copies a template seeded today, built once for the new day', async () => {
    const now = testClock.now();
    const today = helsinkiDay(now);
    const run = inject('testDatabase');
    // Yesterday's template in a place of its own, so that today's must really be built.
    const stale: TestTemplate =
      run.kind === 'postgres'
        ? { ...run, prefix: `${run.prefix}_stale`, seededOn: '2000-01-01' }
        : { ...run, dir: await mkdtemp(path.join(tmpdir(), 'ep-stale-')), seededOn: '2000-01-01' };
    try {
      const first = await templateOfTheDay(stale, now);
      expect(first.seededOn).toBe(today);
      expect(first).not.toMatchObject(
        run.kind === 'postgres' ? { templateName: run.templateName } : { dumpFile: run.dumpFile },
      );
      const builtFirst = await builtAt(first);
      expect(await templateOfTheDay(stale, now)).toEqual(first);
      expect(await builtAt(first)).toEqual(builtFirst);
      expect(await templateOfTheDay(first, now)).toBe(first);

      const copy = await createTestDatabase(first);
      try {
        const [row] = await queryRows<{ last: string }>(
          copy.db,
          sql`SELECT max(day_start) AS last FROM meter_days`,
        );
        // The demo world's data runs up to yesterday of the day the template was built.
        expect(helsinkiDay(new Date(new Date(row!.last).getTime() + 36 * 3600_000))).toBe(today);
      } finally {
        await copy.close();
      }
    } finally {
      if (stale.kind === 'pglite') await rm(stale.dir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** What tells one build of a template from another: the dump's mtime, the database's oid. */
async function builtAt(template: TestTemplate): Promise<string> {
  if (template.kind === 'pglite') return String((await stat(template.dumpFile)).mtimeMs);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ oid: string }>(
      `SELECT oid FROM pg_database WHERE datname = $1`,
      [template.templateName],
    );
    return rows[0]!.oid;
  } finally {
    await admin.end();
  }
}
