// `npm run invite -- manager-company EMAIL`
// `npm run invite -- company-person EMAIL --company BUSINESS_ID --first-name X --last-name Y`
// `npm run invite -- manager EMAIL --office BUSINESS_ID --first-name X --last-name Y`
// Issues an invitation in the configured database (DATABASE_URL, else the embedded one under
// DATA_DIR), queues its e-mail through the outbox and prints the link.
import { parseArgs } from 'node:util';
import { emailAddress } from '@energiaportaali/domain';
import { inviteFromCommandLine, type InviteCommand } from './cli-invite';
import { runInvitationCli, UsageError } from './cli-run';

const usage = `usage: npm run invite -- manager-company EMAIL
       npm run invite -- company-person EMAIL --company BUSINESS_ID --first-name X --last-name Y
       npm run invite -- manager EMAIL --office BUSINESS_ID --first-name X --last-name Y
Invites into DATABASE_URL (PostgreSQL) or the embedded database under DATA_DIR (default ./data);
the link's origin is PUBLIC_ORIGIN, else http://localhost:PORT.`;

const validEmail = emailAddress({ invalid: 'invalid', tooLong: 'too long' });

function commandOf(args: string[]): InviteCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        company: { type: 'string' },
        office: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
    });
  } catch {
    throw new UsageError(usage);
  }
  const { positionals, values } = parsed;
  const [kind, rawEmail, ...extra] = positionals;
  const email = validEmail.safeParse(rawEmail ?? '');
  if (extra.length > 0 || !email.success) throw new UsageError(usage);
  const firstName = values['first-name']?.trim();
  const lastName = values['last-name']?.trim();
  const named = firstName && lastName ? { email: email.data, firstName, lastName } : null;
  if (kind === 'manager-company' && !values.company && !values.office && !firstName && !lastName) {
    return { kind, email: email.data };
  }
  if (kind === 'company-person' && named && values.company && !values.office) {
    return { kind, company: values.company.trim(), ...named };
  }
  if (kind === 'manager' && named && values.office && !values.company) {
    return { kind, office: values.office.trim(), ...named };
  }
  throw new UsageError(usage);
}

runInvitationCli({
  name: 'invite',
  parse: () => commandOf(process.argv.slice(2)),
  issue: (db, command, context) => inviteFromCommandLine(db, command, context),
  describe: (invitation) => `${invitation.kind} invitation issued`,
});
