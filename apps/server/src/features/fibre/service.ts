import type { FibreOffer, PortalConfig } from '@energiaportaali/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sendAfterCommit, type MailService } from '../../adapters/mail';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/connection';
import { notFound } from '../../errors';
import { messages } from '../../messages';
import { customersOfUser } from '../../customers/customers-of-user';
import { fibreOfferMail } from './mail';
import { fibreAddresses, insertFibreOffer } from './repo';

export interface FibreDeps {
  db: Db;
  mail: MailService;
  portalConfig: PortalConfig;
  log: FastifyBaseLogger;
}

/**
 * Stores the fibre offer request, then e-mails it to customer service with the customers and
 * fibre addresses the user has, so the offer can be made for the right place. The row is
 * committed first: a failed e-mail stays in the outbox for retries.
 */
export async function requestFibreOffer(
  { db, mail, portalConfig, log }: FibreDeps,
  user: SessionUser,
  offer: FibreOffer,
): Promise<void> {
  if (!portalConfig.services.includes('fibre')) {
    throw notFound({ code: 'FIBRE_NOT_OFFERED', message: messages.fibreNotOffered });
  }
  const requestId = await insertFibreOffer(db, { userId: user.id, ...offer });
  const customers = await customersOfUser(db, user);
  const context = {
    to: portalConfig.customerServiceEmail,
    user,
    customers: customers.map(
      (customer) =>
        `${customer.name} (asiakasnumero ${customer.customerNumbers.join(', ') || '–'})`,
    ),
    fibreAddresses: await fibreAddresses(
      db,
      customers.map((customer) => customer.id),
    ),
  };
  await sendAfterCommit({ mail, log }, fibreOfferMail(offer, context), {
    fields: { requestId },
    message: 'fibre offer e-mail could not be queued',
  });
}
