import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { scrubPersonalData } from '../../logging';
import type { MailMessage, MailOutcome, MailService } from './mail-service';
import {
  claimDueMessages,
  insertMessage,
  markAttemptFailed,
  markSent,
  type OutboxMessage,
} from './outbox';
import { defaultRetryDelaysMs, nextAttempt } from './retry-schedule';
import type { MailSender, MailTransport } from './smtp-transport';
import type { Clock } from '../../clock';

export interface OutboxMailerOptions {
  db: Db;
  /** Null: no SMTP configured; messages stay in the outbox. */
  transport: MailTransport | null;
  from: MailSender;
  logger: FastifyBaseLogger;
  /** Time source of the retry schedule (tests move it forward). */
  clock: Clock;
  retryDelaysMs?: readonly number[];
  /** How often the worker looks for due messages. */
  pollIntervalMs?: number;
  /** Most messages one worker pass claims. */
  batchSize?: number;
}

/**
 * The outbox: every message is stored first and then delivered; failed deliveries are retried by
 * a worker with growing delays until the schedule runs out. Log lines name outbox ids, never
 * addresses or contents.
 */
export class OutboxMailer implements MailService {
  private readonly retryDelaysMs: readonly number[];
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<unknown> | undefined;
  private toldNoSmtp = false;

  constructor(private readonly options: OutboxMailerOptions) {
    this.retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
    this.pollIntervalMs = options.pollIntervalMs ?? 30_000;
    this.batchSize = options.batchSize ?? 20;
  }

  get deliversMail(): boolean {
    return this.options.transport !== null;
  }

  async send(message: MailMessage): Promise<MailOutcome> {
    const { db, transport, logger } = this.options;
    const stored = await insertMessage(db, message, {
      claimed: transport !== null,
      now: this.options.clock.now(),
    });
    if (transport === null) {
      if (!this.toldNoSmtp) {
        this.toldNoSmtp = true;
        logger.warn('SMTP_URL is not set: e-mail is kept in the outbox (email_outbox), not sent');
      }
      logger.info({ outboxId: stored.id }, 'e-mail queued in the outbox');
      return 'queued';
    }
    return (await this.attempt(stored, transport)) ? 'sent' : 'failed';
  }

  /** One worker pass: claims the due messages and tries each once. Returns how many were sent. */
  async deliverDue(): Promise<number> {
    const { db, transport } = this.options;
    if (transport === null) return 0;
    const due = await claimDueMessages(db, this.options.clock.now(), this.batchSize);
    let sent = 0;
    for (const message of due) if (await this.attempt(message, transport)) sent += 1;
    return sent;
  }

  /** Starts the retry worker (does nothing without SMTP). */
  start(): void {
    if (this.options.transport === null || this.timer) return;
    this.timer = setInterval(() => {
      // A pass still running (a slow SMTP server) is not overlapped by the next one.
      if (this.pass) return;
      this.pass = this.deliverDue()
        .catch((error: unknown) =>
          this.options.logger.error({ err: error }, 'e-mail outbox worker pass failed'),
        )
        .finally(() => (this.pass = undefined));
    }, this.pollIntervalMs);
    this.timer.unref();
  }

  /** Stops the worker, waits for a pass in progress and closes the SMTP connection. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.pass;
    this.options.transport?.close();
  }

  private async attempt(message: OutboxMessage, transport: MailTransport): Promise<boolean> {
    const { from, logger } = this.options;
    let failure: unknown;
    try {
      await transport.deliver({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
    } catch (error) {
      failure = error ?? new Error('unknown error');
    }
    try {
      await this.record(message, failure);
    } catch (error) {
      // The lease then runs out and the worker tries again: a rare double send beats a lost one.
      logger.error({ err: error, outboxId: message.id }, 'e-mail outbox could not be updated');
    }
    return failure === undefined;
  }

  private async record(message: OutboxMessage, failure: unknown): Promise<void> {
    const { db, logger } = this.options;
    if (failure === undefined) {
      await markSent(db, message.id, this.options.clock.now());
      logger.info({ outboxId: message.id, attempts: message.attempts }, 'e-mail sent');
      return;
    }
    const decision = nextAttempt(message.attempts, this.options.clock.now(), this.retryDelaysMs);
    const retryAt = 'retryAt' in decision ? decision.retryAt : null;
    const reason = describe(failure);
    await markAttemptFailed(db, message.id, reason, retryAt, this.options.clock.now());
    logger.warn(
      {
        outboxId: message.id,
        attempts: message.attempts,
        retryAt,
        reason: scrubPersonalData(reason),
      },
      retryAt ? 'e-mail delivery failed; retrying later' : 'e-mail delivery failed; giving up',
    );
  }
}

// SMTP errors carry the server's response line (e.g. "550 5.7.1 Relaying denied"), which may
// echo an address back; only the code and the first words are kept.
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const withCode = error as Error & { code?: string; responseCode?: number };
  const parts = [withCode.code, withCode.responseCode, error.message.replace(/<[^>]*>/g, '<…>')];
  return parts
    .filter((part) => part !== undefined)
    .join(' ')
    .slice(0, 300);
}
