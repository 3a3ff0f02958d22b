import type { OutboxMessage, outboxQuerySchema } from '@energiaportaali/domain';
import type { z } from 'zod';
import type { OperatorUser } from '../../auth/session-user';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { notFound } from '../../errors';
import {
  findOutboxMessage,
  listOutbox,
  requeueOutboxMessage,
  type OutboxRow,
  type OutboxStatus,
} from './outbox-repo';
import { toPage, type Page } from './paging';

type OutboxQuery = z.infer<typeof outboxQuerySchema>;

// What needs customer service's eye unless another status is asked for.
const defaultStatuses: OutboxStatus[] = ['pending', 'failed'];

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    ...row,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export async function outboxPage(db: Db, query: OutboxQuery): Promise<Page<OutboxMessage>> {
  const statuses = query.status ? [query.status] : defaultStatuses;
  return toPage(await listOutbox(db, statuses, query), query, toMessage);
}

/** Sends a message again (a failed one, or a sent one once more) and audits it. */
export async function resendOutboxMessage(
  db: Db,
  operator: OperatorUser,
  id: number,
  now: Date,
): Promise<OutboxMessage> {
  const row = await db.transaction(async (tx) => {
    const previousStatus = await requeueOutboxMessage(tx, id, now);
    if (previousStatus === null) return null;
    await insertAuditEntry(tx, {
      actorUserId: operator.id,
      action: 'backoffice.outbox.resend',
      targetType: 'email_outbox',
      targetId: String(id),
      details: { previousStatus },
    });
    return findOutboxMessage(tx, id);
  });
  if (!row) throw notFound();
  return toMessage(row);
}
