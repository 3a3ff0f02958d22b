import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/connection';
import { databaseUrlWithName } from './database-url';
import { startServer, type ServerProcess } from './server-process';

const burstSize = 200;
const signalAfterAnswers = 20;

/** One GET on a connection of its own: its status, or the error that ended it. */
function get(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** Server settings on a database of the test's own, filled like the template (no demo build). */
async function ownDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'ep-shutdown-'));
    const dump = await readFile(source.dumpFile);
    await (
      await openDatabase({ kind: 'pglite', dataDir: dir, loadDataDir: new Blob([dump]) })
    ).close();
    return { env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `ep_shutdown_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.templateName}`);
  return {
    env: { DATABASE_URL: databaseUrlWithName(adminUrl, name) },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe('SIGTERM', () => {
  let database: Awaited<ReturnType<typeof ownDatabase>>;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    database = await ownDatabase();
  }, 60_000);
  afterAll(async () => {
    if (server?.alive()) {
      server.child.kill('SIGKILL');
      await server.finished;
    }
    await database?.drop();
  });

  it('answers every request of a burst in flight (200 or 503, none reset) and exits 0', async () => {
    server = await startServer(database.env);
    const running = server;
    let answered = 0;
    let answeredAfterSignal = 0;
    let signalled = false;
    const outcomes = await Promise.all(
      Array.from({ length: burstSize }, () =>
        get(`${running.origin}/api/health`).then((outcome) => {
          answered += 1;
          if (signalled) answeredAfterSignal += 1;
          if (answered === signalAfterAnswers) {
            signalled = true;
            running.child.kill('SIGTERM');
          }
          return outcome;
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome !== 200 && outcome !== 503)).toEqual([]);
    expect(answeredAfterSignal).toBeGreaterThan(0);
    const finished = await running.finished;
    expect(finished.code).toBe(0);
    expect(running.log()).toContain('"msg":"stopped"');
  }, 120_000);
});
