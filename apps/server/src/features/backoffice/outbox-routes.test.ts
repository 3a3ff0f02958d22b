import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxPageSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { jsonHeaders } from '../../../test/login';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import { OutboxMailer } from '../../adapters/mail';
import { smtpTransport } from '../../adapters/mail/smtp-transport';
import { auditLog, emailOutbox } from '../../db/schema';
import { createLogger } from '../../logging';
import { cookieOf, createRoleWorld, type TestUser } from '../../../test/factories';
import { testClock } from '../../../test/clock';

describe('back-office e-mail outbox', () => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  let operator: TestUser;
  let cookie: string;

  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  const resend = (id: number) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/backoffice/outbox/${id}/resend`,
      headers: { ...jsonHeaders, cookie },
    });

  type Status = 'pending' | 'sending' | 'sent' | 'failed';
  const addMessage = async (status: Status, subject: string, createdAt = testClock.now()) => {
    const [row] = await testApp.database.db
      .insert(emailOutbox)
      .values({
        recipient: 'vastaanottaja@example.fi',
        subject,
        body: 'Kutsulinkki: https://portaali.example.fi/kutsu/salainen-tunnus',
        status,
        attempts: status === 'pending' ? 0 : 3,
        lastError: status === 'failed' ? '550 Relaying denied' : null,
        sentAt: status === 'sent' ? createdAt : null,
        createdAt,
      })
      .returning({ id: emailOutbox.id });
    return row!.id;
  };
  const subjects = async (query = '') =>
    (await get(`/api/backoffice/outbox${query}`))
      .json()
      .items.map((item: { subject: string }) => item.subject);

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await buildTestApp({ env: { SMTP_URL: smtp.url } });
    const world = await createRoleWorld(testApp.database.db);
    operator = world.users.operator;
    cookie = await cookieOf(testApp.database.db, operator.id);
  });
  afterAll(async () => {
    await testApp.app.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await testApp.database.db.delete(emailOutbox);
    await testApp.database.db.delete(auditLog);
  });

  it('lists pending and failed messages by default, never their bodies', async () => {
    await addMessage('failed', 'Epäonnistunut', new Date('2026-03-01T10:00:00Z'));
    await addMessage('pending', 'Jonossa', new Date('2026-03-02T10:00:00Z'));
    await addMessage('sent', 'Lähetetty', new Date('2026-03-03T10:00:00Z'));
    await addMessage('sending', 'Lähtemässä', new Date('2026-03-04T10:00:00Z'));

    const response = await get('/api/backoffice/outbox');
    expect(response.statusCode).toBe(200);
    const page = outboxPageSchema.parse(response.json());
    expect(page.items.map((item) => item.subject)).toEqual(['Jonossa', 'Epäonnistunut']);
    expect(page.items[1]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(page.items[1]!.lastError).toBe('550 Relaying denied');
    expect(response.body).not.toContain('salainen-tunnus');
    expect(response.body).not.toContain('body');

    expect(await subjects('?status=sent')).toEqual(['Lähetetty']);
    expect(await subjects('?status=sending')).toEqual(['Lähtemässä']);
    expect(await subjects('?order=asc')).toEqual(['Epäonnistunut', 'Jonossa']);
    expect(await subjects('?from=2026-03-02&to=2026-03-02')).toEqual(['Jonossa']);
    expect((await get('/api/backoffice/outbox?status=lost')).statusCode).toBe(400);
  });

  it('pages with hasMore', async () => {
    for (let n = 1; n <= 26; n += 1) {
      await addMessage('failed', `Viesti ${n}`, new Date(Date.UTC(2026, 0, n)));
    }
    const first = (await get('/api/backoffice/outbox')).json();
    expect(first.items).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    const second = (await get('/api/backoffice/outbox?page=2')).json();
    expect(second.items.map((item: { subject: string }) => item.subject)).toEqual(['Viesti 1']);
    expect(second.hasMore).toBe(false);
  });

  it('sends a failed message again: due now, attempts reset, delivered by the outbox worker', async () => {
    const id = await addMessage('failed', 'Kutsu Energiaportaaliin');

    const response = await resend(id);
    expect(response.statusCode).toBe(200);
    const message = response.json();
    expect(message).toMatchObject({ id, status: 'pending', attempts: 0, sentAt: null });
    expect(Date.parse(message.nextAttemptAt)).toBeLessThanOrEqual(testClock.now().getTime());
    expect(await testApp.database.db.select().from(auditLog)).toEqual([
      expect.objectContaining({
        actorUserId: operator.id,
        action: 'backoffice.outbox.resend',
        targetType: 'email_outbox',
        targetId: String(id),
        details: { previousStatus: 'failed' },
      }),
    ]);

    // A worker pass as the app's own mailer makes it (it polls every 30 s).
    const worker = new OutboxMailer({
      db: testApp.database.db,
      transport: smtpTransport(smtp.url),
      from: { name: 'Testi Energia', address: 'info@example.fi' },
      logger: createLogger('silent'),
      clock: testClock,
    });
    expect(await worker.deliverDue()).toBe(1);
    await worker.stop();
    expect(smtp.messages.at(-1)).toMatchObject({
      to: ['vastaanottaja@example.fi'],
      subject: 'Kutsu Energiaportaaliin',
    });
    const [row] = await testApp.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('sends a sent message once more and answers 404 for an unknown one', async () => {
    const id = await addMessage('sent', 'Uudelleen');
    expect((await resend(id)).json()).toMatchObject({ status: 'pending', sentAt: null });
    expect((await resend(999_999)).statusCode).toBe(404);
    expect((await resend(0)).statusCode).toBe(400);
  });
});
