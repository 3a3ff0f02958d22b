import {
  addDays,
  alertErrorCodes,
  alertMessages,
  helsinkiDay,
  maxAlertsPerUser,
} from '@energiaportaali/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildCompanyUser,
  buildConsumer,
  buildMeteringPoint,
  buildOperator,
  buildPropertyManager,
  createCustomer,
  type TestMeteringPoint,
} from '../../../test/factories';
import { jsonHeaders } from '../../../test/login';
import { startTestSmtpServer } from '../../../test/smtp';
import { openDatabase, type Database } from '../../db/connection';
import { alerts, emailOutbox, meterDataDay, oneTimeTokens } from '../../db/schema';
import { createLogger } from '../../logging';
import { checkAlerts, type AlertCheckDeps, type MonthForecast } from './scheduler';
import { testClock } from '../../../test/clock';

// A day far from the demo world's data: its prices and rollups are the test's own.
const now = new Date('2030-03-15T10:00:00Z');
const tomorrow = '2030-03-16';
const origin = 'https://portaali.example.fi';

const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Europe/Helsinki'`;

/** Day-ahead prices of a Helsinki day at `minutes` resolution, `peak` €/MWh in its first row. */
async function insertDayPrices(
  database: Database,
  day: string,
  options: { minutes?: 15 | 60; base?: number; peak?: number; leaveOut?: number } = {},
) {
  const { minutes = 60, base = 100, peak = 200, leaveOut = 0 } = options;
  const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await database.db.execute(sql`
    INSERT INTO prices (zone, start, minutes, eur_per_mwh)
    SELECT 'FI', g, ${minutes}::int,
           CASE WHEN g = ${dayStart(day)} THEN ${peak}::numeric ELSE ${base}::numeric END
      FROM generate_series(${dayStart(day)},
                           ${dayStart(nextDay)} - ${`${minutes * (1 + leaveOut)} minutes`}::interval,
                           ${`${minutes} minutes`}::interval) AS g
    ON CONFLICT DO NOTHING`);
}

