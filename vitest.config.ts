import { defineConfig } from 'vitest/config';

// With TEST_DATABASE_URL set, the server suites run a second time on PostgreSQL.
const postgresProjects = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server-postgres', root: './apps/server' },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web',
      // The import walls of eslint.config.js, each proven to refuse a planted import. The first
      // lint loads the plugins and the TypeScript projects: seconds on a busy machine.
      {
        test: {
          name: 'lint',
          environment: 'node',
          include: ['eslint.config.test.js'],
          testTimeout: 30_000,
        },
      },
      ...postgresProjects,
    ],
  },
});
