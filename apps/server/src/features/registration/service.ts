import type { ConsumerRegistration } from '@energiaportaali/domain';
import { hashPassword } from '../../auth/password';
import type { Database } from '../../db/connection';
import { badRequest, forbidden } from '../../errors';
import { consumeIdentification } from '../../identity/strong-identification/identification';
import { messages } from '../../messages';
import { customerIdsByIdentity, emailTaken, hasConsumerAccount, insertConsumer } from './repo';
import { isUniqueViolation } from '../../db/unique-violation';

const userExists = () => badRequest({ code: 'USER_EXISTS', message: messages.userExists });

/**
 * Creates the consumer account of the identified person and uses the token up, all in one
 * transaction: any refusal leaves the token usable (e.g. for the existing account's password).
 */
export async function registerConsumer(
  database: Database,
  token: string,
  form: ConsumerRegistration,
): Promise<void> {
  // Hashing takes ~100 ms of CPU: done before the transaction, not while holding it.
  const passwordHash = await hashPassword(form.password);
  try {
    await database.db.transaction(async (tx) => {
      const { subject: identityCodeHash } = await consumeIdentification(tx, token);
      if (await hasConsumerAccount(tx, identityCodeHash)) throw userExists();
      const customerIds = await customerIdsByIdentity(tx, identityCodeHash);
      if (customerIds.length === 0) {
        throw forbidden({ code: 'NOT_CUSTOMER', message: messages.notCustomer });
      }
      if (await emailTaken(tx, form.email)) throw userExists();
      const { email, firstName, lastName, phone } = form;
      await insertConsumer(tx, { email, firstName, lastName, phone, passwordHash }, customerIds);
    });
  } catch (error) {
    // Two registrations with the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw userExists();
    throw error;
  }
}
