import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Db } from './connection';

/** Rows of a raw SQL query; both drivers answer `{ rows }` (numeric columns come as strings). */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of a raw SQL query on a hot path (every consumption view runs one). On PostgreSQL it is a
 * named prepared statement, so each connection plans it once instead of on every request —
 * planning costs more than running these small reads. The statement is named after its text, so
 * every variant of a query gets its own. PGlite runs the query as is. Select only text, numeric and integer columns: other types
 * would come back parsed differently by the two drivers.
 */
export async function queryPreparedRows<Row>(
  database: Pick<Database, 'db' | 'pool'>,
  query: SQL,
): Promise<Row[]> {
  if (!database.pool) return queryRows<Row>(database.db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  const result = await database.pool.query({ name, text, values: params });
  return result.rows as Row[];
}
