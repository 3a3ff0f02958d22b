import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helsinkiDay, portalConfigSchema } from '@energiaportaali/domain';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/connection';
import { tokenOf, vatuIdentify } from './strong-identification';
import { createLogger } from '../src/logging';
import { solveAltcha } from './altcha';
import { testEnv, testPortalConfigInput } from './app';
import { createTestDatabase } from './database';
import { buildCompanyManager, buildConsumer, createCustomer, type Place } from './factories';
import { jsonHeaders } from './login';
import { testClock } from './clock';

// Every writing route, with its insert made to fail in this file's own database: the 5xx is
// logged with its route and SQL state, and not one piece of the request's personal data (nor
// the password hash) reaches the log at any level. The failure is a CHECK constraint, so the
// driver's error carries the whole row in its `detail` and Drizzle's message every parameter.

const refusedSqlState = '23514'; // check_violation

interface LogLine {
  level: number;
  msg?: string;
  route?: string | null;
  status?: number;
  err?: unknown;
  [key: string]: unknown;
}

const lines: string[] = [];
const logger = createLogger(
  'trace',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  }),
);

let app: App;
let database: Database;
let consumer: string;
let waterPoint: { identifier: string; meter: string };
let company: Place;
let manager: string;

// The signed-in users' own data, which the services copy into the rows they write.
const consumerEmail = 'matti.lokitesti@example.fi';
const consumerData = [consumerEmail, 'Meikäläinen'];
const managerEmail = 'yrjo.lokitesti@example.fi';
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    database,
    portalConfig: portalConfigSchema.parse(testPortalConfigInput),
    env: testEnv(),
    logger,
  });
  app.addHook('onClose', () => database.close());
  await app.ready();
  const customer = await createCustomer(database.db, 'person', { name: 'Matti Meikäläinen' });
  const built = await buildConsumer(database.db, {
    customer,
    email: consumerEmail,
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    points: [{ utility: 'water', deviceCodes: ['2100011'] }],
  });
  consumer = built.cookie;
  waterPoint = { identifier: built.points[0]!.identifier, meter: '2100011' };
  company = await createCustomer(database.db, 'company');
  manager = (
    await buildCompanyManager(database.db, {
      companies: [company],
      email: managerEmail,
      lastName: 'Yrittäjä',
    })
  ).cookie;
});
afterAll(() => app.close());

async function refusingInserts<T>(table: string, run: () => Promise<T>): Promise<T> {
  const constraint = sql.raw(`"${table}" ADD CONSTRAINT log_privacy_refused CHECK (false)`);
  await database.db.execute(sql`ALTER TABLE ${constraint} NOT VALID`);
  try {
    return await run();
  } finally {
    await database.db.execute(
      sql.raw(`ALTER TABLE "${table}" DROP CONSTRAINT log_privacy_refused`),
    );
  }
}

const post = (url: string, body: unknown, extra: { cookie?: string; remoteAddress?: string }) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...jsonHeaders, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    payload: JSON.stringify(body),
  });

interface WriteCase {
  route: string;
  table: string;
  /** The answer the route gives when its write fails. */
  status: number;
  personal: string[];
  send: () => Promise<LightMyRequestResponse>;
}

const password = 'Kesäinen-Aamu-2026';

