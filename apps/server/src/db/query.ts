import type { SQL } from 'drizzle-orm';
import type { Db } from './connection';

/** Rows of a raw SQL query; both drivers answer `{ rows }` (numeric columns come as strings). */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
