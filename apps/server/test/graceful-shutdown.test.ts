import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    // A drain long enough to read, on a loaded machine, every request sent before the signal.
    server = await startServer({ ...database.env, SHUTDOWN_DRAIN_MS: '1000' });
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

  it('drains: readiness 503 at once, a keep-alive request in flight answered and closed', async () => {
    // Long enough for the steps below to happen while the server still serves.
    server = await startServer({ ...database.env, SHUTDOWN_DRAIN_MS: '5000' });
    const running = server;
    const { port } = new URL(running.origin);
    const socket = net.connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const closed = once(socket, 'close');

    socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await vi.waitFor(() => expect(received).toContain('{"status":"ok"}'));
    expect(received).toMatch(/^connection: keep-alive/im);

    // The next request on the same connection is half sent when the signal comes.
    received = '';
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    running.child.kill('SIGTERM');
    await vi.waitFor(() => expect(running.log()).toContain('"msg":"shutting down"'));
    const ready = await fetch(`${running.origin}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ error: 'SHUTTING_DOWN' });
    expect(ready.headers.get('connection')).toBe('close');

    socket.write('\r\n');
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/^connection: close/im);
    expect(received).toContain('{"status":"ok","database":"ok"}');
    // Closed by the answer's Connection: close, not by the end of the drain.
    expect(running.alive()).toBe(true);
    expect(running.log()).not.toContain('"msg":"stopped"');

    const finished = await running.finished;
    expect(finished.code).toBe(0);
    expect(running.log()).toContain('"msg":"stopped"');
  }, 60_000);
});
