import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsBefore, migrationsFolder } from '../../test/migrations';
import { emptyDatabase, type EmptyDatabase } from '../../test/own-database';
import type { Database } from './connection';
import { queryRows } from './query';

// Migration 0013 adds users.language (decision 0056): a database of the layout before it, with
// its users, migrates in place; nobody has chosen a language yet.

const userLanguageTag = '0013_user_language';

describe('migration 0013: users.language', () => {
  let before: string;
  let own: EmptyDatabase;
  let database: Database;

  beforeAll(async () => {
    before = await migrationsBefore(userLanguageTag);
    own = await emptyDatabase('lang');
    database = await own.open();
    await migrate(database, before);
    await database.db.execute(sql`
      INSERT INTO users (email, first_name, last_name, role)
      VALUES ('matti@example.fi', 'Matti', 'Meikäläinen', 'consumer')`);
    await migrate(database, migrationsFolder);
  });
  afterAll(async () => {
    await database.close();
    await own.drop();
    await rm(before, { recursive: true, force: true });
  });

  const languageOfMatti = async () =>
    (
      await queryRows<{ language: string | null }>(
        database.db,
        sql`SELECT language FROM users WHERE email = 'matti@example.fi'`,
      )
    )[0]!.language;

  it('keeps the users, with no language chosen', async () => {
    expect(await languageOfMatti()).toBeNull();
  });

  it('stores a language the portal has texts for and refuses any other', async () => {
    await database.db.execute(sql`UPDATE users SET language = 'sv'`);
    expect(await languageOfMatti()).toBe('sv');
    await expect(database.db.execute(sql`UPDATE users SET language = 'de'`)).rejects.toThrow();
    expect(await languageOfMatti()).toBe('sv');
  });
});
