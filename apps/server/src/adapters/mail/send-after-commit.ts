import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailOutcome, MailService } from './mail-service';

export interface AfterCommitMailDeps {
  mail: MailService;
  log: FastifyBaseLogger;
}

/** What the log says when the message could not even be stored: ids only, nothing personal. */
export interface QueueFailureLog {
  fields: Record<string, unknown>;
  message: string;
}

/**
 * Hands the e-mail about a row already committed to the outbox. Never throws: the row is the
 * record, so a message the outbox could not take is logged and answered 'unqueued'.
 */
export async function sendAfterCommit(
  { mail, log }: AfterCommitMailDeps,
  message: MailMessage,
  failure: QueueFailureLog,
): Promise<MailOutcome | 'unqueued'> {
  try {
    return await mail.send(message);
  } catch (error) {
    log.error({ err: error, ...failure.fields }, failure.message);
    return 'unqueued';
  }
}
