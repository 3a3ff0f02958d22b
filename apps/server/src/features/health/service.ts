import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { queryRows } from '../../db/query';

// A hung connection must not hang the health check (load balancers have short timeouts).
const timeoutMs = 3000;

async function withinTimeLimit<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database health check timed out')), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves when the database answers a real query within the time limit. */
export async function checkDatabase(database: Database): Promise<void> {
  await withinTimeLimit(database.db.execute(sql`SELECT 1`));
}

const journalFile = new URL('../../../drizzle/meta/_journal.json', import.meta.url);

interface Journal {
  entries: { when: number }[];
}

let newestMigration: number | undefined;

/** The `when` of the last migration this build ships; drizzle stores it as `created_at`. */
function newestShippedMigration(): number {
  newestMigration ??= Math.max(
    ...(JSON.parse(readFileSync(journalFile, 'utf8')) as Journal).entries.map(({ when }) => when),
  );
  return newestMigration;
}

/**
 * Whether the database holds every migration of this build. Drizzle applies the migrations
 * newer than its newest `created_at`, so that one row tells. Throws when the database fails.
 */
export async function migrationsCurrent(database: Database): Promise<boolean> {
  // The schema and table drizzle's migrator writes by default (migrateDatabase keeps them).
  const rows = await withinTimeLimit(
    queryRows<{ newest: string | number | null }>(
      database.db,
      sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
    ),
  );
  const newest = rows[0]?.newest;
  return newest !== null && newest !== undefined && Number(newest) >= newestShippedMigration();
}
