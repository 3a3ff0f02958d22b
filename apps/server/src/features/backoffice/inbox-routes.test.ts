import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { helsinkiDay, inboxItemSchemas, type InboxKind } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { jsonHeaders } from '../../../test/login';
import {
  auditLog,
  contactChangeRequests,
  feedback,
  fibreRequests,
  meteringPoints,
  waterReadings,
} from '../../db/schema';
import { cookieOf, createCustomer, createRoleWorld, type TestUser } from '../../../test/factories';
import { testClock } from '../../../test/clock';

describe('back-office inboxes', () => {
  let testApp: TestApp;
  let operator: TestUser;
  let consumer: TestUser;
  let cookie: string;

  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  const handle = (kind: InboxKind, id: number) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/backoffice/inbox/${kind}/${id}/handled`,
      headers: { ...jsonHeaders, cookie },
    });

  const addFeedback = async (message: string, createdAt: Date) => {
    const [row] = await testApp.database.db
      .insert(feedback)
      .values({ username: 'asiakas@example.fi', customerName: 'Aino Asiakas', message, createdAt })
      .returning({ id: feedback.id });
    return row!.id;
  };
  const auditRows = (action: string) =>
    testApp.database.db.select().from(auditLog).where(eq(auditLog.action, action));

  beforeAll(async () => {
    testApp = await buildTestApp();
    const world = await createRoleWorld(testApp.database.db);
    operator = world.users.operator;
    consumer = world.users.consumer;
    cookie = await cookieOf(testApp.database.db, operator.id);
  });
  afterAll(() => testApp.app.close());
  beforeEach(async () => {
    const { db } = testApp.database;
    for (const table of [feedback, waterReadings, contactChangeRequests, fibreRequests]) {
      await db.delete(table);
    }
    await db.delete(auditLog);
  });

  it('pages feedback newest first, one row read beyond the page for hasMore', async () => {
    for (let day = 1; day <= 26; day += 1) {
      await addFeedback(`Palaute ${day}`, new Date(Date.UTC(2026, 2, day, 10)));
    }
    const first = (await get('/api/backoffice/inbox/feedback')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 25, hasMore: true });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toMatchObject({ message: 'Palaute 26', status: 'new', handledBy: null });
    expect(first.items[0].createdAt).toBe('2026-03-26T10:00:00.000Z');
    const second = (await get('/api/backoffice/inbox/feedback?page=2')).json();
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.items.map((item: { message: string }) => item.message)).toEqual(['Palaute 1']);
    const oldest = (await get('/api/backoffice/inbox/feedback?order=asc&pageSize=50')).json();
    expect(oldest.items).toHaveLength(26);
    expect(oldest.items[0].message).toBe('Palaute 1');
    expect(oldest.hasMore).toBe(false);
  });

  it('filters by Helsinki days, both ends included', async () => {
    // 23.59 and 0.00 in Helsinki (UTC+2 in March).
    await addFeedback('Illalla', new Date('2026-03-10T21:59:00Z'));
    await addFeedback('Keskiyöllä', new Date('2026-03-10T22:00:00Z'));
    await addFeedback('Seuraavana', new Date('2026-03-12T21:59:59Z'));
    await addFeedback('Liian myöhään', new Date('2026-03-12T22:00:00Z'));
    const messages = async (query: string) =>
      (await get(`/api/backoffice/inbox/feedback?order=asc&${query}`))
        .json()
        .items.map((item: { message: string }) => item.message);

    expect(await messages('from=2026-03-11&to=2026-03-12')).toEqual(['Keskiyöllä', 'Seuraavana']);
    expect(await messages('to=2026-03-10')).toEqual(['Illalla']);
    expect(await messages('from=2026-03-13')).toEqual(['Liian myöhään']);
    const reversed = await get('/api/backoffice/inbox/feedback?from=2026-03-12&to=2026-03-11');
    expect(reversed.statusCode).toBe(400);
    expect((await get('/api/backoffice/inbox/feedback?from=2026-02-30')).statusCode).toBe(400);
    expect((await get('/api/backoffice/inbox/feedback?status=rejected')).statusCode).toBe(400);
    expect((await get('/api/backoffice/inbox/laskut')).statusCode).toBe(400);
  });

  it('marks an item handled once, audited with the operator, and filters by status', async () => {
    const first = await addFeedback('Ensimmäinen', new Date('2026-03-01T10:00:00Z'));
    await addFeedback('Toinen', new Date('2026-03-02T10:00:00Z'));

    const response = await handle('feedback', first);
    expect(response.statusCode).toBe(200);
    const item = response.json();
    expect(item).toMatchObject({ id: first, status: 'handled', handledBy: operator.email });
    expect(testClock.now().getTime() - Date.parse(item.handledAt)).toBeLessThan(60_000);
    const [row] = await testApp.database.db.select().from(feedback).where(eq(feedback.id, first));
    expect(row).toMatchObject({ status: 'handled', handledByUserId: operator.id });

    // Again: the same answer, the first handling kept, no second audit row.
    const again = await handle('feedback', first);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(item);
    expect(await auditRows('backoffice.inbox.handled')).toEqual([
      expect.objectContaining({
        actorUserId: operator.id,
        targetType: 'feedback',
        targetId: String(first),
        details: { kind: 'feedback' },
      }),
    ]);

    const messagesOf = async (status: string) =>
      (await get(`/api/backoffice/inbox/feedback?status=${status}`))
        .json()
        .items.map((entry: { message: string }) => entry.message);
    expect(await messagesOf('handled')).toEqual(['Ensimmäinen']);
    expect(await messagesOf('new')).toEqual(['Toinen']);

    expect((await handle('feedback', 999_999)).statusCode).toBe(404);
    expect((await handle('water-readings', first)).statusCode).toBe(404);
  });

  it('answers each inbox in the shape of the contract', async () => {
    const { db } = testApp.database;
    const [point] = await db
      .select({ id: meteringPoints.id, identifier: meteringPoints.identifier })
      .from(meteringPoints)
      .where(eq(meteringPoints.utility, 'water'))
      .limit(1);
    const customer = await createCustomer(db, 'person');
    await addFeedback('Hei', testClock.now());
    await db.insert(waterReadings).values({
      meteringPointId: point!.id,
      meterId: 'M-1',
      readingDate: '2026-03-01',
      reading: 1234,
      email: null,
    });
    await db
      .insert(contactChangeRequests)
      .values({ userId: consumer.id, customerId: customer.id, phone: '0401234567' });
    await db.insert(fibreRequests).values({
      kind: 'reading',
      measurementPointId: '123',
      meterId: 'K-7',
      consumption: '12.5',
    });

    const items = {} as Record<InboxKind, Record<string, unknown>>;
    for (const kind of Object.keys(inboxItemSchemas) as InboxKind[]) {
      const page = (await get(`/api/backoffice/inbox/${kind}`)).json();
      expect(page.items).toHaveLength(1);
      items[kind] = inboxItemSchemas[kind].strict().parse(page.items[0]);
    }
    expect(items['water-readings']).toMatchObject({
      meteringPointIdentifier: point!.identifier,
      meterId: 'M-1',
      readingDate: '2026-03-01',
      reading: 1234,
    });
    expect(items['contact-changes']).toMatchObject({
      userEmail: consumer.email,
      userName: `${consumer.firstName} ${consumer.lastName}`,
      customerName: customer.name,
      phone: '0401234567',
      email: null,
    });
    expect(items['fibre-requests']).toMatchObject({ kind: 'reading', consumption: '12.5' });
  });

  describe('CSV export', () => {
    const exportCsv = (kind: InboxKind, query = '') =>
      get(`/api/backoffice/inbox/${kind}/export.csv${query}`);

    it('writes Excel-friendly CSV: BOM, semicolons, CRLF, quoting, formula guard, Helsinki times', async () => {
      await addFeedback('Hinta; "liian" kallis\nTerveisin', new Date('2026-03-10T22:05:00Z'));
      await addFeedback('=HYPERLINK("http://x")', new Date('2026-07-01T09:30:00Z'));
      await addFeedback('-1+2', new Date('2026-07-02T09:30:00Z'));
      await addFeedback('@SUM(A1)', new Date('2026-07-03T09:30:00Z'));
      await addFeedback('+358 40 123', new Date('2026-07-04T09:30:00Z'));

      const response = await exportCsv('feedback', '?order=asc');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="palautteet-${helsinkiDay(testClock.now())}.csv"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const bytes = response.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8').slice(1);
      expect(text.endsWith('\r\n')).toBe(true);
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(
        '"Tunnus";"Saapunut";"Tila";"Käsitelty";"Käsittelijä";"Käyttäjätunnus";"Asiakas";"Sähköposti";"Palaute"',
      );
      expect(lines[1]).toMatch(
        /^\d+;11\.3\.2026 0\.05;"Uusi";;;"asiakas@example\.fi";"Aino Asiakas";;"Hinta; ""liian"" kallis\nTerveisin"$/,
      );
      // Summer time: UTC+3.
      expect(lines[2]).toMatch(/;1\.7\.2026 12\.30;.*;"'=HYPERLINK\(""http:\/\/x""\)"$/);
      expect(lines[3]!.endsWith(`;"'-1+2"`)).toBe(true);
      expect(lines[4]!.endsWith(`;"'@SUM(A1)"`)).toBe(true);
      expect(lines[5]!.endsWith(`;"'+358 40 123"`)).toBe(true);
      expect(lines).toHaveLength(7);
    });

    it('takes the list filters, shows who handled what, and audits the export without personal data', async () => {
      const handled = await addFeedback('Käsitelty jo', new Date('2026-03-01T10:00:00Z'));
      await addFeedback('Uusi', new Date('2026-03-02T10:00:00Z'));
      await addFeedback('Vanha', new Date('2025-03-02T10:00:00Z'));
      await handle('feedback', handled);

      const response = await exportCsv('feedback', '?status=handled&from=2026-01-01');
      const lines = response.body.split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(
        new RegExp(
          `^${handled};1\\.3\\.2026 12\\.00;"Käsitelty";\\d+\\.\\d+\\.\\d{4} \\d+\\.\\d{2};"${operator.email.replace('.', '\\.')}";`,
        ),
      );
      const [audit] = await auditRows('backoffice.inbox.export');
      expect(audit).toMatchObject({
        actorUserId: operator.id,
        targetType: 'inbox',
        targetId: 'feedback',
        details: { status: 'handled', from: '2026-01-01', order: 'desc' },
      });
    });

    it('streams every matching row in batches, each once, in the asked order', async () => {
      const { db } = testApp.database;
      await db.execute(sql`
        INSERT INTO fibre_requests (kind, first_name, last_name, consumption, created_at)
        SELECT 'offer', 'Etu' || n, 'Suku', n / 4.0, timestamptz '2026-01-01T10:00:00Z' + n * interval '1 minute'
        FROM generate_series(1, 2500) AS n`);
      const lines = (await exportCsv('fibre-requests')).body.split('\r\n').slice(1, -1);
      expect(lines).toHaveLength(2500);
      const names = lines.map((line) => line.split(';')[6]);
      expect(names[0]).toBe('"Etu2500"');
      expect(names.at(-1)).toBe('"Etu1"');
      expect(new Set(names).size).toBe(2500);
      expect(lines[2500 - 2]!.split(';')).toEqual([
        expect.any(String),
        '1.1.2026 12.02',
        '"Uusi"',
        '',
        '',
        '"Tarjouspyyntö"',
        '"Etu2"',
        '"Suku"',
        '',
        '',
        '',
        '',
        '0,5',
      ]);
    });
  });
});
