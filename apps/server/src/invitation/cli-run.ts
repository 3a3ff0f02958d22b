// What every invitation command line (`npm run invite`, `npm run operator`) does around its own
// work: reads the configuration, opens the configured database (DATABASE_URL, else the
// embedded one under DATA_DIR), issues the invitation, queues its e-mail through the outbox and
// prints the link on stdout (the log goes to stderr).
import pino from 'pino';
import { createMailer } from '../adapters/mail';
import { ConfigError } from '../config/config-error';
import { parseEnv, type Env } from '../config/env';
import { loadPortalConfig } from '../config/portal-config';
import { runCostRefreshes } from '../cost/stored-cost';
import { databaseTimeoutsOf, migrateDatabase, openDatabase, type Database } from '../db/connection';
import type { Db } from '../db/connection';
import { createLogger } from '../logging';
import { InviteError } from './cli-invite';
import { invitationLink } from './link';
import { sendInvitation } from './mail';
import type { PendingInvitation } from './tokens';
import { clockOf } from '../clock';

/** A mistake in the command's arguments: the usage is printed, exit code 2. */
export class UsageError extends Error {}

export interface IssueContext {
  ttlDays: number;
  /** Whom the link's page names as the inviter: the organisation. */
  invitedBy: string;
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

export interface InvitationCli<Command> {
  /** The command's name in messages ('invite', 'operator'). */
  name: string;
  /** Reads the arguments before anything is opened; throws UsageError on a mistake. */
  parse: () => Command;
  /** The command's own work in the configured database, ending in an issued invitation. */
  issue: (db: Db, command: Command, context: IssueContext) => Promise<PendingInvitation>;
  /** The first line printed, e.g. 'operator invitation issued'. */
  describe: (invitation: PendingInvitation) => string;
}

async function issueAndPrint<Command>({ parse, issue, describe }: InvitationCli<Command>) {
  const command = parse();
  const { env } = parseEnv();
  const portalConfig = await loadPortalConfig(env.PORTAL_CONFIG);
  const log = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL, pino.destination(2));
  const database = await openConfiguredDatabase(env);
  const mail = createMailer({
    db: database.db,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? { name: portalConfig.brandName, address: portalConfig.contact.email },
    logger: log,
    clock: clockOf(env),
  });
  try {
    await migrateDatabase(database);
    await runCostRefreshes(database.db);
    const invitation = await issue(database.db, command, {
      ttlDays: env.INVITATION_TTL_DAYS,
      invitedBy: portalConfig.contact.companyName,
    });
    const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
    await sendInvitation({ mail, log, portalConfig }, invitation, origin);
    process.stdout.write(
      `${describe(invitation)} (works ${invitation.ttlDays} days, once); e-mail queued in the outbox:\n` +
        `${invitationLink(origin, invitation)}\n`,
    );
    return 0 as const;
  } finally {
    await mail.stop();
    await database.close();
  }
}

/**
 * Runs one invitation command to its exit code: a usage mistake exits 2 with the usage; an
 * operator's mistake (ConfigError, InviteError) exits 1 with a plain message.
 */
export function runInvitationCli<Command>(options: InvitationCli<Command>): void {
  issueAndPrint(options).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError) {
        process.stderr.write(`${error.message}\n`);
        process.exit(2);
      }
      // Operator mistakes get a plain message; anything else its stack for the bug report.
      const plain = error instanceof ConfigError || error instanceof InviteError;
      const message = plain ? error.message : (error as Error)?.stack;
      process.stderr.write(`${options.name} failed: ${message ?? error}\n`);
      process.exit(1);
    },
  );
}
