// `npm run import -- meter-data FILE.csv` / `npm run import -- temperatures FILE.csv`, day-ahead
// prices (`prices`, CSV or ENTSO-E XML) and the customer register (`customers`, `offices`,
// `metering-points`, `tariffs`, `contracts`, `users`) and the trade register's housing-company
// managers (`housing-managers`, decision 0045): loads a file into the configured database
// (DATABASE_URL, else the embedded one under DATA_DIR).
import { access } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { createMailer } from '../adapters/mail';
import { ConfigError } from '../config/config-error';
import { parseEnv, type Env } from '../config/env';
import { loadPortalConfig } from '../config/portal-config';
import { runCostRefreshes } from '../cost/stored-cost';
import { databaseTimeoutsOf, migrateDatabase, openDatabase, type Database } from '../db/connection';
import { sendInvitation } from '../invitation';
import { createLogger } from '../logging';
import { importHousingManagers } from './housing-managers-import';
import { importMeterData } from './meter-data-import';
import { importPrices } from './prices/price-import';
import { registerImporters, registerKinds, type RegisterContext } from './register';
import type { ImportOptions, ImportResult } from './run-import';
import { describeRejection, describeSummary } from './summary';
import { importTemperatures } from './temperature-import';
import { clockOf } from '../clock';

type Importer = (
  database: Database,
  file: string,
  options: ImportOptions,
  env: Env,
) => Promise<ImportResult>;

const importers: Record<string, Importer> = {
  'meter-data': importMeterData,
  temperatures: importTemperatures,
  prices: importPrices,
  'housing-managers': importHousingManagers,
  ...Object.fromEntries(
    registerKinds.map((kind): [string, Importer] => [
      kind,
      (database, file, options, env) =>
        withRegisterContext(database, env, (context) =>
          registerImporters[kind](database, file, options, context),
        ),
    ]),
  ),
};

const usage = `usage: npm run import -- meter-data FILE.csv
       npm run import -- temperatures FILE.csv
       npm run import -- prices FILE.csv|FILE.xml
       npm run import -- customers|offices|metering-points|tariffs|contracts|users FILE.csv
       npm run import -- housing-managers FILE.csv
Imports into DATABASE_URL (PostgreSQL) or the embedded database under DATA_DIR (default ./data).`;

class UsageError extends Error {}

// Invitation e-mails of imported users go to the outbox (sent by SMTP_URL when set, else by
// the server later); the log goes to stderr, stdout carries the summary.
async function withRegisterContext<T>(
  database: Database,
  env: Env,
  work: (context: RegisterContext) => Promise<T>,
): Promise<T> {
  const portalConfig = await loadPortalConfig(env.PORTAL_CONFIG);
  const log = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL, pino.destination(2));
  const mail = createMailer({
    db: database.db,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? { name: portalConfig.brandName, address: portalConfig.contact.email },
    logger: log,
    clock: clockOf(env),
  });
  const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  try {
    return await work({
      identityCodeKey: env.IDENTITY_CODE_KEY,
      invitations: {
        ttlDays: env.INVITATION_TTL_DAYS,
        invitedBy: portalConfig.contact.companyName,
        send: (invitation) => sendInvitation({ mail, log, portalConfig }, invitation, origin),
      },
    });
  } finally {
    await mail.stop();
  }
}

// The embedded database locks its folder: with the server running there this stops at once
// (DataDirInUseError, a ConfigError naming the folder and the process holding it).
async function openConfiguredDatabase(env: Env): Promise<Database> {
  if (!env.DATABASE_URL) return openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
  return openDatabase({
    kind: 'postgres',
    url: env.DATABASE_URL,
    // An import's merge of millions of rows is one statement that runs for minutes.
    timeouts: { ...databaseTimeoutsOf(env), statementMs: 0 },
    logger: {
      warn: (details, message) => process.stderr.write(`${message}: ${JSON.stringify(details)}\n`),
    },
  });
}

async function main(args: string[]): Promise<number> {
  const [kind, file, ...extra] = args;
  const importer = kind === undefined ? undefined : importers[kind];
  if (!importer || file === undefined || extra.length > 0) throw new UsageError(usage);
  // npm runs scripts in the repository root; a relative path means the caller's directory.
  const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  await access(filePath).catch(() => {
    throw new ConfigError(`${file}: cannot read the file`);
  });
  const { env } = parseEnv();
  const database = await openConfiguredDatabase(env);
  try {
    await migrateDatabase(database);
    await runCostRefreshes(database.db);
    const result = await importer(
      database,
      filePath,
      { label: file, report: (problem) => process.stderr.write(`${problem}\n`) },
      env,
    );
    if (result.status === 'rejected') {
      process.stderr.write(`${describeRejection(file, result)}\n`);
      return 1;
    }
    for (const line of describeSummary(file, result.summary)) process.stdout.write(`${line}\n`);
    return 0;
  } finally {
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
    const message = error instanceof ConfigError ? error.message : (error as Error)?.stack;
    process.stderr.write(`import failed: ${message ?? error}\n`);
    process.exit(1);
  },
);
