import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';

// A hung connection must not hang the health check (load balancers have short timeouts).
const timeoutMs = 3000;

/** Resolves when the database answers a real query within the time limit. */
export async function checkDatabase(database: Database): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database health check timed out')), timeoutMs);
  });
  try {
    await Promise.race([database.db.execute(sql`SELECT 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
