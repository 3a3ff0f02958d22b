import { helsinkiDay, type AuditEntry, type auditQuerySchema } from '@energiaportaali/domain';
import type { z } from 'zod';
import type { OperatorUser } from '../../auth/session-user';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { auditMessages } from '../../messages';
import { findAuditNames } from './audit-names-repo';
import { auditIdsOf, auditSentence } from './audit-presenter';
import { actionsStartingWith, findUserId, listAudit, type AuditFilter } from './audit-repo';
import { csvByteOrderMark, csvLine } from './csv';
import { toPage, type Page } from './paging';

type AuditQuery = z.infer<typeof auditQuerySchema>;
type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];

/**
 * The filter of a query; null when it names an action, user or operator that is not in the log
 * (an empty answer, not an error: the log may outlive its users).
 */
async function filterOf(db: Db, query: AuditQuery): Promise<AuditFilter | null> {
  const filter: AuditFilter = {};
  if (query.action) {
    filter.actions = query.action.endsWith('.')
      ? await actionsStartingWith(db, query.action)
      : [query.action];
    if (filter.actions.length === 0) return null;
  }
  for (const [key, given] of [
    ['userId', query.user],
    ['actorId', query.operator],
  ] as const) {
    if (!given) continue;
    const id = await findUserId(db, given);
    if (id === null) return null;
    filter[key] = id;
  }
  return filter;
}

/** Rows as the list shows them: the actor by name and each action as a Finnish sentence. */
async function present(db: Db, rows: AuditRow[]): Promise<AuditEntry[]> {
  const details = (row: AuditRow) => (row.details ?? {}) as Record<string, unknown>;
  const names = await findAuditNames(
    db,
    auditIdsOf(rows.map((row) => ({ ...row, details: details(row) }))),
  );
  return rows.map((row) => ({
    ...row,
    at: row.at.toISOString(),
    actorName: row.actorName ?? auditMessages.system,
    details: details(row),
    summary: auditSentence({ ...row, details: details(row) }, names),
  }));
}

/** GET /api/backoffice/audit: a page of the log, newest first unless asked otherwise. */
export async function auditPage(db: Db, query: AuditQuery): Promise<Page<AuditEntry>> {
  const filter = await filterOf(db, query);
  if (filter === null) return toPage([], query);
  const rows = await listAudit(db, filter, query);
  const page = toPage(rows, query);
  return { ...page, items: await present(db, page.items) };
}

const exportPageSize = 1000;

/**
 * GET /api/backoffice/audit/export.csv: every row the filters give, in the list's words, read a
 * page at a time as the client takes them. The export itself is audited with its filters.
 */
export async function exportAudit(db: Db, operator: OperatorUser, query: AuditQuery, now: Date) {
  // The filters' days and action, never the person asked about (an address).
  const { action, from, to, order } = query;
  await insertAuditEntry(db, {
    actorUserId: operator.id,
    action: 'backoffice.audit.export',
    targetType: 'audit_log',
    targetId: 'audit_log',
    details: Object.fromEntries(
      Object.entries({ action, from, to, order }).filter(
        ([, value]) => value !== undefined && value !== '',
      ),
    ),
  });
  return {
    fileName: `${auditMessages.csvFileStem}-${helsinkiDay(now)}.csv`,
    chunks: csvChunks(db, query),
  };
}

async function* csvChunks(db: Db, query: AuditQuery): AsyncGenerator<string> {
  yield csvByteOrderMark + csvLine(auditMessages.csvHeadings);
  const filter = await filterOf(db, query);
  if (filter === null) return;
  for (let page = 1; ; page += 1) {
    const window = { ...query, page, pageSize: exportPageSize };
    const rows = await listAudit(db, filter, window);
    const entries = await present(db, rows.slice(0, exportPageSize));
    yield entries
      .map((entry, index) =>
        csvLine([{ instant: rows[index]!.at }, entry.actorName, entry.actor, entry.summary]),
      )
      .join('');
    if (rows.length <= exportPageSize) return;
  }
}
