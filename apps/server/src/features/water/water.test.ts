import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { helsinkiDay, waterReadingMessages as rules } from '@energiaportaali/domain';
import { solveAltcha } from '../../../test/altcha';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildConsumer,
  buildMeteringPoint,
  createCustomer,
  type TestMeteringPoint,
} from '../../../test/factories';
import { jsonHeaders } from '../../../test/login';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import type { Database } from '../../db/connection';
import { emailOutbox, waterReadings } from '../../db/schema';
import { messages } from '../../messages';
import { testClock } from '../../../test/clock';

/** A water point with one meter, of a customer of its own. */
async function buildWaterPoint({ db }: Database, meter: string) {
  const { id: customerId } = await createCustomer(db, 'company');
  return buildMeteringPoint(db, { customerId, utility: 'water', deviceCodes: [meter] });
}

const readings = (database: Database) =>
  database.db.select().from(waterReadings).orderBy(waterReadings.id);

describe('water meter reading', () => {
  let testApp: TestApp;
  let home: TestMeteringPoint;
  let electricity: TestMeteringPoint;
  let companyWater: TestMeteringPoint;
  let consumerCookie: string;
  let consumerId: string;
  // Each test sends from an address of its own, so the rate limits never mix tests up.
  let addressCounter = 0;
  let remoteAddress = '10.0.0.1';

  const reading = () => ({
    measurementPointId: home.identifier,
    meterId: home.deviceCodes[1]!,
    date: helsinkiDay(testClock.now()),
    consumption: 1234,
  });

  const submitAnonymous = async (body: Record<string, unknown>, withCaptcha = true) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/water/submit',
      headers: jsonHeaders,
      remoteAddress,
      payload: withCaptcha
        ? { ...body, g_recaptcha_response: await solveAltcha(testApp.app, remoteAddress) }
        : body,
    });

  const submitAs = (cookie: string | null, body: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/water/submit/auth',
      headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
      remoteAddress,
      payload: body,
    });

  beforeAll(async () => {
    testApp = await buildTestApp();
    const consumer = await buildConsumer(testApp.database.db, {
      points: [
        { utility: 'water', deviceCodes: ['2100041', '2100042'] },
        { utility: 'electricity' },
      ],
    });
    home = consumer.points[0]!;
    electricity = consumer.points[1]!;
    companyWater = await buildWaterPoint(testApp.database, '2100051');
    consumerCookie = consumer.cookie;
    consumerId = consumer.id;
  });
  afterAll(() => testApp.app.close());
  beforeEach(() => {
    addressCounter += 1;
    remoteAddress = `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  });

  describe('GET /api/water/points/:id/meters', () => {
    const meters = (id: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/water/points/${id}/meters`, remoteAddress });

    it("answers a water point's meter numbers", async () => {
      const response = await meters(home.identifier);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ meterIds: home.deviceCodes });
      expect(home.deviceCodes).toHaveLength(2);
    });

    it('answers 404 for a point of another utility and for an unknown number', async () => {
      for (const id of [electricity.identifier, '99999999999']) {
        const response = await meters(id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: 'WATER_POINT_NOT_FOUND',
          message: rules.pointNotFound,
        });
      }
    });

    it('answers 400 for a number that is not one', async () => {
      const response = await meters('64A');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ measurementPointId: [rules.digitsOnly] });
    });

    it('is rate limited', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) statuses.push((await meters(home.identifier)).statusCode);
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });

  describe('POST /api/water/submit (anonymous)', () => {
    it('stores a reading with a solved captcha and answers its receipt', async () => {
      const response = await submitAnonymous({ ...reading(), email: 'asiakas@example.fi' });

      expect(response.statusCode).toBe(201);
      const receipt = response.json();
      expect(receipt).toEqual({
        id: expect.any(Number),
        measurementPointId: home.identifier,
        meterId: home.deviceCodes[1],
        date: helsinkiDay(testClock.now()),
        consumption: 1234,
        copy: 'none',
      });
      const [stored] = (await readings(testApp.database)).filter((row) => row.id === receipt.id);
      expect(stored).toMatchObject({
        meterId: home.deviceCodes[1],
        readingDate: helsinkiDay(testClock.now()),
        reading: 1234,
        email: 'asiakas@example.fi',
        sendCopy: false,
        userId: null,
      });
    });

    it('needs the captcha', async () => {
      const response = await submitAnonymous(reading(), false);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ g_recaptcha_response: [rules.captchaRequired] });
    });

    it('refuses a captcha that was not solved, without looking at the point', async () => {
      const before = (await readings(testApp.database)).length;
      const response = await submitAnonymous(
        { ...reading(), measurementPointId: '99999', g_recaptcha_response: 'ratkaisematon' },
        false,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'CAPTCHA_FAILED',
        message: messages.captchaFailed,
      });
      expect(await readings(testApp.database)).toHaveLength(before);
    });

    it.each([
      ['measurementPointId', '', rules.pointRequired],
      ['measurementPointId', '64001A', rules.digitsOnly],
      ['measurementPointId', '1'.repeat(21), rules.pointTooLong],
      ['meterId', '', rules.meterRequired],
      ['consumption', undefined, rules.readingRequired],
      ['consumption', 12.5, rules.digitsOnly],
      ['consumption', 100_000, rules.readingTooLong],
      ['date', '2099-01-01', rules.dateInFuture],
      ['date', '2026-02-30', rules.dateInvalid],
      ['email', 'ei-osoite', rules.invalidEmail],
    ])('refuses %s %j: %s', async (field, value, message) => {
      const response = await submitAnonymous({ ...reading(), [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        fields: { [field]: [message] },
      });
    });

    it('wants an e-mail address for the copy', async () => {
      const response = await submitAnonymous({ ...reading(), sendCopy: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ email: [rules.copyNeedsEmail] });
    });

    it('checks that the point exists and is a water point', async () => {
      for (const measurementPointId of ['12345678', electricity.identifier]) {
        const response = await submitAnonymous({ ...reading(), measurementPointId });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ measurementPointId: [rules.pointNotFound] });
      }
    });

    it("checks that the meter is one of the point's", async () => {
      const response = await submitAnonymous({
        ...reading(),
        meterId: companyWater.deviceCodes[0],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ meterId: [rules.meterNotOfPoint] });
    });

    it('is rate limited', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const response = await submitAnonymous(reading(), false);
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });

  describe('POST /api/water/submit/auth (logged in)', () => {
    it("stores the user's reading without a captcha", async () => {
      const response = await submitAs(consumerCookie, reading());

      expect(response.statusCode).toBe(201);
      const [stored] = (await readings(testApp.database)).filter(
        (row) => row.id === response.json().id,
      );
      expect(stored).toMatchObject({ userId: consumerId, reading: 1234 });
    });

    it('needs a session', async () => {
      expect((await submitAs(null, reading())).statusCode).toBe(401);
    });

    it("refuses someone else's point and a nonexistent one alike with 403", async () => {
      for (const measurementPointId of [companyWater.identifier, '12345678']) {
        const response = await submitAs(consumerCookie, {
          ...reading(),
          measurementPointId,
          meterId: companyWater.deviceCodes[0],
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe('FORBIDDEN');
      }
    });

    it("refuses the user's own point of another utility", async () => {
      const response = await submitAs(consumerCookie, {
        ...reading(),
        measurementPointId: electricity.identifier,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ measurementPointId: [rules.pointNotFound] });
    });

    it('keeps nothing when the save fails and says so with 502 WATER_SAVE_FAILED', async () => {
      const { database } = testApp;
      await database.exec(`
        CREATE FUNCTION refuse_water_reading() RETURNS trigger LANGUAGE plpgsql AS
          $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
        CREATE TRIGGER refuse_water_reading BEFORE INSERT ON water_readings
          FOR EACH ROW EXECUTE FUNCTION refuse_water_reading();`);
      try {
        const before = (await readings(database)).length;
        const response = await submitAs(consumerCookie, reading());
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({
          error: 'WATER_SAVE_FAILED',
          message: messages.waterSaveFailed,
        });
        expect(await readings(database)).toHaveLength(before);
      } finally {
        await database.exec(`
          DROP TRIGGER refuse_water_reading ON water_readings;
          DROP FUNCTION refuse_water_reading();`);
      }
    });

    it('keeps the copy in the outbox when no SMTP server is configured', async () => {
      const response = await submitAs(consumerCookie, {
        ...reading(),
        email: 'kopio@example.fi',
        sendCopy: true,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().copy).toBe('queued');
      const outbox = await testApp.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipient, 'kopio@example.fi'));
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({ status: 'pending' });
    });
  });
});

