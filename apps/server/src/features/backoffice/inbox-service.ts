import {
  helsinkiDay,
  type InboxItem,
  type InboxKind,
  type InboxQuery,
} from '@energiaportaali/domain';
import type { OperatorUser } from '../../auth/session-user';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { notFound } from '../../errors';
import { csvByteOrderMark, csvLine } from './csv';
import { inboxColumns, inboxFileStems } from './inbox-csv';
import {
  exportBatch,
  findInboxItem,
  listInbox,
  markInboxItemHandled,
  type InboxRow,
} from './inbox-repo';
import { toPage, type Page } from './paging';

// The audit log's name of each inbox's records.
const targetTypes: Record<InboxKind, string> = {
  feedback: 'feedback',
  'water-readings': 'water_reading',
  'contact-changes': 'contact_change_request',
  'fibre-requests': 'fibre_request',
};

function toItem<Kind extends InboxKind>(row: InboxRow<Kind>): InboxItem<Kind> {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  } as InboxItem<Kind>;
}

export async function inboxPage<Kind extends InboxKind>(
  db: Db,
  kind: Kind,
  query: InboxQuery,
): Promise<Page<InboxItem<Kind>>> {
  return toPage(await listInbox(db, kind, query), query, toItem);
}

/**
 * Marks an item handled by the operator and audits it, in one transaction. Idempotent: an
 * item handled already is answered as it is (its first handler kept) and audited no more.
 */
export async function markHandled<Kind extends InboxKind>(
  db: Db,
  operator: OperatorUser,
  kind: Kind,
  id: number,
  now: Date,
): Promise<InboxItem<Kind>> {
  const row = await db.transaction(async (tx) => {
    if (await markInboxItemHandled(tx, kind, id, operator.id, now)) {
      await insertAuditEntry(tx, {
        actorUserId: operator.id,
        action: 'backoffice.inbox.handled',
        targetType: targetTypes[kind],
        targetId: String(id),
        details: { kind },
      });
    }
    return findInboxItem(tx, kind, id);
  });
  if (!row) throw notFound();
  return toItem(row);
}

const exportBatchSize = 1000;

export interface InboxExport {
  fileName: string;
  /** The file's text in pieces: the byte-order mark and headings, then a batch of rows each. */
  chunks: AsyncIterable<string>;
}

/**
 * Every item matching the filters as CSV, read in batches as the client takes them. The export
 * is audited with its filters (never the rows: they hold personal data).
 */
export async function exportInbox(
  db: Db,
  operator: OperatorUser,
  kind: InboxKind,
  query: InboxQuery,
  now: Date,
): Promise<InboxExport> {
  const filter = { status: query.status, from: query.from, to: query.to, order: query.order };
  await insertAuditEntry(db, {
    actorUserId: operator.id,
    action: 'backoffice.inbox.export',
    targetType: 'inbox',
    targetId: kind,
    details: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)),
  });
  return {
    fileName: `${inboxFileStems[kind]}-${helsinkiDay(now)}.csv`,
    chunks: csvChunks(db, kind, filter),
  };
}

async function* csvChunks(
  db: Db,
  kind: InboxKind,
  filter: Parameters<typeof exportBatch>[2],
): AsyncGenerator<string> {
  const columns = inboxColumns(kind);
  yield csvByteOrderMark + csvLine(columns.headings);
  let afterId: number | null = null;
  for (;;) {
    const rows: InboxRow<InboxKind>[] = await exportBatch(
      db,
      kind,
      filter,
      afterId,
      exportBatchSize,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(columns.cells(row))).join('');
    if (rows.length < exportBatchSize) return;
    afterId = rows.at(-1)!.id;
  }
}
