import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/connection';
import { databaseUrlWithName } from './database-url';
import { currentTemplate } from './template-of-the-day';

export interface OwnDatabase {
  /** DATA_DIR or DATABASE_URL for a server or import process of the test's own. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A database of the test's own for real server processes, filled like the template. */
export async function ownDatabase(prefix: string): Promise<OwnDatabase> {
  const source = await currentTemplate();
  if (source.kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), `ep-${prefix}-`));
    const dump = await readFile(source.dumpFile);
    await (
      await openDatabase({ kind: 'pglite', dataDir: dir, loadDataDir: new Blob([dump]) })
    ).close();
    return {
      env: { DATA_DIR: dir, ALLOW_EMBEDDED_DATABASE: 'true' },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
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

export interface EmptyDatabase extends OwnDatabase {
  /** Opens it in this process (the test's own look at what a server or a command wrote). */
  open(): Promise<Database>;
}

async function adminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty database of the test's own (not even migrated): a fresh DATA_DIR or a new database. */
export async function emptyDatabase(prefix: string): Promise<EmptyDatabase> {
  if (inject('testDatabase').kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), `ep-${prefix}-`));
    const dataDir = path.join(dir, 'data');
    return {
      env: { DATA_DIR: dataDir, ALLOW_EMBEDDED_DATABASE: 'true' },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `ep_${prefix}_${randomBytes(6).toString('hex')}`;
  await adminStatement(adminUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrlWithName(adminUrl, name);
  return {
    env: { DATABASE_URL: url },
    open: () => openDatabase({ kind: 'postgres', url }),
    drop: () => adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
