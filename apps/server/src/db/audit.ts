import type { Db } from './connection';
import { auditLog } from './schema';

/** Who did what to which resource: a row of `audit_log`. */
export interface AuditEntry {
  actorUserId: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
}

/** Writes an audit row, in the caller's transaction when given one. */
export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
