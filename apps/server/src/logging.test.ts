import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalConfigSchema } from '@energiaportaali/domain';
import { testEnv, testPortalConfigInput } from '../test/app';
import { createTestDatabase } from '../test/database';
import { buildApp, type App } from './app';
import { createLogger, serializeError } from './logging';

const { DatabaseError } = pg;

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
    // A route whose query fails as a real insert would, to see what the error handler logs.
    app.post('/api/log-probe/:id', async () => {
      throw failedInsert();
    });
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

  it('redacts credentials and personal data wherever code logs them', () => {
    log.lines.length = 0;
    log.logger.info({
      req: { headers: { authorization: 'Bearer a', cookie: 'sid=b', accept: 'text/html' } },
      res: { headers: { 'set-cookie': 'sid=c' } },
      password: 'd',
      user: { email: 'x', identityCode: '010170-999R', token: 'e', firstName: 'f', phone: 'g' },
      passwordHash: 'h',
      params: ['i'],
      body: { text: 'j' },
    });
    const line = JSON.stringify(log.lines[0]);
    for (const secret of ['Bearer a', 'sid=b', 'sid=c', '"d"', '"x"', '010170-999R', '"e"']) {
      expect(line).not.toContain(secret);
    }
    for (const secret of ['"f"', '"g"', '"h"', '"i"', '"j"']) expect(line).not.toContain(secret);
    expect(line).toContain('text/html');
  });

  it('logs a failed request through the error serializer, with its route', async () => {
    log.lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/log-probe/matti.meikalainen@example.fi',
      headers: { 'x-requested-with': 'x' },
    });
    expect(response.statusCode).toBe(500);
    const line = JSON.stringify(log.lines);
    expectNothingPersonal(line);
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'request failed',
        route: '/api/log-probe/:id',
        status: 500,
        err: expect.objectContaining({
          type: 'DrizzleQueryError',
          cause: expect.objectContaining({ type: 'DatabaseError', code: '23505' }),
        }),
      }),
    );
  });
});

const personal = [
  'matti.meikalainen@example.fi',
  'Matti',
  'Meikäläinen',
  '+358401234567',
  '010170-999R',
  'scrypt$',
];

function expectNothingPersonal(text: string) {
  for (const value of personal) expect(text, value).not.toContain(value);
}

// What Drizzle throws when node-postgres refuses an insert: every parameter in the message, the
// row in the driver's detail.
function failedInsert(): DrizzleQueryError {
  const cause = new DatabaseError(
    'duplicate key value violates unique constraint "users_email_key"',
    100,
    'error',
  );
  Object.assign(cause, {
    severity: 'ERROR',
    code: '23505',
    detail: 'Key (email)=(matti.meikalainen@example.fi) already exists.',
    where: 'SQL function "x" statement 1: Matti Meikäläinen',
    internalQuery: "insert into users values ('Matti')",
    table: 'users',
    constraint: 'users_email_key',
  });
  const params = [
    'matti.meikalainen@example.fi',
    'scrypt$32768$8$1$YUJRI+LwXBjfEnmQIwqVBw==$uhx4Ofl2LpRBZcxuvo9d',
    'Matti',
    'Meikäläinen',
    '+358401234567',
    '010170-999R',
  ];
  return new DrizzleQueryError(
    'insert into "users" ("email", "password_hash", "first_name") values ($1, $2, $3)',
    params,
    cause,
  );
}

