import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from './database';
import type { Database } from '../src/db/connection';
import { queryRows } from '../src/db/query';

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
