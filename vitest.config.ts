import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import serverProject, { postgresTestFiles } from './apps/server/vitest.config';
import { midnightServerFiles, midnightWebFiles } from './apps/server/test/midnight';
import webProject from './apps/web/vite.config';

// With TEST_DATABASE_URL set, the server files whose checks can differ between the engines run
// a second time on PostgreSQL (the list and its rule: apps/server/vitest.config.ts). Not
// `extends`: merging configs would add the list to the server's include instead of replacing it.
const postgresProjects = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          ...serverProject.test,
          name: 'server-postgres',
          root: './apps/server',
          include: postgresTestFiles,
        },
      },
    ]
  : [];

// The midnight run (issue #24, apps/server/test/midnight.ts): the files that depend on today, once
// more with their clock at the next 23:59:30 Helsinki time.
const midnight = { TEST_CLOCK_START: 'before-midnight' };
const midnightProjects = [
  {
    test: {
      ...serverProject.test,
      name: 'server-midnight',
      root: './apps/server',
      include: midnightServerFiles,
      setupFiles: ['test/setup.ts', 'test/midnight-setup.ts'],
      env: midnight,
    },
  },
  {
    plugins: webProject.plugins,
    test: {
      ...webProject.test,
      name: 'web-midnight',
      root: './apps/web',
      include: midnightWebFiles,
      env: midnight,
    },
  },
];

export default defineConfig({
  test: {
    // At least two files at once: Vitest's default on two cores is one worker (cores − 1), and
    // the server files spend much of their time waiting on PostgreSQL, child processes and
    // timers (decision 0052).
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
      ...midnightProjects,
    ],
  },
});
