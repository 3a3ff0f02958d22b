import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/connection';
import { auditLog } from '../../db/schema';
import type { PendingInvitation } from '../../invitation';
import { queryRows } from '../../db/query';
import type { ImportOptions, ImportResult, MergeCounts } from '../run-import';

/** What the register imports need beyond the database: the key and the invitations. */
export interface RegisterContext {
  /** IDENTITY_CODE_KEY: identity codes are matched and stored as their keyed hash only. */
  identityCodeKey: string;
  invitations: {
    ttlDays: number;
    /** Whom the invited person asks for a new link (the utility). */
    invitedBy: string;
    /** After the commit: queues the e-mail through the outbox; never throws. */
    send(invitation: PendingInvitation): Promise<void>;
  };
}

/** The kinds of register file, in the order they depend on each other. */
export const registerKinds = [
  'customers',
  'offices',
  'metering-points',
  'tariffs',
  'contracts',
  'users',
] as const;
export type RegisterKind = (typeof registerKinds)[number];

/** One row of audit_log per import run: counts only, never who or what was in the file. */
export async function auditImport(
  db: Db,
  kind: RegisterKind | 'prices',
  counts: MergeCounts & { rowsRead: number },
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: null,
    action: `import.${kind}`,
    targetType: 'import',
    targetId: kind,
    details: counts,
  });
}

/** Rows of the staging table in the given state: 'new', 'changed' or 'same'. */
export async function countByStatus(
  db: Db,
  table: string,
): Promise<MergeCounts & { rowsRead: number }> {
  const [row] = await queryRows<{ inserted: number; updated: number; rowsRead: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'new')::int AS inserted,
               count(*) FILTER (WHERE status = 'changed')::int AS updated,
               count(*)::int AS "rowsRead"
        FROM ${sql.identifier(table)}`,
  );
  return row!;
}

export type RegisterImporter = (
  database: Database,
  path: string,
  options: ImportOptions,
  context: RegisterContext,
) => Promise<ImportResult>;
