import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { OutboxMailer } from './outbox-mailer';
import { smtpTransport, type MailSender } from './smtp-transport';
import type { Clock } from '../../clock';

export type { MailMessage, MailOutcome, MailService } from './mail-service';
export { OutboxMailer, type OutboxMailerOptions } from './outbox-mailer';
export { sendAfterCommit, type AfterCommitMailDeps } from './send-after-commit';

export interface MailConfig {
  db: Db;
  /** SMTP_URL; undefined keeps every message in the outbox. */
  smtpUrl: string | undefined;
  from: MailSender;
  logger: FastifyBaseLogger;
  /** OUTBOX_POLL_INTERVAL_MS: how often the worker looks for due messages. */
  pollIntervalMs?: number;
  clock: Clock;
}

/** The process's mail service: the outbox, delivering over SMTP when it is configured. */
export function createMailer({
  db,
  smtpUrl,
  from,
  logger,
  pollIntervalMs,
  clock,
}: MailConfig): OutboxMailer {
  return new OutboxMailer({
    db,
    transport: smtpUrl ? smtpTransport(smtpUrl) : null,
    from,
    logger,
    pollIntervalMs,
    clock,
  });
}