describe('e-mail alerts', () => {
  let testApp: TestApp;
  let consumer: string;
  let consumerEmail: string;
  let companyUser: string;
  let manager: string;
  let operator: string;
  let home: TestMeteringPoint;
  let water: TestMeteringPoint;
  let companyPoint: TestMeteringPoint;
  let companyBusinessId: string;
  let forecasts: Map<number, number>;
  let addressCounter = 0;
  let remoteAddress = '10.1.0.1';

  const monthForecast: MonthForecast = async (_database, pointId) => {
    const forecast = forecasts.get(pointId);
    return forecast === undefined ? null : { forecast };
  };
  const deps = (database: Database = testApp.database): AlertCheckDeps => ({
    database,
    portalConfig: testApp.portalConfig,
    origin,
    logger: createLogger('silent'),
    monthForecast,
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    body?: unknown,
  ) =>
    testApp.app.inject({
      method,
      url,
      remoteAddress,
      headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const create = async (cookie: string, body: Record<string, unknown>) => {
    const response = await call('POST', '/api/alerts', cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number };
  };
  const outbox = () => testApp.database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
  const tokenOf = (body: string) => /[?&]token=([^\s&]+)/.exec(body)?.[1];

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { db } = testApp.database;
    const built = await buildConsumer(db, {
      points: [{ utility: 'electricity' }, { utility: 'water' }],
    });
    consumer = built.cookie;
    consumerEmail = built.email;
    home = built.points[0]!;
    water = built.points[1]!;
    const company = await createCustomer(db, 'company');
    companyPoint = await buildMeteringPoint(db, { customerId: company.id });
    companyBusinessId = company.businessId!;
    companyUser = (await buildCompanyUser(db, { companies: [company] })).cookie;
    manager = (await buildPropertyManager(db)).cookie;
    operator = (await buildOperator(db)).cookie;
  });
  afterAll(() => testApp.app.close());
  beforeEach(async () => {
    addressCounter += 1;
    remoteAddress = `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
    forecasts = new Map();
    const { db } = testApp.database;
    await db.delete(alerts);
    await db.delete(emailOutbox);
    await db.execute(sql`DELETE FROM prices WHERE start >= '2030-01-01'`);
    await db.execute(sql`DELETE FROM meter_data_day WHERE bucket_start >= '2030-01-01'`);
  });

  describe('the API', () => {
    it('creates, lists, changes and deletes an alert', async () => {
      const created = await call('POST', '/api/alerts', consumer, {
        kind: 'consumption',
        meteringPointId: water.identifier,
        threshold: 0.5,
      });
      expect(created.statusCode).toBe(201);
      const alert = created.json();
      expect(alert).toMatchObject({
        kind: 'consumption',
        threshold: 0.5,
        unit: 'm³',
        active: true,
        meteringPointId: water.identifier,
      });
      await create(consumer, { kind: 'price', threshold: 20 });

      const listed = await call('GET', '/api/alerts', consumer);
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('no-store');
      expect(
        listed.json().map((row: { kind: string; unit: string }) => [row.kind, row.unit]),
      ).toEqual([
        ['consumption', 'm³'],
        ['price', 'c/kWh'],
      ]);

      const changed = await call('PATCH', `/api/alerts/${alert.id}`, consumer, {
        threshold: 2.25,
        active: false,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ threshold: 2.25, active: false });

      const deleted = await call('DELETE', `/api/alerts/${alert.id}`, consumer);
      expect(deleted.statusCode).toBe(204);
      const after = await call('GET', '/api/alerts', consumer);
      expect(after.json().map((row: { kind: string }) => row.kind)).toEqual(['price']);
      expect((await call('DELETE', `/api/alerts/${alert.id}`, consumer)).statusCode).toBe(404);
    });

    it('answers every field error in Finnish', async () => {
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [
          { kind: 'price', threshold: 5, meteringPointId: home.identifier },
          { meteringPointId: [alertMessages.pointNotForPrice] },
        ],
        [{ kind: 'consumption', threshold: 5 }, { meteringPointId: [alertMessages.pointRequired] }],
        [
          { kind: 'forecast', threshold: -1, meteringPointId: home.identifier },
          {
            threshold: [alertMessages.thresholdTooLow(0)],
          },
        ],
        [{ kind: 'price', threshold: 'paljon' }, { threshold: [alertMessages.thresholdRequired] }],
        [{ kind: 'price', threshold: 1.2345 }, { threshold: [alertMessages.thresholdInvalid] }],
        [{ kind: 'tuuli', threshold: 1 }, { kind: [alertMessages.kindRequired] }],
      ];
      for (const [body, fields] of cases) {
        const response = await call('POST', '/api/alerts', consumer, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', fields });
      }
      const { id } = await create(consumer, { kind: 'price', threshold: 1 });
      const empty = await call('PATCH', `/api/alerts/${id}`, consumer, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({ threshold: [alertMessages.nothingToChange] });
      const tooLow = await call('PATCH', `/api/alerts/${id}`, consumer, { threshold: -5000 });
      expect(tooLow.json().fields).toEqual({ threshold: [alertMessages.thresholdTooLow(-1000)] });
    });

    it("refuses another customer's point (403), and an unknown one alike", async () => {
      for (const identifier of [companyPoint.identifier, '99999999999']) {
        const response = await call('POST', '/api/alerts', consumer, {
          kind: 'consumption',
          meteringPointId: identifier,
          threshold: 1,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe('FORBIDDEN');
      }
      expect(await testApp.database.db.select().from(alerts)).toHaveLength(0);
    });

    it("lets a company user watch their company's point, named in the company's view", async () => {
      const alert = await create(companyUser, {
        kind: 'forecast',
        meteringPointId: companyPoint.identifier,
        companyId: companyBusinessId,
        threshold: 1000,
      });
      expect(alert).toMatchObject({ unit: '€', meteringPointId: companyPoint.identifier });
      // The company user's alerts are theirs only.
      const others = await call('PATCH', `/api/alerts/${alert.id}`, consumer, { active: false });
      expect(others.statusCode).toBe(404);
      expect((await call('GET', '/api/alerts', consumer)).json()).toEqual([]);
    });

    it('refuses the roles that have no alerts, and anyone without a session', async () => {
      for (const cookie of [manager, operator]) {
        expect((await call('GET', '/api/alerts', cookie)).statusCode).toBe(403);
        const response = await call('POST', '/api/alerts', cookie, { kind: 'price', threshold: 1 });
        expect(response.statusCode).toBe(403);
      }
      expect((await call('GET', '/api/alerts')).statusCode).toBe(401);
      const noCsrf = await testApp.app.inject({
        method: 'POST',
        url: '/api/alerts',
        headers: { cookie: consumer, 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'price', threshold: 1 }),
      });
      expect(noCsrf.statusCode).toBe(403);
      expect(noCsrf.json().error).toBe('CSRF');
    });

    it(`keeps a user to ${maxAlertsPerUser} alerts`, async () => {
      for (let i = 0; i < maxAlertsPerUser; i += 1)
        await create(consumer, { kind: 'price', threshold: i });
      const response = await call('POST', '/api/alerts', consumer, {
        kind: 'price',
        threshold: 99,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: alertErrorCodes.tooMany,
        message: alertMessages.tooMany,
      });
    });
  });

  describe('the check', () => {
    it("sends a price alert once tomorrow's prices are complete and cross the threshold", async () => {
      // 200 €/MWh with VAT 25.5 % is 25.10 c/kWh.
      const crossed = await create(consumer, { kind: 'price', threshold: 25 });
      await create(consumer, { kind: 'price', threshold: 25.2 });
      await insertDayPrices(testApp.database, tomorrow, { leaveOut: 1 });
      expect(await checkAlerts(deps(), now)).toBe(0);
      await insertDayPrices(testApp.database, tomorrow);
      expect(await checkAlerts(deps(), now)).toBe(1);
      const [mail] = await outbox();
      expect(mail).toMatchObject({ recipient: consumerEmail, status: 'pending' });
      expect(mail!.subject).toBe('Testi Energia: Sähkön hinta ylittää huomenna rajasi');
      expect(mail!.body).toContain('rajan 25 c/kWh');
      expect(mail!.body).toContain('korkein hinta on 25,10 c/kWh');
      expect(mail!.body).toContain(`${origin}/ilmoitukset\n`);
      expect(mail!.body).toMatch(
        new RegExp(`${origin}/ilmoitukset/peru\\?token=[A-Za-z0-9_-]{43}`),
      );
      const [send] = await testApp.database.db
        .execute(sql`SELECT alert_id, day::text FROM alert_sends`)
        .then((result) => (result as unknown as { rows: unknown[] }).rows);
      expect(send).toEqual({ alert_id: crossed.id, day: tomorrow });
      // The same day again: nothing more.
      expect(await checkAlerts(deps(), new Date(now.getTime() + 3_600_000))).toBe(0);
      expect(await outbox()).toHaveLength(1);
    });

    it('reads quarter-hour prices and a 23-hour day as complete', async () => {
      await create(consumer, { kind: 'price', threshold: 0 });
      // 2030-03-31 is the spring DST day (23 hours); its eve is 2030-03-30.
      await insertDayPrices(testApp.database, '2030-03-31', { minutes: 15, leaveOut: 1 });
      const eve = new Date('2030-03-30T09:00:00Z');
      expect(await checkAlerts(deps(), eve)).toBe(0);
      await insertDayPrices(testApp.database, '2030-03-31', { minutes: 15 });
      const [{ n }] = (
        (await testApp.database.db.execute(
          sql`SELECT count(*)::int AS n FROM prices WHERE start >= '2030-03-30T22:00Z' AND start < '2030-03-31T21:00Z'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows as [{ n: number }];
      expect(n).toBe(92);
      expect(await checkAlerts(deps(), eve)).toBe(1);
    });

    it("sends a consumption alert when yesterday's day is above the threshold, not below", async () => {
      await create(consumer, {
        kind: 'consumption',
        meteringPointId: home.identifier,
        threshold: 30,
      });
      await create(consumer, {
        kind: 'consumption',
        meteringPointId: water.identifier,
        threshold: 30,
      });
      expect(await checkAlerts(deps(), now)).toBe(0);
      await testApp.database.db.insert(meterDataDay).values([
        {
          meteringPointId: home.id,
          bucketStart: new Date('2030-03-13T22:00:00Z'),
          value: '42.5',
          samples: 96,
          hours: 24,
        },
        {
          meteringPointId: water.id,
          bucketStart: new Date('2030-03-13T22:00:00Z'),
          value: '0.2',
          samples: 1,
          hours: 24,
        },
      ]);
      expect(await checkAlerts(deps(), now)).toBe(1);
      const [mail] = await outbox();
      expect(mail!.subject).toBe('Testi Energia: Eilinen kulutus ylitti rajasi');
      expect(mail!.body).toContain(`Kulutus käyttöpaikan ${home.identifier}`);
      expect(mail!.body).toContain('oli 14.3.2030 42,50 kWh');
      expect(mail!.body).toContain('rajan 30 kWh');
      expect(await checkAlerts(deps(), now)).toBe(0);
    });

    it("sends a forecast alert when this month's forecast is above the threshold, not below", async () => {
      await create(consumer, {
        kind: 'forecast',
        meteringPointId: home.identifier,
        threshold: 100,
      });
      await create(consumer, {
        kind: 'forecast',
        meteringPointId: water.identifier,
        threshold: 100,
      });
      forecasts.set(home.id, 123.456);
      forecasts.set(water.id, 99.99);
      expect(await checkAlerts(deps(), now)).toBe(1);
      const [mail] = await outbox();
      expect(mail!.subject).toBe('Testi Energia: Kuukauden kustannusennuste ylittää rajasi');
      expect(mail!.body).toContain('123,46 €');
      expect(mail!.body).toContain('rajan 100 €');
      // Keyed by today: not again today, again tomorrow.
      expect(await checkAlerts(deps(), now)).toBe(0);
      expect(await checkAlerts(deps(), new Date('2030-03-16T10:00:00Z'))).toBe(1);
    });

    it('never sends an inactive alert', async () => {
      const { id } = await create(consumer, { kind: 'price', threshold: -10 });
      await call('PATCH', `/api/alerts/${id}`, consumer, { active: false });
      await insertDayPrices(testApp.database, tomorrow);
      expect(await checkAlerts(deps(), now)).toBe(0);
      expect(await outbox()).toHaveLength(0);
    });

    it('sends one e-mail per alert and day when two checks run at once', async () => {
      for (const threshold of [1, 2, 3]) await create(consumer, { kind: 'price', threshold });
      await insertDayPrices(testApp.database, tomorrow);
      // On PostgreSQL a second pool stands for a second server process.
      const { pool } = testApp.database;
      const url = (pool as { options?: { connectionString?: string } } | undefined)?.options
        ?.connectionString;
      const other = url ? await openDatabase({ kind: 'postgres', url }) : testApp.database;
      try {
        const runs = url
          ? await Promise.all([checkAlerts(deps(), now), checkAlerts(deps(other), now)])
          : [await checkAlerts(deps(), now), await checkAlerts(deps(other), now)];
        expect(runs[0]! + runs[1]!).toBe(3);
      } finally {
        if (other !== testApp.database) await other.close();
      }
      const mails = await outbox();
      expect(mails).toHaveLength(3);
      const rows = (
        (await testApp.database.db.execute(
          sql`SELECT alert_id, count(*)::int AS n FROM alert_sends GROUP BY alert_id`,
        )) as unknown as { rows: { n: number }[] }
      ).rows;
      expect(rows.map((row) => row.n)).toEqual([1, 1, 1]);
    });
  });

  describe('the unsubscribe link', () => {
    const unsubscribe = (token: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/alerts/unsubscribe',
        remoteAddress,
        headers: jsonHeaders,
        payload: JSON.stringify({ token }),
      });

    async function mailedToken(threshold: number): Promise<{ id: number; token: string }> {
      const { id } = await create(consumer, { kind: 'price', threshold });
      await insertDayPrices(testApp.database, tomorrow);
      expect(await checkAlerts(deps(), now)).toBe(1);
      const token = tokenOf((await outbox()).at(-1)!.body);
      expect(token).toBeDefined();
      return { id, token: decodeURIComponent(token!) };
    }

    it('turns the alert off without a login, once', async () => {
      const { id, token } = await mailedToken(10);
      const first = await unsubscribe(token);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ kind: 'price', threshold: 10, unit: 'c/kWh' });
      const [alert] = await testApp.database.db.select().from(alerts).where(eq(alerts.id, id));
      expect(alert!.active).toBe(false);
      const again = await unsubscribe(token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: alertErrorCodes.linkUsed,
        message: alertMessages.linkUsed,
      });
      const unknown = await unsubscribe('x'.repeat(43));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        error: alertErrorCodes.linkInvalid,
        message: alertMessages.linkInvalid,
      });
    });

    it('refuses an expired link and leaves the alert on', async () => {
      const { id, token } = await mailedToken(5);
      await testApp.database.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(testClock.now().getTime() - 1000) })
        .where(eq(oneTimeTokens.purpose, 'alert-unsubscribe'));
      const response = await unsubscribe(token);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(alertErrorCodes.linkInvalid);
      const [alert] = await testApp.database.db.select().from(alerts).where(eq(alerts.id, id));
      expect(alert!.active).toBe(true);
    });

    it('keeps the token out of the database in clear text', async () => {
      const { token } = await mailedToken(7);
      const rows = await testApp.database.db.select().from(oneTimeTokens);
      expect(
        rows.some((row) => row.tokenHash === token || JSON.stringify(row).includes(token)),
      ).toBe(false);
    });
  });
});

