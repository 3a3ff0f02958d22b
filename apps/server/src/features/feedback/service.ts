import type { Feedback, PortalConfig } from '@energiaportaali/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sendAfterCommit, type MailService } from '../../adapters/mail';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/connection';
import { customersOfUser } from '../../customers/customers-of-user';
import { feedbackMail } from './mail';
import { insertFeedback } from './repo';

export interface FeedbackDeps {
  db: Db;
  mail: MailService;
  portalConfig: PortalConfig;
  log: FastifyBaseLogger;
}

const fullName = (user: SessionUser) => `${user.firstName} ${user.lastName}`;

/**
 * Stores the feedback under the session's username and customer names (never the payload's),
 * then e-mails it to customer service. The row is committed first: a failed e-mail stays in the
 * outbox for retries, so the sender is told it arrived.
 */
export async function submitFeedback(
  { db, mail, portalConfig, log }: FeedbackDeps,
  user: SessionUser,
  { feedback: message, email }: Feedback,
): Promise<void> {
  const customers = await customersOfUser(db, user);
  const customerName = customers.map((customer) => customer.name).join(', ') || fullName(user);
  const entry = {
    userId: user.id,
    username: user.email,
    customerName,
    email: email ?? null,
    message,
  };
  const feedbackId = await insertFeedback(db, entry);
  await sendAfterCommit(
    { mail, log },
    feedbackMail(portalConfig.customerServiceEmail, entry, fullName(user)),
    { fields: { feedbackId }, message: 'feedback e-mail could not be queued' },
  );
}
