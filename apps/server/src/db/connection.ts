import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Env } from '../config/env';
import { lockDataDir } from './data-dir-lock';
import { databaseFaultOf } from './database-faults';
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

/** Time limits of PostgreSQL work, so that a hung or unreachable server fails fast. */
export interface DatabaseTimeouts {
  /** Connecting, and waiting for a free pooled connection. */
  connectMs: number;
  /** The longest statement; 0 for none (the import's merges run for minutes). */
  statementMs: number;
  /** An unused pooled connection is closed after this long. */
  idleMs: number;
}

// A request waiting on a hung database is answered 503 within 10 s (statementMs plus the
// client's margin below, or connectMs for a free connection): sooner than a proxy or a person
// gives up, and far beyond any request's own statements.
export const defaultDatabaseTimeouts: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 7_000,
  idleMs: 30_000,
};

/** The limits DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS and DB_IDLE_TIMEOUT_MS set. */
export function databaseTimeoutsOf(env: Env): Partial<DatabaseTimeouts> {
  return {
    connectMs: env.DB_CONNECT_TIMEOUT_MS,
    statementMs: env.DB_STATEMENT_TIMEOUT_MS,
    idleMs: env.DB_IDLE_TIMEOUT_MS,
  };
}

// The server cancels a slow statement itself at statementMs and the connection stays usable;
// the client's own limit a little later catches a server that no longer answers at all.
const unansweredMarginMs = 1_000;

/** Where a lost connection is reported (pino's warn fits). */
export interface DatabaseLogger {
  warn(details: object, message: string): void;
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      timeouts?: Partial<DatabaseTimeouts>;
      logger?: DatabaseLogger;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Every bucketing query names Europe/Helsinki explicitly; the session itself stays in UTC so
// that timestamps never depend on the server's own time zone.
const sessionTimeZone = 'UTC';

/**
 * A connection of its own without the pool's time limits: for bulk work (converting a long
 * history, seeding the demo world) that takes longer than any request may. End it when done.
 */
export async function connectWithoutTimeLimits(pool: pg.Pool): Promise<pg.Client> {
  const { statement_timeout, query_timeout, ...connection } = pool.options;
  void statement_timeout;
  void query_timeout;
  const client = new pg.Client(connection);
  await client.connect();
  return client;
}

function createPool(options: Extract<DatabaseOptions, { kind: 'postgres' }>): pg.Pool {
  const connectMs = options.timeouts?.connectMs ?? defaultDatabaseTimeouts.connectMs;
  const statementMs = options.timeouts?.statementMs ?? defaultDatabaseTimeouts.statementMs;
  const idleMs = options.timeouts?.idleMs ?? defaultDatabaseTimeouts.idleMs;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    options: `-c TimeZone=${sessionTimeZone}`,
    connectionTimeoutMillis: connectMs,
    idleTimeoutMillis: idleMs,
    keepAlive: true,
    ...(statementMs > 0
      ? { statement_timeout: statementMs, query_timeout: statementMs + unansweredMarginMs }
      : {}),
  });
  // A connection the server ends (a restart, a failover, pg_terminate_backend, an idle timeout)
  // emits 'error' on its client, in the pool or checked out; unheard, that ends the process.
  // The pool drops the broken client and connects anew on the next query.
  const reportLost = (error: Error) =>
    options.logger?.warn(
      { fault: databaseFaultOf(error) ?? { message: error.message } },
      'database connection lost',
    );
  pool.on('connect', (client) => {
    // A lost connection errs twice (the server's notice, then the closed socket): told once.
    let told = false;
    client.on('error', (error) => {
      if (!told) reportLost(error);
      told = true;
    });
  });
  // Reported by the client's own listener above.
  pool.on('error', () => undefined);
  return pool;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = createPool(options);
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
  // PGlite has no lock of its own: two processes on one folder lose each other's writes.
  const lock = isFolder(options.dataDir) ? await lockDataDir(options.dataDir) : undefined;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    await pglite.exec(`SET TIME ZONE '${sessionTimeZone}'`);
  } catch (error) {
    await lock?.release();
    throw error;
  }
  return {
    db: drizzlePglite(pglite, { schema }),
    kind: 'pglite',
    pglite,
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: async () => {
      try {
        await pglite.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

// PGlite also takes memory:// and idb:// addresses; only a folder on disk is shared by processes.
const isFolder = (dataDir: string | undefined): dataDir is string =>
  dataDir !== undefined && !/^[a-z]+:\/\//.test(dataDir);

/**
 * Runs the schema migrations. A migration may ask for costs to be priced again
 * (`cost_refreshes`): the caller runs `runCostRefreshes` (cost/stored-cost.ts) after this.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePostgres(database.db as Parameters<typeof migratePostgres>[0], {
      migrationsFolder,
    });
  } else {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
  }
}
