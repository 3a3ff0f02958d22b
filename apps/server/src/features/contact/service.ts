import {
  utilityOfInvoiceProduct,
  type ContactChange,
  type Customership,
  type InvoiceProductType,
  type PortalConfig,
} from '@energiaportaali/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sendAfterCommit, type MailService } from '../../adapters/mail';
import { visibleMeteringPoints } from '../../auth/access';
import type { ConsumerUser } from '../../auth/session-user';
import type { Db } from '../../db/connection';
import { notFound } from '../../errors';
import { messages } from '../../messages';
import { contactChangeMail } from './mail';
import { customersOfPoints, customersOfUser } from '../../customers/customers-of-user';
import { customerIdsWithFibre, insertContactChangeRequest } from './repo';

export interface CustomershipDeps {
  db: Db;
  mail: MailService;
  portalConfig: PortalConfig;
  log: FastifyBaseLogger;
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

// Metered products belong to the customers of their metering points; fibre, which is not
// metered, to the customers with fibre available at an address.
async function customersOfProduct(db: Db, user: ConsumerUser, product: InvoiceProductType) {
  const utility = utilityOfInvoiceProduct[product];
  if (utility) return customersOfPoints(db, await visibleMeteringPoints(db, user, { utility }));
  const all = await customersOfUser(db, user);
  const withFibre = await customerIdsWithFibre(
    db,
    all.map((customer) => customer.id),
  );
  return all.filter((customer) => withFibre.has(customer.id));
}

/** GET /customership/{productType}: the consumer's customer numbers, name and e-mail for the product. */
export async function customershipOf(
  db: Db,
  user: ConsumerUser,
  product: InvoiceProductType,
): Promise<Customership> {
  const customers = await customersOfProduct(db, user, product);
  const [first] = customers;
  if (!first) {
    throw notFound({ code: 'CUSTOMERSHIP_NOT_FOUND', message: messages.customershipNotFound });
  }
  return {
    customerIdentifier: unique(customers.flatMap((customer) => customer.customerNumbers)),
    name: first.name,
    email: first.email,
  };
}

/**
 * Stores the consumer's contact change request, then e-mails customer service. The request is
 * committed first: a failed e-mail stays in the outbox for retries, and even an outbox failure
 * loses nothing that customer service cannot find in the table.
 */
export async function requestContactChange(
  { db, mail, portalConfig, log }: CustomershipDeps,
  user: ConsumerUser,
  change: ContactChange,
): Promise<void> {
  const customers = await customersOfUser(db, user);
  const requestId = await insertContactChangeRequest(db, {
    userId: user.id,
    // A person with several customer records asks for all of them; the e-mail lists each.
    customerId: customers.length === 1 ? customers[0]!.id : null,
    phone: change.phonenumber ?? null,
    email: change.email ?? null,
  });
  await sendAfterCommit(
    { mail, log },
    contactChangeMail({ to: portalConfig.customerServiceEmail, user, customers, change }),
    { fields: { requestId }, message: 'contact change e-mail could not be queued' },
  );
}