describe('the e-mail copy of a reading', () => {
  let smtp: TestSmtpServer;
  let refusing: TestSmtpServer;
  let sending: TestApp;
  let failing: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    refusing = await startTestSmtpServer({ refuse: true });
    sending = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'vesi@example.fi' } });
    failing = await buildTestApp({ env: { SMTP_URL: refusing.url } });
  });
  afterAll(async () => {
    await sending.app.close();
    await failing.app.close();
    await smtp.close();
    await refusing.close();
  });

  const submit = async (testApp: TestApp) => {
    const point = await buildWaterPoint(testApp.database, '2100061');
    return testApp.app.inject({
      method: 'POST',
      url: '/api/water/submit',
      headers: jsonHeaders,
      payload: {
        measurementPointId: point.identifier,
        meterId: point.deviceCodes[0],
        date: '2026-01-05',
        consumption: 42,
        email: 'kopio@example.fi',
        sendCopy: true,
        g_recaptcha_response: await solveAltcha(testApp.app),
      },
    });
  };

  it('is sent to the given address after the reading is stored', async () => {
    const response = await submit(sending);

    expect(response.statusCode).toBe(201);
    expect(response.json().copy).toBe('sent');
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail).toMatchObject({
      from: 'vesi@example.fi',
      to: ['kopio@example.fi'],
      subject: 'Vesilukema vastaanotettu – Testi Energia',
    });
    expect(mail!.text).toContain('Lukema: 42 m³');
    expect(mail!.text).toContain('Lukemapäivä: 5.1.2026');
  });

  it('answers 502 WATER_EMAIL_FAILED when the copy fails, with the reading kept', async () => {
    const response = await submit(failing);

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'WATER_EMAIL_FAILED',
      message: messages.waterEmailFailed,
    });
    const stored = await failing.database.db
      .select()
      .from(waterReadings)
      .where(sql`${waterReadings.reading} = 42`);
    expect(stored).toHaveLength(1);
    const [outbox] = await failing.database.db.select().from(emailOutbox);
    expect(outbox).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
