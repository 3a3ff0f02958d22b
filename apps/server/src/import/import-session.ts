import { pipeline } from 'node:stream/promises';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database, Db } from '../db/connection';
import * as schema from '../db/schema';

/** One transaction of an import, on one connection. */
export interface ImportSession {
  db: Db;
  /** Appends COPY text (tab-separated lines, `\N` for null) to a table as it streams in. */
  copyInto(table: string, columns: readonly string[], text: AsyncIterable<string>): Promise<void>;
}

// PGlite takes COPY input as one blob per statement: a few megabytes each keeps memory flat.
const pgliteCopyBytes = 16 << 20;

// Identifiers here come from code, never from input; quoting guards against keywords only.
const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `COPY ${quote(table)} (${columns.map(quote).join(', ')}) FROM ${source}`;

/**
 * Runs `work` in one transaction: everything it wrote is committed together, or nothing when
 * it throws.
 */
export function inImportTransaction<T>(
  database: Database,
  work: (session: ImportSession) => Promise<T>,
): Promise<T> {
  return database.kind === 'pglite'
    ? inPgliteTransaction(database, work)
    : inPostgresTransaction(database, work);
}

// PGlite is one connection and nothing else runs in this process meanwhile, so a plain BEGIN
// holds every statement of the import. COPY reads its input from '/dev/blob', in batches.
async function inPgliteTransaction<T>(
  database: Database,
  work: (session: ImportSession) => Promise<T>,
): Promise<T> {
  const pglite = database.pglite!;
  const copyInto: ImportSession['copyInto'] = async (table, columns, text) => {
    const statement = copyStatement(table, columns, `'/dev/blob'`);
    let parts: string[] = [];
    let bytes = 0;
    const flush = async () => {
      if (parts.length === 0) return;
      await pglite.query(statement, [], { blob: new Blob(parts) });
      parts = [];
      bytes = 0;
    };
    for await (const piece of text) {
      parts.push(piece);
      bytes += piece.length;
      if (bytes >= pgliteCopyBytes) await flush();
    }
    await flush();
  };
  await database.exec('BEGIN');
  try {
    const result = await work({ db: database.db, copyInto });
    await database.exec('COMMIT');
    return result;
  } catch (error) {
    await database.exec('ROLLBACK');
    throw error;
  }
}

// PostgreSQL: one pooled connection for the whole import; COPY input streams through
// pg-copy-streams with backpressure, so the file is never held in memory.
async function inPostgresTransaction<T>(
  database: Database,
  work: (session: ImportSession) => Promise<T>,
): Promise<T> {
  const client = await database.pool!.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work({
      db: drizzlePostgres(client, { schema }),
      copyInto: (table, columns, text) =>
        pipeline(text, client.query(copyFrom(copyStatement(table, columns, 'STDIN')))),
    });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is dropped rather than returned to the pool.
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}
