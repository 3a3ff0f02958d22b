import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text with no parameters (migrations, COPY set-up, test resets). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** Present on the embedded database only. */
  pglite?: PGlite;
  /** Present on PostgreSQL only. */
  pool?: pg.Pool;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Every bucketing query names Europe/Helsinki explicitly; the session itself stays in UTC so
// that timestamps never depend on the server's own time zone.
const sessionTimeZone = 'UTC';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      options: `-c TimeZone=${sessionTimeZone}`,
    });
    return {
      db: drizzlePostgres(pool, { schema }),
      kind: 'postgres',
      pool,
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
  });
  await pglite.exec(`SET TIME ZONE '${sessionTimeZone}'`);
  return {
    db: drizzlePglite(pglite, { schema }),
    kind: 'pglite',
    pglite,
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: () => pglite.close(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePostgres(database.db as Parameters<typeof migratePostgres>[0], {
      migrationsFolder,
    });
  } else {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
  }
}
