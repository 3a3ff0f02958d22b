import { randomBytes } from 'node:crypto';
import { access, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../src/db/connection';
import { helsinkiDay } from '@energiaportaali/domain';
import { testClock } from './clock';
import { databaseUrlWithName } from './database-url';
import { prepareTemplate } from './template';

type TemplatePlace = { kind: 'postgres'; prefix: string } | { kind: 'pglite'; dir: string };

/** A database every test file copies, seeded on one Helsinki day. */
export type TestTemplate =
  | { kind: 'postgres'; prefix: string; templateName: string; seededOn: string }
  | { kind: 'pglite'; dir: string; dumpFile: string; seededOn: string };

/** The template a test copies now: the run's, or the new day's once the test clock has passed Helsinki midnight. */
export function currentTemplate(): Promise<TestTemplate> {
  return templateOfTheDay(inject('testDatabase'), testClock.now());
}

/**
 * The demo world is seeded relative to today ("yesterday's" usage, "tomorrow's" prices), so a
 * template seeded before Helsinki midnight is stale after it. A test that moves the clock past
 * midnight gets the new day's template, built once in whichever worker asks first.
 */
export async function templateOfTheDay(template: TestTemplate, today: Date): Promise<TestTemplate> {
  if (template.seededOn === helsinkiDay(today)) return template;
  const place: TemplatePlace =
    template.kind === 'postgres'
      ? { kind: 'postgres', prefix: template.prefix }
      : { kind: 'pglite', dir: template.dir };
  return buildTemplate(place, today);
}

/** Builds the template of the day of `today` in `place`, or finds it already built. */
export async function buildTemplate(place: TemplatePlace, today: Date): Promise<TestTemplate> {
  const day = helsinkiDay(today);
  const suffix = day.replaceAll('-', '');
  if (place.kind === 'postgres') {
    const templateName = `${place.prefix}_${suffix}`;
    await withLockedAdmin(templateName, async (admin) => {
      const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [
        templateName,
      ]);
      if (rowCount) return;
      await admin.query(`CREATE DATABASE ${templateName}`);
      const database = await openDatabase({
        kind: 'postgres',
        url: databaseUrlWithName(process.env.TEST_DATABASE_URL!, templateName),
      });
      await prepareTemplate(database, today);
      await database.close();
    });
    return { ...place, seededOn: day, templateName };
  }
  const dumpFile = path.join(place.dir, `template-${suffix}.tar`);
  if (!(await exists(dumpFile))) {
    // Two workers may both build it; the rename makes whichever finishes last the one kept,
    // and a reader never sees half a file.
    const database = await openDatabase({ kind: 'pglite' });
    await prepareTemplate(database, today);
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    const partial = `${dumpFile}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, dumpFile);
  }
  return { ...place, seededOn: day, dumpFile };
}

async function withLockedAdmin(lockName: string, run: (admin: pg.Client) => Promise<void>) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    await admin.query(`SELECT pg_advisory_lock(hashtext($1))`, [lockName]);
    await run(admin);
  } finally {
    await admin.end();
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
