import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/query';
import { emailOutbox } from '../../db/schema';

export interface OutboxMessage {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  replyTo: string | null;
  attempts: number;
}

/** How long a claimed message stays ours: a process that died mid-send frees it after this. */
export const claimLeaseMs = 10 * 60_000;

// The outbox table has no column of its own for Reply-To; it travels as a header line before
// the body, so the stored row is still the whole message. A text that itself starts like that
// header gets an empty one, which keeps the format unambiguous.
const replyToPrefix = 'Reply-To: ';

export function storedBody(text: string, replyTo: string | undefined): string {
  const header = replyTo?.replace(/[\r\n]/g, '') ?? '';
  return header || text.startsWith(replyToPrefix) ? `${replyToPrefix}${header}\n\n${text}` : text;
}

export function parseStoredBody(body: string): { text: string; replyTo: string | null } {
  const end = body.indexOf('\n\n');
  if (!body.startsWith(replyToPrefix) || end === -1) return { text: body, replyTo: null };
  return { replyTo: body.slice(replyToPrefix.length, end) || null, text: body.slice(end + 2) };
}

interface NewMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/**
 * Stores a message. `claimed` stores it already claimed by the caller (status 'sending', one
 * attempt, leased until `now + claimLeaseMs`), so no worker picks it up while it is being sent.
 */
export async function insertMessage(
  db: Db,
  message: NewMessage,
  options: { claimed: boolean; now: Date },
): Promise<OutboxMessage> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      recipient: message.to,
      subject: message.subject,
      body: storedBody(message.text, message.replyTo),
      status: options.claimed ? 'sending' : 'pending',
      attempts: options.claimed ? 1 : 0,
      nextAttemptAt: options.claimed ? new Date(options.now.getTime() + claimLeaseMs) : options.now,
    })
    .returning();
  return toMessage(row!);
}

interface ClaimedRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

/**
 * Claims up to `limit` due messages for this process: pending ones whose time has come and
 * 'sending' ones whose lease ran out. One statement with SKIP LOCKED, so concurrent workers
 * (other processes) never claim the same row.
 */
export async function claimDueMessages(db: Db, now: Date, limit: number): Promise<OutboxMessage[]> {
  const leaseUntil = new Date(now.getTime() + claimLeaseMs);
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`
      UPDATE email_outbox
         SET status = 'sending', attempts = attempts + 1,
             next_attempt_at = ${leaseUntil.toISOString()}::timestamptz, updated_at = now()
       WHERE id IN (
         SELECT id FROM email_outbox
          WHERE status IN ('pending', 'sending')
            AND next_attempt_at <= ${now.toISOString()}::timestamptz
          ORDER BY next_attempt_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
         AND status IN ('pending', 'sending')
         AND next_attempt_at <= ${now.toISOString()}::timestamptz
      RETURNING id, recipient, subject, body, attempts`,
  );
  return rows.map(toMessage);
}

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null, updatedAt: now })
    .where(eq(emailOutbox.id, id));
}

/** Back to pending for another try at `retryAt`, or given up (status failed) when null. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: retryAt ? 'pending' : 'failed',
      nextAttemptAt: retryAt ?? now,
      lastError: error.slice(0, 1000),
      updatedAt: now,
    })
    .where(eq(emailOutbox.id, id));
}

function toMessage(row: ClaimedRow): OutboxMessage {
  const { text, replyTo } = parseStoredBody(row.body);
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    body: text,
    replyTo,
    attempts: row.attempts,
  };
}
