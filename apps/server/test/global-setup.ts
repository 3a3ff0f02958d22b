import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { runClockStart } from './clock';
import { buildTemplate, type TestTemplate } from './template-of-the-day';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestTemplate;
  }
}

// The template is built once per run, seeded on the day of the run's clock; each test file then
// gets its own copy of it (CREATE DATABASE … TEMPLATE on PostgreSQL, a loaded data-dir dump on
// PGlite) and a clock starting at the same instant (test/clock.ts): TEST_CLOCK_START when the
// project or the environment gives one (the midnight project, test/midnight.ts), else now.
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const clockStart = runClockStart({ ...process.env, ...project.config.env });
  project.provide('clockStart', clockStart.toISOString());
  if (project.name === 'server-postgres' && url) {
    const prefix = `ep_template_${randomBytes(4).toString('hex')}`;
    project.provide('testDatabase', await buildTemplate({ kind: 'postgres', prefix }, clockStart));
    return async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
        [prefix],
      );
      for (const { datname } of rows) {
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'ep-test-'));
  project.provide('testDatabase', await buildTemplate({ kind: 'pglite', dir }, clockStart));
  return () => rm(dir, { recursive: true, force: true });
}
