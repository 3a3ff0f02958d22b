import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
