import { registeredWithoutCustomerData, type ConsumerRegistration } from '@energiaportaali/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createAccount, emailInUse, linkCustomers } from '../../accounts';
import { actingCustomers } from '../../auth/access';
import { hashPassword } from '../../auth/password';
import type { Database } from '../../db/connection';
import { badRequest, forbidden } from '../../errors';
import { consumeIdentification } from '../../identity/strong-identification/identification';
import { messages } from '../../messages';
import { customerIdsByIdentity, hasConsumerAccount } from './repo';
import { isUniqueViolation } from '../../db/unique-violation';

const userExists = () => badRequest({ code: 'USER_EXISTS', message: messages.userExists });

/**
 * Creates the consumer account of the identified person and uses the token up, all in one
 * transaction: any refusal leaves the token usable (e.g. for the existing account's password).
 * Then reads the customer data the account logs in with; when that fails the account stays and
 * the answer says so (403), as a new attempt would only find the account taken.
 */
export async function registerConsumer(
  database: Database,
  token: string,
  form: ConsumerRegistration,
  log: FastifyBaseLogger,
): Promise<void> {
  // Hashing takes ~100 ms of CPU: done before the transaction, not while holding it.
  const passwordHash = await hashPassword(form.password);
  const { email, firstName, lastName, phone } = form;
  let userId: string;
  try {
    userId = await database.db.transaction(async (tx) => {
      const { subject: identityCodeHash } = await consumeIdentification(tx, token);
      if (await hasConsumerAccount(tx, identityCodeHash)) throw userExists();
      const customerIds = await customerIdsByIdentity(tx, identityCodeHash);
      if (customerIds.length === 0) {
        throw forbidden({ code: 'NOT_CUSTOMER', message: messages.notCustomer });
      }
      if (await emailInUse(tx, email)) throw userExists();
      const consumerId = await createAccount(tx, {
        email,
        firstName,
        lastName,
        phone,
        passwordHash,
        role: 'consumer',
        termsAccepted: true,
      });
      await linkCustomers(tx, consumerId, customerIds);
      return consumerId;
    });
  } catch (error) {
    // Two registrations with the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw userExists();
    throw error;
  }
  const account = { id: userId, role: 'consumer' as const, email, firstName, lastName };
  const customers = await actingCustomers(database.db, account).catch((error: unknown) => {
    log.warn({ err: error }, 'registration: customer data of the new account not read');
    return [];
  });
  if (customers.length === 0) throw forbidden(registeredWithoutCustomerData);
}