const cases: WriteCase[] = [
  {
    route: '/api/user/consumer',
    table: 'users',
    status: 500,
    personal: ['maija.lokitesti@example.fi', 'Maija', 'Lokitesti', '40 123 4567', '401234567'],
    send: async () => {
      const token = tokenOf((await vatuIdentify(app, 'reg', '150585-998U')).location);
      return app.inject({
        method: 'POST',
        url: '/api/user/consumer',
        headers: { ...jsonHeaders, authorization: `Bearer ${token}` },
        payload: JSON.stringify({
          email: 'maija.lokitesti@example.fi',
          firstName: 'Maija',
          lastName: 'Lokitesti',
          phone: '+358 40 123 4567',
          password,
          password2: password,
          termsAccepted: true,
          dataProtectionPlanAccepted: true,
        }),
      });
    },
  },
  {
    route: '/api/feedback/submit',
    table: 'feedback',
    status: 500,
    personal: [...consumerData, 'palaute.lokitesti@example.fi', 'Salainen palauteviesti'],
    send: () =>
      post(
        '/api/feedback/submit',
        { feedback: 'Salainen palauteviesti', email: 'palaute.lokitesti@example.fi' },
        { cookie: consumer },
      ),
  },
  {
    route: '/api/fiber/submit',
    table: 'fibre_requests',
    status: 500,
    personal: [
      ...consumerData,
      ...['Kuitu', 'Lokitestaaja', 'kuitu.lokitesti@example.fi', '50 765 4321', '507654321'],
    ],
    send: () =>
      post(
        '/api/fiber/submit',
        {
          firstName: 'Kuitu',
          lastName: 'Lokitestaaja',
          phone: '+358 50 765 4321',
          email: 'kuitu.lokitesti@example.fi',
        },
        { cookie: consumer },
      ),
  },
  {
    route: '/api/customership',
    table: 'contact_change_requests',
    status: 500,
    personal: [...consumerData, 'uusi.lokitesti@example.fi', '44 987 6543', '449876543'],
    send: () =>
      post(
        '/api/customership',
        { phonenumber: '+358 44 987 6543', email: 'uusi.lokitesti@example.fi' },
        { cookie: consumer },
      ),
  },
  {
    route: '/api/water/submit/auth',
    table: 'water_readings',
    status: 502,
    personal: [...consumerData, 'vesi.lokitesti@example.fi'],
    send: () =>
      post(
        '/api/water/submit/auth',
        {
          measurementPointId: waterPoint.identifier,
          meterId: waterPoint.meter,
          date: helsinkiDay(testClock.now()),
          consumption: 4321,
          email: 'vesi.lokitesti@example.fi',
          sendCopy: true,
        },
        { cookie: consumer },
      ),
  },
  {
    route: '/api/business/register',
    table: 'business_registration_requests',
    status: 500,
    personal: ['Lokiyritys', 'Leena Lokitesti', 'Lokitesti', 'leena@lokiyritys.example.fi'],
    send: async () => {
      const remoteAddress = '192.0.2.77';
      return post(
        '/api/business/register',
        {
          applyingCompany: 'Lokiyritys Oy',
          applyingPerson: 'Leena Lokitesti',
          contactEmail: 'leena@lokiyritys.example.fi',
          applyingCompanyIdentifier: '3456782-2',
          daughterCompanyIdentifiers: [],
          applyingCreds: 'manager',
          g_recaptcha_response: await solveAltcha(app, remoteAddress),
        },
        { remoteAddress },
      );
    },
  },
  {
    route: '/api/business/companyUser',
    table: 'users',
    status: 500,
    personal: [managerEmail, 'Yrittäjä', 'Helmi', 'Lokihenkilö', 'helmi.loki@example.fi'],
    send: async () =>
      post(
        '/api/business/companyUser',
        {
          firstName: 'Helmi',
          lastName: 'Lokihenkilö',
          email: 'helmi.loki@example.fi',
          companies: [company.businessId],
        },
        { cookie: manager },
      ),
  },
];

/** The errors of a serialized error and its causes. */
function errorChain(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  for (let link = error; link && typeof link === 'object';) {
    const record = link as Record<string, unknown>;
    chain.push(record);
    link = record.cause;
  }
  return chain;
}

describe.each(cases)('a failing write on $route', (writeCase) => {
  let response: LightMyRequestResponse;
  let logged: string;
  let parsed: LogLine[];
  beforeAll(async () => {
    lines.length = 0;
    response = await refusingInserts(writeCase.table, writeCase.send);
    logged = lines.join('');
    parsed = lines.map((line) => JSON.parse(line) as LogLine);
  });

  it('answers a server error without details', () => {
    expect(response.statusCode, response.body).toBe(writeCase.status);
    expect(response.body).not.toContain('log_privacy_refused');
  });

  it('logs the failure with its route and SQL state', () => {
    const failures = parsed.filter(
      (line) =>
        line.level >= 50 && errorChain(line.err).some((link) => link.code === refusedSqlState),
    );
    expect(failures, logged).not.toHaveLength(0);
    expect(errorChain(failures[0]!.err).map((link) => link.constraint)).toContain(
      'log_privacy_refused',
    );
    if (writeCase.status === 500) {
      expect(failures).toContainEqual(
        expect.objectContaining({ msg: 'request failed', route: writeCase.route, status: 500 }),
      );
    }
    expect(parsed).toContainEqual(
      expect.objectContaining({ msg: 'request', route: writeCase.route, status: writeCase.status }),
    );
  });

  it('logs nothing personal: no e-mail, name, phone, identity code or password hash', () => {
    for (const value of [...writeCase.personal, '150585-998U', 'scrypt$', password]) {
      expect(logged, value).not.toContain(value);
    }
    expect(logged).not.toMatch(/[\w.+-]+@[\w-]+(\.[\w-]+)+/);
    expect(logged).not.toMatch(/"(params|parameters|detail|query)"/);
  });
});
