// `npm run operator -- create EMAIL [--first-name X --last-name Y]`
// Creates a customer-service account (role operator) without a password in the configured
// database, queues its invitation e-mail through the outbox and prints the single-use
// set-password link: how a production instance gets its first operator (decision 0031).
import { parseArgs } from 'node:util';
import { emailAddress } from '@energiaportaali/domain';
import type { Person } from '../accounts';
import { runInvitationCli, UsageError } from './cli-run';
import { createOperator } from './operator-cli-account';

const usage = `usage: npm run operator -- create EMAIL [--first-name X --last-name Y]
Creates the operator in DATABASE_URL (PostgreSQL) or the embedded database under DATA_DIR
(default ./data); the link's origin is PUBLIC_ORIGIN, else http://localhost:PORT.`;

const validEmail = emailAddress({ invalid: 'invalid', tooLong: 'too long' });

// Without names the account is called after the service; the owner sees it only in the menu.
const defaultName = { firstName: 'Asiakaspalvelu', lastName: '' };

function personOf(args: string[]): Person {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
    });
  } catch {
    throw new UsageError(usage);
  }
  const { positionals, values } = parsed;
  const [action, rawEmail, ...extra] = positionals;
  const email = validEmail.safeParse(rawEmail ?? '');
  const firstName = values['first-name']?.trim();
  const lastName = values['last-name']?.trim();
  if (action !== 'create' || extra.length > 0 || !email.success) throw new UsageError(usage);
  if (!firstName !== !lastName) throw new UsageError(usage);
  return { email: email.data, ...(firstName && lastName ? { firstName, lastName } : defaultName) };
}

runInvitationCli({
  name: 'operator',
  parse: () => personOf(process.argv.slice(2)),
  issue: createOperator,
  describe: () => 'operator account created, set-password invitation issued',
});
