import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownDatabase, type OwnDatabase } from './own-database';
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

describe('SIGTERM', () => {
  let database: OwnDatabase;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    database = await ownDatabase('shutdown');
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
