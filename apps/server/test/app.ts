import {
  portalConfigSchema,
  type PortalConfig,
  type PortalConfigInput,
} from '@energiaportaali/domain';
import type { FastifyBaseLogger, onRouteHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildApp, type App } from '../src/app';
import { parseEnv, type Env } from '../src/config/env';
import type { Database } from '../src/db/connection';
import { createLogger } from '../src/logging';
import type { Clock } from '../src/clock';
import { testClock } from './clock';
import { createTestDatabase } from './database';

export type { App };

/** The organisation every server test runs as (independent of the repo's portal.config.json). */
export const testPortalConfigInput: PortalConfigInput = {
  brandName: 'Testi Energia',
  customerServiceEmail: 'asiakaspalvelu@example.fi',
  services: ['electricity', 'contractInfo', 'districtheat', 'water', 'billingInfo', 'fibre'],
  contact: {
    companyName: 'Testi Energia Oy',
    streetAddress: 'Testikatu 1',
    postalCode: '00100',
    city: 'Helsinki',
    phone: '+358 9 123 4567',
    email: 'info@example.fi',
  },
  officeHours: { days: 'ma–pe', times: ['8–11', '12–16'] },
  faultNumbers: [{ label: 'Sähkö', phone: '+358 800 123 456' }],
  templates: { 'infoboksi.html': '<p>Tervetuloa!</p>' },
};

/** Env for tests: defaults plus overrides, as if they were process variables. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  // A captcha a test solves in milliseconds. Tests write meter data straight into the database
  // and read it back at once, before the change's notice could arrive: answers are remembered
  // only where a test asks for it (features/consumption/answer-cache.test.ts).
  return parseEnv({
    NODE_ENV: 'test',
    ALTCHA_MAX_NUMBER: '20',
    USAGE_ANSWER_CACHE_MS: '0',
    ...overrides,
  }).env;
}

export interface TestAppOptions {
  portalConfig?: PortalConfig;
  env?: Record<string, string>;
  /** A folder holding a built SPA (index.html); none by default. */
  webDistDir?: string;
  onRoute?: onRouteHookHandler;
  /** Where the app logs; silent (or TEST_LOG_LEVEL) by default. */
  logger?: FastifyBaseLogger;
  /** Extra routes mounted under /api, for tests of the app's own machinery. */
  routes?: FastifyPluginAsyncZod;
  /** Where the app reads "now": this file's test clock unless a test brings its own. */
  clock?: Clock;
}

export interface TestApp {
  app: App;
  /** This test file's own database; closed by app.close(). */
  database: Database;
  portalConfig: PortalConfig;
  env: Env;
}

/**
 * The app on a fresh database of its own, with the test organisation's configuration.
 * Logs are silent unless TEST_LOG_LEVEL is set. Call `app.close()` in afterAll.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = closeOnce(await createTestDatabase());
  const env = testEnv(options.env);
  const portalConfig = options.portalConfig ?? portalConfigSchema.parse(testPortalConfigInput);
  const app = await buildApp({
    database,
    portalConfig,
    env,
    logger: options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    webDistDir: options.webDistDir,
    onRoute: options.onRoute,
    clock: options.clock ?? testClock,
  });
  app.addHook('onClose', () => database.close());
  if (options.routes) await app.register(options.routes, { prefix: '/api' });
  await app.ready();
  return { app, database, portalConfig, env };
}

// A test may close the database itself (to see the app fail); app.close() then must not throw.
function closeOnce(database: Database): Database {
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= database.close()) };
}