describe('the error serializer', () => {
  const log = memoryLog();

  it('keeps what failed and where, never the query parameters or the row', () => {
    const serialized = serializeError(failedInsert());
    expectNothingPersonal(JSON.stringify(serialized));
    expect(serialized).toEqual({
      type: 'DrizzleQueryError',
      message:
        'Failed query: insert into "users" ("email", "password_hash", "first_name") values ($1, $2, $3)',
      stack: expect.stringMatching(/^\s+at /),
      cause: {
        type: 'DatabaseError',
        message: 'duplicate key value violates unique constraint "users_email_key"',
        code: '23505',
        severity: 'ERROR',
        table: 'users',
        constraint: 'users_email_key',
        stack: expect.any(String),
      },
    });
  });

  it('gives back what it serialized unchanged', () => {
    const once = serializeError(failedInsert());
    expect(serializeError(once)).toEqual(once);
  });

  it.each([
    ['invalid input syntax for type uuid: "Matti"', 'invalid input syntax for type uuid: "…"'],
    [
      'value "Meikäläinen" is out of range for type integer',
      'value "…" is out of range for type integer',
    ],
    ['invalid input value for enum role: "Matti"', 'invalid input value for enum role: "…"'],
    [
      'null value in column "phone" of relation "users" violates not-null constraint',
      'null value in column "phone" of relation "users" violates not-null constraint',
    ],
    ['type "mood" does not exist', 'type "mood" does not exist'],
  ])('masks the values a database message quotes: %s', (message, logged) => {
    const error = Object.assign(new Error(message), { code: '22P02' });
    expect(serializeError(error)).toMatchObject({ message: logged, code: '22P02' });
  });

  it('masks literals written into a failed statement', () => {
    const error = new DrizzleQueryError("select 1 where name = 'Matti Meikäläinen'", [], undefined);
    expect(serializeError(error)).toMatchObject({
      message: "Failed query: select 1 where name = '…'",
    });
  });

  it('keeps the codes of a mail error, never its addresses, response or envelope', () => {
    const error = Object.assign(
      new Error(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <matti.meikalainen@example.fi>: Recipient address rejected",
      ),
      {
        code: 'EENVELOPE',
        responseCode: 550,
        command: 'RCPT TO',
        response: '550 5.1.1 <matti.meikalainen@example.fi>: Recipient address rejected',
        rejected: ['matti.meikalainen@example.fi'],
        envelope: { from: 'info@example.fi', to: ['matti.meikalainen@example.fi'] },
      },
    );
    const serialized = serializeError(error);
    expectNothingPersonal(JSON.stringify(serialized));
    expect(serialized).toMatchObject({ type: 'Error', code: 'EENVELOPE', responseCode: 550 });
    expect(serialized).not.toHaveProperty('response');
  });

  it("keeps an OpenID error's code, never its description", () => {
    class InvalidGrant extends Error {
      error = 'invalid_grant';
      error_description = 'grant of matti.meikalainen@example.fi expired';
      status = 400;
    }
    const serialized = serializeError(new InvalidGrant('invalid_grant'));
    expect(serialized).toEqual({
      type: 'InvalidGrant',
      message: 'invalid_grant',
      error: 'invalid_grant',
      status: 400,
      stack: expect.any(String),
    });
  });

  it('serializes the errors of an AggregateError and values that are not errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      errno: -111,
      syscall: 'connect',
      address: '127.0.0.1',
    });
    expect(serializeError(new AggregateError([refused], 'all failed'))).toMatchObject({
      type: 'AggregateError',
      errors: [{ code: 'ECONNREFUSED', errno: -111, syscall: 'connect' }],
    });
    const pipe = Object.assign(new Error('write EPIPE "x"'), { code: 'EPIPE' });
    expect(serializeError(pipe)).toMatchObject({ type: 'Error', message: 'write EPIPE "x"' });
    expect(serializeError('failed for matti.meikalainen@example.fi')).toBe('failed for [email]');
    expect(serializeError({ message: 'x', detail: 'Matti' })).toEqual({
      type: 'Error',
      message: 'x',
    });
  });

  it('serializes errors under err and error, whichever way they are logged', () => {
    log.lines.length = 0;
    log.logger.error(failedInsert());
    log.logger.error({ err: failedInsert() });
    log.logger.warn({ error: failedInsert() }, 'failed');
    expect(log.lines).toHaveLength(3);
    expectNothingPersonal(JSON.stringify(log.lines));
    expect(log.lines[0]).toMatchObject({ msg: expect.stringMatching(/^Failed query: insert/) });
    expect(log.lines[2]).toMatchObject({ error: { type: 'DrizzleQueryError' } });
  });

  it('scrubs e-mail addresses, password hashes, identity codes and tokens from any line', () => {
    log.lines.length = 0;
    const token = 'q3Zr8-Kp0vW_x7LmN2bYc4TgH6jS1aDfE9uIoPlMnB0';
    const requestId = '9fe45f0c-537e-4082-887f-de408681ca89';
    log.logger.info(
      { requestId, note: `sent to matti.meikalainen@example.fi, 010170-999R` },
      `token ${token}, hash scrypt$32768$8$1$YUJRI+LwXBjfEnmQIwqVBw==$uhx4 +358 40 123 4567`,
    );
    const line = JSON.stringify(log.lines[0]);
    expectNothingPersonal(line);
    for (const value of [token, '40 123 4567']) expect(line).not.toContain(value);
    expect(line).toContain(requestId);
    expect(log.lines[0]).toMatchObject({
      note: 'sent to [email], [identity code]',
      msg: 'token [token], hash [password hash] [phone]',
    });
  });
});
