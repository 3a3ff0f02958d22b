import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { expect } from 'vitest';
import type { Database } from '../src/db/connection';

/** The server's migrations, as deployed. */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** A copy of the migrations whose journal ends before `tag`: a database of the layout before it. */
export async function migrationsBefore(tag: string): Promise<string> {
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

/** Runs the migrations of `folder` on the database, whichever kind it is. */
export async function migrate(database: Database, folder: string): Promise<void> {
  const config = { migrationsFolder: folder };
  if (database.kind === 'postgres') {
    await migratePostgres(database.db as Parameters<typeof migratePostgres>[0], config);
  } else {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], config);
  }
}
