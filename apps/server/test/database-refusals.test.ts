import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { portalConfigSchema } from '@energiaportaali/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app';
import { openDatabase } from '../src/db/connection';
import { createLogger } from '../src/logging';
import { messages } from '../src/messages';
import { testEnv, testPortalConfigInput } from './app';
import { ownDatabase, type OwnDatabase } from './own-database';

const unavailable = { error: 'DATABASE_UNAVAILABLE', message: messages.databaseUnavailable };

/** The app on PostgreSQL at `url`, with its pool. */
async function appOn(url: string): Promise<{ app: App; pool: pg.Pool }> {
  const database = await openDatabase({ kind: 'postgres', url, timeouts: { connectMs: 2_000 } });
  const app = await buildApp({
    database,
    portalConfig: portalConfigSchema.parse(testPortalConfigInput),
    env: testEnv(),
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
  });
  app.addHook('onClose', () => database.close());
  await app.ready();
  return { app, pool: database.pool! };
}

// A data call: the session behind the cookie is looked up in the database.
const dataCall = (app: App) =>
  app.inject({ method: 'GET', url: '/api/configuration', cookies: { sid: 'istunto' } });

async function expectUnavailable(app: App, what: string): Promise<void> {
  const response = await dataCall(app);
  expect(response.statusCode, what).toBe(503);
  expect(response.json(), what).toEqual(unavailable);
}

const field = (type: string, value: string) => Buffer.from(`${type}${value}\0`);

/** The message a PostgreSQL server answers a connection attempt it refuses with. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.concat([
    field('S', 'FATAL'),
    field('V', 'FATAL'),
    field('C', code),
    field('M', message),
    Buffer.from([0]),
  ]);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

type Refusal = { state: string; message: string } | 'reset' | 'hang-up';

const postgres = inject('testDatabase').kind === 'postgres';

// The app's own database behind a loopback server that forwards to PostgreSQL until told to
// refuse: then it answers each new connection's startup message with the refusal of the moment.
describe.runIf(postgres)('a database that refuses connections', () => {
  let refusal: Refusal | undefined;
  const forwarded = new Set<net.Socket>();
  let target: URL;
  const refuse = (socket: net.Socket, now: Refusal) => {
    if (now === 'reset') socket.resetAndDestroy();
    else if (now === 'hang-up') socket.end();
    else socket.end(errorResponse(now.state, now.message));
  };
  const forward = (socket: net.Socket) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [socket, upstream],
      [upstream, socket],
    ] as const) {
      forwarded.add(from);
      from.pipe(to);
      from.on('error', () => undefined);
      from.on('close', () => {
        forwarded.delete(from);
        to.destroy();
      });
    }
  };
  const fake = net.createServer((socket) => {
    const now = refusal;
    if (now === undefined) forward(socket);
    else socket.once('data', () => refuse(socket, now));
  });
  let database: OwnDatabase;
  let app: App;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await ownDatabase('refusals');
    target = new URL(database.env.DATABASE_URL!);
    fake.listen(0, '127.0.0.1');
    await once(fake, 'listening');
    const viaFake = new URL(target);
    viaFake.hostname = '127.0.0.1';
    viaFake.port = String((fake.address() as net.AddressInfo).port);
    ({ app, pool } = await appOn(viaFake.toString()));
  });
  afterAll(async () => {
    await app?.close();
    if (fake.listening) fake.close();
    await database?.drop();
  });

  /** From now on every new connection is refused; the pooled ones are cut. */
  const refuseFromNow = async (now: Refusal) => {
    refusal = now;
    for (const socket of forwarded) socket.destroy();
    await vi.waitFor(() => expect(pool.totalCount).toBe(0));
  };

  it('answers 503 in Finnish for every connection-level SQLSTATE', async () => {
    const states = [
      ['08006', 'connection failure'],
      ['08P01', 'invalid startup packet layout'],
      ['28000', 'role "portaali" does not exist'],
      ['28P01', 'password authentication failed for user "portaali"'],
      ['3D000', 'database "portaali" does not exist'],
      ['55000', 'database "portaali" is not currently accepting connections'],
      ['57P01', 'terminating connection due to administrator command'],
      ['57P03', 'the database system is starting up'],
      ['53300', 'sorry, too many clients already'],
    ];
    for (const [state, message] of states) {
      await refuseFromNow({ state: state!, message: message! });
      await expectUnavailable(app, state!);
    }
  });

  it('answers 503 when the connection is reset, hung up on or refused', async () => {
    await refuseFromNow('reset');
    await expectUnavailable(app, 'ECONNRESET');
    await refuseFromNow('hang-up');
    await expectUnavailable(app, 'Connection terminated');
    fake.close();
    await once(fake, 'close');
    await expectUnavailable(app, 'ECONNREFUSED');
    // What needs no database still works.
    expect((await app.inject({ method: 'GET', url: '/api/configuration' })).statusCode).toBe(200);
  });
});

// The real refusals of the local PostgreSQL while the app runs: a role no longer allowed to log
// in, a database closed to connections, a database renamed away.
describe.runIf(postgres)('the local PostgreSQL refusing', () => {
  const role = `zz_h3_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let database: OwnDatabase;
  let name: string;
  let app: App;
  let pool: pg.Pool;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    // Trust authentication: the role needs no password; superuser, to read the owner's tables.
    await admin.query(`CREATE ROLE ${role} LOGIN SUPERUSER`);
    database = await ownDatabase('refusals');
    const url = new URL(database.env.DATABASE_URL!);
    name = url.pathname.slice(1);
    url.username = role;
    ({ app, pool } = await appOn(url.toString()));
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await admin?.query(`DROP ROLE IF EXISTS ${role}`);
    await admin?.end();
  });

  const cutConnections = async () => {
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1', [
      role,
    ]);
    await vi.waitFor(() => expect(pool.totalCount).toBe(0));
  };
  const expectServing = async () => expect((await dataCall(app)).statusCode).toBe(200);

  it('answers 503 while the role may not log in (28000), then recovers', async () => {
    await expectServing();
    await admin.query(`ALTER ROLE ${role} NOLOGIN`);
    await cutConnections();
    await expectUnavailable(app, '28000');
    await admin.query(`ALTER ROLE ${role} LOGIN`);
    await expectServing();
  });

  it('answers 503 while the database takes no connections (55000), then recovers', async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      await cutConnections();
      await expectUnavailable(app, '55000');
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    await expectServing();
  });

  it('answers 503 while the database does not exist (3D000), then recovers', async () => {
    await cutConnections();
    await admin.query(`ALTER DATABASE ${name} RENAME TO ${name}_pois`);
    try {
      await expectUnavailable(app, '3D000');
    } finally {
      await admin.query(`ALTER DATABASE ${name}_pois RENAME TO ${name}`);
    }
    await expectServing();
  });
});
