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
    projects: ['packages/domain', 'apps/server', 'apps/web', ...postgresProjects],
  },
});
