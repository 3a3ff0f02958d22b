// The midnight run (issue #24, the `*-midnight` projects of vitest.config.ts): the files that
// depend on today run once more with their clock at the next 23:59:30 Helsinki time
// (TEST_CLOCK_START=before-midnight) while the wall clock of the server's workers crosses midnight
// (test/midnight-setup.ts). They pass only while nothing reads the wall clock.

/** The server files whose answers depend on today's Helsinki date. */
export const midnightServerFiles = [
  'src/demo/demo-world.test.ts',
  'src/features/consumption/consumption.test.ts',
  'src/features/consumption/no-data-yet.test.ts',
  'src/features/consumption/excel.test.ts',
  'src/features/consumption/cost.test.ts',
  'src/features/temperature/temperature.test.ts',
  'src/features/invoices/invoices.test.ts',
  'src/features/billing/billing.test.ts',
  'src/features/alerts/alerts.test.ts',
  'src/features/water/water.test.ts',
  'src/features/backoffice/inbox-routes.test.ts',
  'src/cost/stored-cost.test.ts',
];

/** The web files whose pages or expectations depend on today's Helsinki date. */
export const midnightWebFiles = [
  'src/features/invoices/invoices.test.tsx',
  'src/features/consumption/consumption-page.test.tsx',
  'src/features/billing/billing.test.tsx',
  'src/features/company/company-cards.test.tsx',
  'src/features/water/water.test.tsx',
  'src/features/dashboard/dashboard.test.tsx',
];
