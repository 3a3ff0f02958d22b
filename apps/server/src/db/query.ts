import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Db } from './connection';

/** Rows of a raw SQL query; both drivers answer `{ rows }` (numeric columns come as strings). */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();

interface StatementText {
  name: string;
  text: string;
  /** Parameters in order; placeholders among them are filled on each run. */
  params: unknown[];
}

const statements = new Map<string, StatementText>();

/**
 * Rows of a statement on a hot path (every consumption view runs one), built once per `shape`:
 * `build` gives the SQL with `sql.placeholder(name)` where a run's `values` go, and the text
 * Drizzle makes of it is kept, so a request only fills the placeholders. `shape` must name
 * every choice `build` makes. On PostgreSQL it runs as a named prepared statement, so each
 * connection plans it once — planning costs more than running these small reads.
 * Select only text and integer columns: other types come back parsed differently by the two
 * drivers (cast numerics and JSON to text).
 */
export async function queryStatement<Row>(
  database: Pick<Database, 'db' | 'pool' | 'pglite'>,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<Row[]> {
  let statement = statements.get(shape);
  if (!statement) {
    const { sql: text, params } = dialect.sqlToQuery(build());
    const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statement = { name, text, params };
    statements.set(shape, statement);
  }
  const params = fillPlaceholders(statement.params, values);
  if (database.pool) {
    const { name, text } = statement;
    return (await database.pool.query({ name, text, values: params })).rows as Row[];
  }
  return (await database.pglite!.query<Row>(statement.text, params)).rows;
}
