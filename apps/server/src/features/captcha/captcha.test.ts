import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Challenge } from 'altcha-lib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha, solvedPayload } from '../../../test/altcha';
import { buildTestApp, type TestApp } from '../../../test/app';
import { jsonHeaders } from '../../../test/login';
import { AltchaCaptcha } from '../../adapters/captcha';
import { meteringPoints, systemState } from '../../db/schema';
import { messages } from '../../messages';
import { testClock } from '../../../test/clock';
import { systemClock } from '../../clock';

const hmacKey = 'testien-altcha-avain-joka-on-riittavan-pitka';

async function waterReading(testApp: TestApp) {
  const [point] = await testApp.database.db
    .select({ identifier: meteringPoints.identifier, deviceCodes: meteringPoints.deviceCodes })
    .from(meteringPoints)
    .where(eq(meteringPoints.utility, 'water'))
    .limit(1);
  return {
    measurementPointId: point!.identifier,
    meterId: point!.deviceCodes[0]!,
    date: testClock.today(),
    consumption: 7,
  };
}

const submit = (testApp: TestApp, body: object, remoteAddress = '127.0.0.1') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/water/submit',
    headers: jsonHeaders,
    remoteAddress,
    payload: body,
  });

const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('ALTCHA', () => {
  let testApp: TestApp;
  let reading: Awaited<ReturnType<typeof waterReading>>;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ALTCHA_HMAC_KEY: hmacKey } });
    reading = await waterReading(testApp);
  });
  afterAll(() => testApp.app.close());

  it('tells the client to use ALTCHA and where its challenges are', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/captcha' });
    expect(response.json()).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/captcha/challenge',
    });
  });

  it('hands out signed challenges that expire in 30 minutes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<Challenge>();
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      keySignature: expect.any(String),
    });
    expect(challenge.signature).toEqual(expect.any(String));
    const lifetime = challenge.parameters.expiresAt! * 1000 - testClock.now().getTime();
    expect(lifetime).toBeGreaterThan(29 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000);
  });

  it('accepts a solved challenge once and refuses it the second time', async () => {
    const solved = await solveAltcha(testApp.app);

    const first = await submit(testApp, { ...reading, g_recaptcha_response: solved });
    const replay = await submit(testApp, { ...reading, g_recaptcha_response: solved });

    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      error: 'CAPTCHA_FAILED',
      message: messages.captchaFailed,
    });
  });

  it('accepts a solution once even when it arrives twice at the same moment', async () => {
    const solved = await solveAltcha(testApp.app);
    const answers = await Promise.all(
      [1, 2, 3].map(() => submit(testApp, { ...reading, g_recaptcha_response: solved })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it('refuses a wrong answer, a tampered challenge and garbage', async () => {
    const payload = decode(await solveAltcha(testApp.app));
    // The derived key is the proof (the counter only leads to it): a guessed one must fail.
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    const longerLife = {
      ...payload,
      challenge: {
        ...payload.challenge,
        parameters: { ...payload.challenge.parameters, expiresAt: 4_000_000_000 },
      },
    };
    for (const response of [
      encode(wrongKey),
      encode(longerLife),
      encode({ challenge: null }),
      '%%%ei-base64%%%',
      'x'.repeat(5000),
    ]) {
      const answer = await submit(testApp, { ...reading, g_recaptcha_response: response });
      expect(answer.statusCode, response.slice(0, 40)).toBe(400);
      expect(answer.json().error).toBe('CAPTCHA_FAILED');
    }
  });

  it('refuses a challenge signed with another key', async () => {
    const stranger = new AltchaCaptcha({
      db: testApp.database.db,
      clock: testClock,
      hmacKey: 'toinen-avain-joka-on-myos-tarpeeksi-pitka',
      maxNumber: 20,
    });
    const solved = await solvedPayload(await stranger.createChallenge());
    const answer = await submit(testApp, { ...reading, g_recaptcha_response: solved });
    expect(answer.json().error).toBe('CAPTCHA_FAILED');
  });

  it('refuses an expired challenge', async () => {
    // Handed out 31 minutes ago (altcha-lib checks the expiry against the system's time).
    const earlier = { now: () => new Date(systemClock.now().getTime() - 31 * 60_000) };
    const sameKey = new AltchaCaptcha({
      db: testApp.database.db,
      clock: earlier,
      hmacKey,
      maxNumber: 20,
    });
    const old = await sameKey.createChallenge();

    const answer = await submit(testApp, {
      ...reading,
      g_recaptcha_response: await solvedPayload(old),
    });
    expect(answer.json().error).toBe('CAPTCHA_FAILED');
  });

  it('rate limits the challenges', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/captcha/challenge',
        remoteAddress: '10.9.9.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
  });

  it('generates its key once and keeps it in the database when none is configured', async () => {
    const { db } = testApp.database;
    const first = new AltchaCaptcha({ db, clock: testClock, hmacKey: undefined, maxNumber: 20 });
    const second = new AltchaCaptcha({ db, clock: testClock, hmacKey: undefined, maxNumber: 20 });

    const solved = await solvedPayload(await first.createChallenge());

    expect(await second.verify(solved)).toBe(true);
    const [row] = await db.select().from(systemState).where(eq(systemState.key, 'altcha-hmac-key'));
    expect(String(row!.value)).toMatch(/^[\w-]{43}$/);
  });
});

describe('reCAPTCHA', () => {
  let fake: Server;
  let testApp: TestApp;
  let fakeAnswer: { status: number; body: unknown } = { status: 200, body: {} };
  const asked: URLSearchParams[] = [];

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  beforeAll(async () => {
    // Google's siteverify, played on loopback: 'hyva' is a solved token, anything else is not.
    fake = createServer(async (request, response) => {
      const form = new URLSearchParams(await readBody(request));
      asked.push(form);
      response.statusCode = fakeAnswer.status;
      response.setHeader('content-type', 'application/json');
      const body = fakeAnswer.status === 200 ? { success: form.get('response') === 'hyva' } : {};
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    testApp = await buildTestApp({
      env: {
        RECAPTCHA_SECRET: 'salainen-avain',
        RECAPTCHA_SITE_KEY: 'julkinen-avain',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      },
    });
  });
  afterAll(async () => {
    await testApp.app.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('tells the client its site key and hands out no ALTCHA challenges', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: '/api/captcha' });
    expect(config.json()).toEqual({ provider: 'recaptcha', siteKey: 'julkinen-avain' });
    const challenge = await testApp.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(challenge.statusCode).toBe(404);
    expect(challenge.json().error).toBe('CAPTCHA_NOT_IN_USE');
  });

  it("verifies the token with Google's siteverify", async () => {
    const reading = await waterReading(testApp);
    fakeAnswer = { status: 200, body: {} };
    asked.length = 0;

    const good = await submit(testApp, { ...reading, g_recaptcha_response: 'hyva' }, '10.1.2.3');
    const bad = await submit(testApp, { ...reading, g_recaptcha_response: 'huono' });

    expect(good.statusCode).toBe(201);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('CAPTCHA_FAILED');
    expect(Object.fromEntries(asked[0]!)).toEqual({
      secret: 'salainen-avain',
      response: 'hyva',
      remoteip: '10.1.2.3',
    });
  });

  it('answers 502 when siteverify fails', async () => {
    const reading = await waterReading(testApp);
    fakeAnswer = { status: 500, body: {} };
    const response = await submit(testApp, { ...reading, g_recaptcha_response: 'hyva' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'CAPTCHA_UNAVAILABLE',
      message: messages.captchaUnavailable,
    });
  });
});
