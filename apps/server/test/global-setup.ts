import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { helsinkiDay } from '@energiaportaali/domain';
import { buildTemplate, type TestTemplate } from './template-of-the-day';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestTemplate;
  }
}

// The template is built once per run; each test file then gets its own copy of it
// (CREATE DATABASE … TEMPLATE on PostgreSQL, a loaded data-dir dump on PGlite). A run that
// crosses Helsinki midnight builds a second one for the new day (template-of-the-day.ts).
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const today = helsinkiDay(new Date());
  if (project.name === 'server-postgres' && url) {
    const prefix = `ep_template_${randomBytes(4).toString('hex')}`;
    project.provide('testDatabase', await buildTemplate({ kind: 'postgres', prefix }, today));
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
  project.provide('testDatabase', await buildTemplate({ kind: 'pglite', dir }, today));
  return () => rm(dir, { recursive: true, force: true });
}
