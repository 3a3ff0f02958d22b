import type { AuditEntry, auditQuerySchema } from '@energiaportaali/domain';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { actionsStartingWith, findUserId, listAudit, type AuditFilter } from './audit-repo';
import { toPage, type Page } from './paging';

type AuditQuery = z.infer<typeof auditQuerySchema>;

/**
 * A page of the audit log, newest first unless asked otherwise. A user or operator that names
 * no one gives an empty page, not an error: the log may outlive its users.
 */
export async function auditPage(db: Db, query: AuditQuery): Promise<Page<AuditEntry>> {
  const filter: AuditFilter = {};
  if (query.action) {
    filter.actions = query.action.endsWith('.')
      ? await actionsStartingWith(db, query.action)
      : [query.action];
    if (filter.actions.length === 0) return toPage([], query);
  }
  for (const [key, given] of [
    ['userId', query.user],
    ['actorId', query.operator],
  ] as const) {
    if (!given) continue;
    const id = await findUserId(db, given);
    if (id === null) return toPage([], query);
    filter[key] = id;
  }
  const rows = await listAudit(db, filter, query);
  return toPage(rows, query, (row) => ({
    ...row,
    at: row.at.toISOString(),
    details: (row.details ?? {}) as Record<string, unknown>,
  }));
}
