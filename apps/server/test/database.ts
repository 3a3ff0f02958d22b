import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/connection';
import { databaseUrlWithName } from './database-url';
import { currentTemplate, type TestTemplate } from './template-of-the-day';

/**
 * A database of this test file's own, migrated and filled like the template
 * (PGlite in memory by default, PostgreSQL when TEST_DATABASE_URL is set).
 */
export async function createTestDatabase(source?: TestTemplate): Promise<Database> {
  source ??= await currentTemplate();
  if (source.kind === 'pglite') {
    const dump = await readFile(source.dumpFile);
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `ep_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) =>
    admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.templateName}`),
  );
  const database = await openDatabase({ kind: 'postgres', url: databaseUrlWithName(url, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(url: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}
