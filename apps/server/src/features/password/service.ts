import { createNewPasswordSchema } from '@energiaportaali/domain';
import { hashPassword } from '../../auth/password';
import type { Database } from '../../db/connection';
import { notFound, validationFailed } from '../../errors';
import { issuesToFields } from '../../http/validation';
import {
  consumeIdentification,
  peekIdentification,
} from '../../identity/strong-identification/identification';
import { messages } from '../../messages';
import { consumerByIdentity, replacePassword, type ConsumerAccount } from './repo';

const accountNotFound = () =>
  notFound({ code: 'ACCOUNT_NOT_FOUND', message: messages.accountNotFound });

async function accountOf(database: Database, token: string): Promise<ConsumerAccount> {
  const { subject } = await peekIdentification(database.db, token);
  const account = await consumerByIdentity(database.db, subject);
  if (!account) throw accountNotFound();
  return account;
}

/** The e-mail (username) of the identified person's account; the token stays usable. */
export async function accountEmail(database: Database, token: string): Promise<string> {
  return (await accountOf(database, token)).email;
}

export interface NewPassword {
  password: string;
  password2: string;
}

/** Sets a new password for the identified person's account, uses the token up, ends sessions. */
export async function resetForgottenPassword(
  database: Database,
  token: string,
  form: NewPassword,
): Promise<void> {
  const account = await accountOf(database, token);
  const userInputs = [account.email, account.firstName, account.lastName];
  const parsed = createNewPasswordSchema(userInputs).safeParse(form);
  if (!parsed.success) throw validationFailed(issuesToFields(parsed.error.issues, 'body'));
  const passwordHash = await hashPassword(form.password);
  await database.db.transaction(async (tx) => {
    const { subject } = await consumeIdentification(tx, token);
    const current = await consumerByIdentity(tx, subject);
    if (current?.id !== account.id) throw accountNotFound();
    await replacePassword(tx, account.id, passwordHash);
  });
}
