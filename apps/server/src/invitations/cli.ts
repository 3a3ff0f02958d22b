// `npm run invite -- manager-company EMAIL`
// `npm run invite -- company-person EMAIL --company BUSINESS_ID --first-name X --last-name Y`
// `npm run invite -- manager EMAIL --office BUSINESS_ID --first-name X --last-name Y`
// Issues an invitation in the configured database (DATABASE_URL, else the embedded one under
// DATA_DIR), queues its e-mail through the outbox and prints the link.
import { parseArgs } from 'node:util';
import { emailAddress } from '@energiaportaali/domain';
import pino from 'pino';
import { createMailer } from '../adapters/mail';
import { ConfigError } from '../config/config-error';
import { parseEnv, type Env } from '../config/env';
import { loadPortalConfig } from '../config/portal-config';
import { databaseTimeoutsOf, migrateDatabase, openDatabase, type Database } from '../db/connection';
import { createLogger } from '../logging';
import { InviteError, inviteFromCommandLine, type InviteCommand } from './cli-invite';
import { invitationLink } from './link';
import { sendInvitation } from './mail';

const usage = `usage: npm run invite -- manager-company EMAIL
       npm run invite -- company-person EMAIL --company BUSINESS_ID --first-name X --last-name Y
       npm run invite -- manager EMAIL --office BUSINESS_ID --first-name X --last-name Y
Invites into DATABASE_URL (PostgreSQL) or the embedded database under DATA_DIR (default ./data);
the link's origin is PUBLIC_ORIGIN, else http://localhost:PORT.`;

class UsageError extends Error {}

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

// The embedded database locks its folder: with the server running there this stops at once
// (a ConfigError naming the folder and the process holding it).
function openConfiguredDatabase(env: Env): Promise<Database> {
  if (!env.DATABASE_URL) return openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
  return openDatabase({
    kind: 'postgres',
    url: env.DATABASE_URL,
    timeouts: databaseTimeoutsOf(env),
  });
}

async function main(args: string[]): Promise<number> {
  const command = commandOf(args);
  const { env } = parseEnv();
  const portalConfig = await loadPortalConfig(env.PORTAL_CONFIG);
  // stdout carries the link only; the log goes to stderr.
  const log = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL, pino.destination(2));
  const database = await openConfiguredDatabase(env);
  const mail = createMailer({
    db: database.db,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? { name: portalConfig.brandName, address: portalConfig.contact.email },
    logger: log,
  });
  try {
    await migrateDatabase(database);
    const invitation = await inviteFromCommandLine(database.db, command, {
      ttlDays: env.INVITATION_TTL_DAYS,
      invitedBy: portalConfig.contact.companyName,
    });
    const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
    await sendInvitation({ mail, log, portalConfig }, invitation, origin);
    process.stdout.write(
      `${invitation.kind} invitation issued (works ${invitation.ttlDays} days, once); e-mail queued in the outbox:\n` +
        `${invitationLink(origin, invitation)}\n`,
    );
    return 0;
  } finally {
    await mail.stop();
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    // Operator mistakes get a plain message; anything else its stack for the bug report.
    const plain = error instanceof ConfigError || error instanceof InviteError;
    const message = plain ? error.message : (error as Error)?.stack;
    process.stderr.write(`invite failed: ${message ?? error}\n`);
    process.exit(1);
  },
);
