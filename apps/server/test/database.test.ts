import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from './database';
import type { Database } from '../src/db/connection';

describe('test database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is migrated and keeps its session in UTC', async () => {
    const result = await database.db.execute(sql`SELECT current_setting('TimeZone') AS tz`);
    expect(result.rows[0]).toEqual({ tz: 'UTC' });
  });
});

describe('engine', () => {
  it('is the one the project was set up with', async () => {
    const database = await createTestDatabase();
    try {
      const result = await database.db.execute(sql`SELECT current_database() AS name`);
      const name = String(result.rows[0]?.name);
      expect(database.kind).toBe(inject('testDatabase').kind);
      if (database.kind === 'postgres') expect(name).toMatch(/^ep_test_/);
    } finally {
      await database.close();
    }
  });
});
