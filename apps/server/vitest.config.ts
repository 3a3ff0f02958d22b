import { defineProject } from 'vitest/config';

/**
 * The server files that run a second time on PostgreSQL (project `server-postgres`, when
 * TEST_DATABASE_URL is set); every server file runs on PGlite. Decision 0052. A file belongs
 * here when what it checks can differ between the two engines:
 * - code that branches on the engine: imports and bulk loads (COPY), the seed, meter data
 *   partitions (PostgreSQL only), the connection pool, its faults and refusals;
 * - SQL over meter data and Helsinki days (time zone data, rollups, cost);
 * - several connections or processes at once: races answered 409, rate limits, LISTEN/NOTIFY,
 *   the outbox's workers, CLIs and servers beside the test;
 * - tests that run on PostgreSQL only, and driver differences (numbers, errors, hostile input).
 * Route tests over plain tables without races run on PGlite only.
 */
export const postgresTestFiles = [
  'test/bad-input.test.ts',
  'test/database-faults.test.ts',
  'test/database-refusals.test.ts',
  'test/database.test.ts',
  'test/failed-write-logs.test.ts',
  'test/graceful-shutdown.test.ts',
  'test/large-ids.test.ts',
  'test/production-build.test.ts',
  'test/production-start.test.ts',
  'test/two-processes.test.ts',
  'src/db/**/*.test.ts',
  'src/import/**/*.test.ts',
  'src/cost/**/*.test.ts',
  'src/demo/**/*.test.ts',
  'src/features/consumption/**/*.test.ts',
  'src/features/temperature/**/*.test.ts',
  'src/features/alerts/**/*.test.ts',
  'src/features/health/**/*.test.ts',
  'src/auth/sessions.test.ts',
  'src/identity/expired-rows.test.ts',
  'src/identity/login-server/**/*.test.ts',
  'src/http/metrics.test.ts',
  'src/logging.test.ts',
  'src/invitation/cli.test.ts',
  'src/invitation/operator-cli.test.ts',
  'src/adapters/mail/outbox.test.ts',
  // Two requests at once: one wins, the other gets 409 (PGlite runs them one after the other).
  'src/features/billing/billing.test.ts',
  'src/features/captcha/captcha.test.ts',
  'src/features/company/company-users-changes.test.ts',
  'src/features/backoffice/registrations.test.ts',
  'src/features/invitation/invitation.test.ts',
  'src/features/property-manager/manager-company.test.ts',
  'src/features/property-manager/office-managers.test.ts',
];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
