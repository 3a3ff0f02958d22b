import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testEnv, type TestApp } from '../../../test/app';
import { jsonHeaders } from '../../../test/login';
import { ConfigError } from '../../config/config-error';
import { parseEnv } from '../../config/env';
import {
  cookieOf,
  createCustomer,
  createOffice,
  createUser,
  newBusinessId,
} from '../../../test/factories';

// The utility's trade-register service as decision 0045 documents it, on loopback: each housing
// company's business id is given the answer the test needs.
type Answer =
  | { kind: 'manager'; businessId: string; name: string }
  | { kind: 'no-manager' }
  | { kind: 'not-found' }
  | { kind: 'silent' }
  | { kind: 'error' }
  | { kind: 'garbage' };

const token = 'kaupparekisteri-testitunnus-7d2f9a';
const answers = new Map<string, Answer>();
const seen: { path: string; authorization: string | undefined }[] = [];
const held: ServerResponse[] = [];

function answer(request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? '';
  seen.push({ path, authorization: request.headers.authorization });
  const businessId = decodeURIComponent(path.replace(/^\/api\/v1\/housing-companies\//, ''));
  const planned = answers.get(businessId) ?? { kind: 'not-found' };
  const json = (status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  switch (planned.kind) {
    case 'manager':
      return json(200, {
        businessId,
        name: 'As Oy Testi',
        manager: { businessId: planned.businessId, name: planned.name },
      });
    case 'no-manager':
      return json(200, { businessId, name: 'As Oy Testi', manager: null });
    case 'not-found':
      return json(404, { error: 'NOT_FOUND' });
    case 'silent':
      // Holds the request open past the portal's time limit; closed with the server.
      held.push(response);
      return;
    case 'error':
      return json(500, { error: 'INTERNAL' });
    case 'garbage':
      return response.writeHead(200, { 'content-type': 'application/json' }).end('<html>ok');
  }
}

const fake = createServer(answer);
let testApp: TestApp;
let office: Awaited<ReturnType<typeof createOffice>>;
let cookie: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  testApp = await buildTestApp({
    env: {
      TRADE_REGISTER_URL: `http://127.0.0.1:${port}/api/v1/`,
      TRADE_REGISTER_TOKEN: token,
      TRADE_REGISTER_TIMEOUT_MS: '300',
    },
  });
  const { db } = testApp.database;
  office = await createOffice(db);
  const superUser = await createUser(db, 'remCompany', { officeId: office.id });
  cookie = await cookieOf(db, superUser.id);
});
afterAll(async () => {
  await testApp.app.close();
  for (const response of held) response.destroy();
  await new Promise((resolve) => fake.close(resolve));
});

/** A housing-company customer whose register entry answers as planned. */
async function houseAnswering(planned: Answer) {
  const house = await createCustomer(testApp.database.db, 'housing_company');
  answers.set(house.businessId!, planned);
  return house;
}

const add = (clientId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/remcompany/addClient',
    headers: { ...jsonHeaders, cookie },
    payload: { clientId },
  });

const unavailable = {
  error: 'TRADE_REGISTER_UNAVAILABLE',
  message:
    'Kaupparekisteri ei vastannut, joten taloyhtiön isännöitsijää ei voitu tarkistaa. Yritä hetken kuluttua uudelleen.',
};

describe('the trade register as an HTTP service (TRADE_REGISTER_URL)', () => {
  it('attaches a housing company the register names this office manager of', async () => {
    const house = await houseAnswering({
      kind: 'manager',
      businessId: office.businessId,
      name: office.name,
    });
    const response = await add(house.businessId!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      customer: { official: house.businessId, name: house.name },
      status: 'attached',
    });
    expect(seen.at(-1)).toEqual({
      path: `/api/v1/housing-companies/${house.businessId}`,
      authorization: `Bearer ${token}`,
    });
  });

  it('refuses one the register gives to another office, naming both', async () => {
    const house = await houseAnswering({
      kind: 'manager',
      businessId: newBusinessId(),
      name: 'Muu Isännöinti Oy',
    });
    const response = await add(house.businessId!);
    expect(response.statusCode).toBe(403);
    const body = response.json<{ error: string; message: string }>();
    expect(body.error).toBe('PRH_ERROR');
    expect(body.message).toContain('Muu Isännöinti Oy');
    expect(body.message).toContain(office.name);
  });

  it('refuses one the register does not know or names no manager of', async () => {
    for (const planned of [{ kind: 'not-found' }, { kind: 'no-manager' }] as const) {
      const house = await houseAnswering(planned);
      const response = await add(house.businessId!);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toContain(
        'isännöitsijäksi on merkitty ei ketään',
      );
    }
  });

  it('answers 503 in Finnish when the register is slow, fails or answers garbage', async () => {
    for (const kind of ['silent', 'error', 'garbage'] as const) {
      const house = await houseAnswering({ kind });
      const response = await add(house.businessId!);
      expect(response.statusCode, kind).toBe(503);
      expect(response.json()).toEqual(unavailable);
    }
  });
});

describe('TRADE_REGISTER_* settings', () => {
  it('has no service and a 5 s time limit by default', () => {
    const env = testEnv();
    expect(env.TRADE_REGISTER_URL).toBeUndefined();
    expect(env.TRADE_REGISTER_TIMEOUT_MS).toBe(5000);
  });

  it('refuses a URL that is no http(s) URL or holds credentials', () => {
    expect(() => parseEnv({ TRADE_REGISTER_URL: 'ftp://x.example' })).toThrow(ConfigError);
    expect(() => parseEnv({ TRADE_REGISTER_URL: 'https://u:p@x.example' })).toThrow(ConfigError);
  });
});
