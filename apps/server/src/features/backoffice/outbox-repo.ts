import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { emailOutbox } from '../../db/schema';
import type { ListQuery } from '@energiaportaali/domain';
import { listOrder, pageWindow, withinDays } from './paging';

export type OutboxStatus = (typeof emailOutbox.status.enumValues)[number];

// Never the body: it can hold an invitation link.
const columns = {
  id: emailOutbox.id,
  recipient: emailOutbox.recipient,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

export type OutboxRow = NonNullable<Awaited<ReturnType<typeof findOutboxMessage>>>;

/** A page (and one row more) of the messages in `statuses`, in the query's order. */
export async function listOutbox(db: Db, statuses: OutboxStatus[], query: ListQuery) {
  const { limit, offset } = pageWindow(query);
  return db
    .select(columns)
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.status, statuses), ...withinDays(emailOutbox.createdAt, query)))
    .orderBy(...listOrder(query, emailOutbox.createdAt, emailOutbox.id))
    .limit(limit)
    .offset(offset);
}

export async function findOutboxMessage(db: Db, id: number) {
  const [row] = await db.select(columns).from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ?? null;
}

/**
 * Puts a message back in the queue, due now with a fresh retry schedule; the outbox worker
 * sends it on its next pass. Answers the status it had, or null when there is no such message.
 */
export async function requeueOutboxMessage(
  db: Db,
  id: number,
  now: Date,
): Promise<OutboxStatus | null> {
  const [before] = await db
    .select({ status: emailOutbox.status })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
    .for('update');
  if (!before) return null;
  await db
    .update(emailOutbox)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      sentAt: null,
      updatedAt: now,
    })
    .where(eq(emailOutbox.id, id));
  return before.status;
}
