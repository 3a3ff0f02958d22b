import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../src/db/connection';
import { databaseUrlWithName } from './database-url';

export interface OwnDatabase {
  /** DATA_DIR or DATABASE_URL for a server or import process of the test's own. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A database of the test's own for real server processes, filled like the template. */
export async function ownDatabase(prefix: string): Promise<OwnDatabase> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), `ep-${prefix}-`));
    const dump = await readFile(source.dumpFile);
    await (
      await openDatabase({ kind: 'pglite', dataDir: dir, loadDataDir: new Blob([dump]) })
    ).close();
    return { env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `ep_${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.templateName}`);
  return {
    env: { DATABASE_URL: databaseUrlWithName(adminUrl, name) },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
