import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../src/db/connection';
import { prepareTemplate } from './template';
import { databaseUrlWithName } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'postgres'; templateName: string } | { kind: 'pglite'; dumpFile: string };
  }
}

// The template is built once per run; each test file then gets its own copy of it
// (CREATE DATABASE … TEMPLATE on PostgreSQL, a loaded data-dir dump on PGlite).
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (project.name === 'server-postgres' && url) {
    const templateName = `ep_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    const template = await openDatabase({
      kind: 'postgres',
      url: databaseUrlWithName(url, templateName),
    });
    await prepareTemplate(template);
    await template.close();
    project.provide('testDatabase', { kind: 'postgres', templateName });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'ep-test-'));
  const template = await openDatabase({ kind: 'pglite' });
  await prepareTemplate(template);
  const dump = await template.pglite!.dumpDataDir('none');
  await template.close();
  const dumpFile = path.join(dir, 'template.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return () => rm(dir, { recursive: true, force: true });
}
