import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalConfigSchema } from '@energiaportaali/domain';
import { testEnv, testPortalConfigInput } from '../test/app';
import { createTestDatabase } from '../test/database';
import { buildApp, type App } from './app';
import { createLogger } from './logging';

function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

describe('logging', () => {
  const log = memoryLog();
  let app: App;
  beforeAll(async () => {
    const database = await createTestDatabase();
    app = await buildApp({
      database,
      portalConfig: portalConfigSchema.parse(testPortalConfigInput),
      env: testEnv(),
      logger: log.logger,
    });
    app.addHook('onClose', () => database.close());
  });
  afterAll(() => app.close());

  it('writes one JSON line per request with the route pattern, never the URL', async () => {
    log.lines.length = 0;
    await app.inject({
      method: 'GET',
      url: '/api/health?token=salainen',
      headers: { authorization: 'Bearer salainen', cookie: 'sid=salainen' },
    });
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      route: '/api/health',
      status: 200,
      ms: expect.any(Number),
      reqId: expect.any(String),
    });
    expect(JSON.stringify(log.lines)).not.toContain('salainen');
  });

  it('logs an unknown route without its path', async () => {
    log.lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/user/matti@example.fi' });
    expect(log.lines).toEqual([expect.objectContaining({ route: null, status: 404 })]);
    expect(JSON.stringify(log.lines)).not.toContain('matti');
  });

  it('redacts credentials and identity codes wherever code logs them', () => {
    log.lines.length = 0;
    log.logger.info({
      req: { headers: { authorization: 'Bearer a', cookie: 'sid=b', accept: 'text/html' } },
      res: { headers: { 'set-cookie': 'sid=c' } },
      password: 'd',
      user: { email: 'x@example.fi', identityCode: '010170-999R', token: 'e' },
    });
    const line = JSON.stringify(log.lines[0]);
    for (const secret of ['Bearer a', 'sid=b', 'sid=c', '"d"', '010170-999R', '"e"']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('text/html');
    expect(line).toContain('x@example.fi');
  });
});
