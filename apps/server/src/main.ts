import { mkdir } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { buildApp, type App } from './app';
import { ConfigError } from './config/config-error';
import { parseEnv, type Env } from './config/env';
import { loadPortalConfig } from './config/portal-config';
import { runCostRefreshes } from './cost/stored-cost';
import { databaseTimeoutsOf, migrateDatabase, openDatabase, type Database } from './db/connection';
import { keepMeterDataPartitions } from './db/meter-data-partitions';
import { ensureDemoWorld } from './demo';
import { createLogger } from './logging';
import { hasWebBuild } from './web/static';
import { clockOf } from './clock';

// A stuck close (a hanging client, a slow PGlite checkpoint) must not keep the process alive forever.
const closeTimeoutMs = 10_000;

async function openConfiguredDatabase(env: Env, logger: Logger): Promise<Database> {
  if (env.DATABASE_URL) {
    logger.info('database: PostgreSQL (DATABASE_URL)');
    return openDatabase({
      kind: 'postgres',
      url: env.DATABASE_URL,
      timeouts: databaseTimeoutsOf(env),
      logger,
    });
  }
  await mkdir(env.DATA_DIR, { recursive: true });
  logger.info({ dataDir: env.DATA_DIR }, 'database: embedded PGlite');
  return openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
}

/**
 * SIGTERM or SIGINT: readiness answers 503 at once, so that the load balancer stops sending,
 * while the server answers on for SHUTDOWN_DRAIN_MS (each answer closing its connection); then
 * scheduled work stops, the server closes and the process exits 0.
 */
function closeOnSignals(app: App, database: Database, env: Env, logger: Logger): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.draining.start();
    logger.info({ signal, drainMs: env.SHUTDOWN_DRAIN_MS }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, env.SHUTDOWN_DRAIN_MS + closeTimeoutMs).unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
      // Stops the scheduled work (outbox, alerts, sweeping), refuses new connections, answers
      // 503 to new requests on open ones and waits for those in flight.
      await app.close();
      // PGlite writes its files on close; skipping this loses data. Stops the partition timer.
      await database.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function start(): Promise<void> {
  const startedAt = performance.now();
  const { env, warnings } = parseEnv();
  const portalConfig = await loadPortalConfig(env.PORTAL_CONFIG);
  const logger = createLogger(env.LOG_LEVEL);
  warnings.forEach((warning) => logger.warn(warning));

  const database = await openConfiguredDatabase(env, logger);
  const clock = clockOf(env);
  try {
    await migrateDatabase(database);
    await runCostRefreshes(database.db);
    // PostgreSQL: meter data by month, partitions made ahead now and daily (decision 0033).
    await keepMeterDataPartitions(database, {
      retentionMonths: env.METER_DATA_RETENTION_MONTHS,
      demoData: env.demoData,
      logger,
      clock,
    });
    // Production refuses DEMO_DATA=on (config/env.ts): its database holds only what the
    // imports and the operators put there (decision 0031).
    if (env.demoData) {
      await ensureDemoWorld(database, {
        identityCodeKey: env.IDENTITY_CODE_KEY,
        today: clock.now(),
        backOfficeWork: true,
        logger: { info: (message: string) => logger.info(message) },
      });
    } else {
      logger.info('demo data off: no demo world');
    }
    if (!hasWebBuild(env.WEB_DIST_DIR)) {
      logger.warn({ webDistDir: env.WEB_DIST_DIR }, 'no web build: serving the API only');
    }
    const app = await buildApp({
      database,
      portalConfig,
      env,
      logger,
      webDistDir: env.WEB_DIST_DIR,
      clock,
    });
    closeOnSignals(app, database, env, logger);
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  logger.info(
    { startupMs: Math.round(performance.now() - startedAt) },
    `Energiaportaali (${portalConfig.brandName}) started`,
  );
}

start().catch((error: unknown) => {
  // Configuration mistakes get a plain message an operator can act on, not a stack trace.
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Energiaportaali failed to start: ${(error as Error)?.stack ?? error}\n`);
  }
  process.exit(1);
});
