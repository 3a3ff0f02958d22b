import { startClock } from './clock';
import {
  buildWeb,
  removeSeeds,
  seconds,
  seedDatabase,
  seedDataDir,
  startServer,
  type RunningServer,
} from './server';

/**
 * Builds the web app (once per run; E2E_SKIP_BUILD=1 skips it) and starts the real server once
 * on an empty embedded database (and once on an empty PostgreSQL database when
 * TEST_DATABASE_URL is set), keeping what each first start seeded: the servers the tests start
 * copy it. Then starts the shared server on a copy and hands its address to the tests through
 * E2E_BASE_URL. Everything runs on the run's clock (clock.ts). The returned function is Playwright's global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  console.log(`e2e: the run's clock starts at ${startClock().toISOString()}`);
  if (process.env.E2E_SKIP_BUILD !== '1') {
    buildWeb();
    process.env.E2E_SKIP_BUILD = '1';
  }
  // ALTCHA_MAX_NUMBER: a captcha the browser solves in a fraction of a second.
  const env = { NODE_ENV: 'test', ALTCHA_MAX_NUMBER: '200' };
  const timeoutMs = Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 300_000);
  const postgresUrl = process.env.TEST_DATABASE_URL;
  let server: RunningServer;
  try {
    const [embedded, postgres] = await Promise.all([
      seedDataDir({ env, timeoutMs }),
      postgresUrl ? seedDatabase(postgresUrl, { env, timeoutMs }) : undefined,
    ]);
    const firstStart = (where: string, first: RunningServer) =>
      console.log(`e2e: first start on an empty ${where} database: ${seconds(first.startupMs)}`);
    firstStart('embedded', embedded);
    if (postgres) firstStart('PostgreSQL', postgres);
    server = await startServer({ env, timeoutMs });
  } catch (error) {
    await removeSeeds(postgresUrl);
    throw error;
  }
  console.log(`e2e: server ready at ${server.baseUrl} in ${seconds(server.startupMs)}`);
  process.env.E2E_BASE_URL = server.baseUrl;
  return async () => {
    await server.stop();
    await removeSeeds(postgresUrl);
  };
}