describe('e-mail alerts in a running server', () => {
  it("are checked on the server's own schedule and reach the mailbox through the outbox", async () => {
    const smtp = await startTestSmtpServer();
    const testApp = await buildTestApp({
      env: { SMTP_URL: smtp.url, OUTBOX_POLL_INTERVAL_MS: '100', ALERT_CHECK_INTERVAL_MS: '200' },
    });
    try {
      const { cookie, email: consumerEmail } = await buildConsumer(testApp.database.db);
      const created = await testApp.app.inject({
        method: 'POST',
        url: '/api/alerts',
        headers: { ...jsonHeaders, cookie },
        payload: JSON.stringify({ kind: 'price', threshold: -500 }),
      });
      expect(created.statusCode).toBe(201);
      // Tomorrow's prices, completed where the demo world has not got them all.
      await insertDayPrices(testApp.database, addDays(helsinkiDay(testClock.now()), 1));
      await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(1);
      expect(smtp.messages[0]).toMatchObject({
        to: [consumerEmail],
        subject: 'Testi Energia: Sähkön hinta ylittää huomenna rajasi',
      });
      expect(smtp.messages[0]!.text).toContain('http://localhost:3000/ilmoitukset/peru?token=');
    } finally {
      await testApp.app.close();
      await smtp.close();
    }
  });
});
