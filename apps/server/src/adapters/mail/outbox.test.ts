import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import type { Database } from '../../db/connection';
import { emailOutbox } from '../../db/schema';
import { createLogger } from '../../logging';
import { createMailer, OutboxMailer } from './index';
import { parseStoredBody, storedBody } from './outbox';
import { smtpTransport } from './smtp-transport';
import { testClock } from '../../../test/clock';

function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

/** A clock the test moves by hand. */
function manualClock(start = new Date('2026-03-01T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const minute = 60_000;
const delays = [1 * minute, 5 * minute];
const message = {
  to: 'asiakas@example.fi',
  subject: 'Vesilukema vastaanotettu – kiitos',
  text: 'Hei!\n\nLukemasi 12345 m³ on tallennettu. Ääkköset: åäö ÅÄÖ.\n',
};

describe('e-mail outbox', () => {
  let database: Database;
  let working: TestSmtpServer;
  let refusing: TestSmtpServer;
  const log = memoryLog();

  const mailer = (url: string | null, clock: ReturnType<typeof manualClock>) =>
    new OutboxMailer({
      db: database.db,
      transport: url ? smtpTransport(url) : null,
      from: { name: 'Testi Energia', address: 'info@example.fi' },
      logger: log.logger,
      clock,
      retryDelaysMs: delays,
    });

  const rows = () => database.db.select().from(emailOutbox).orderBy(emailOutbox.id);

  beforeAll(async () => {
    database = await createTestDatabase();
    working = await startTestSmtpServer();
    refusing = await startTestSmtpServer({ refuse: true });
  });
  afterAll(async () => {
    await working.close();
    await refusing.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(emailOutbox);
    working.messages.length = 0;
    log.lines.length = 0;
  });

  it('stores a message and delivers it at once over SMTP', async () => {
    const outcome = await mailer(working.url, manualClock()).send({
      ...message,
      replyTo: 'palaute@example.fi',
    });

    expect(outcome).toBe('sent');
    expect(working.messages).toEqual([
      {
        from: 'info@example.fi',
        to: ['asiakas@example.fi'],
        subject: message.subject,
        text: message.text,
        replyTo: 'palaute@example.fi',
      },
    ]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, recipient: 'asiakas@example.fi' });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the message in the outbox without SMTP and says so once, naming no address', async () => {
    const noSmtp = mailer(null, manualClock());

    expect(await noSmtp.send(message)).toBe('queued');
    expect(await noSmtp.send(message)).toBe('queued');
    expect(await noSmtp.deliverDue()).toBe(0);

    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    const warnings = log.lines.filter((line) => String(line.msg).includes('SMTP_URL is not set'));
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(log.lines)).not.toContain('asiakas@example.fi');
  });

  it('retries a refused message with growing delays and gives up after the last one', async () => {
    const clock = manualClock();
    const refused = mailer(refusing.url, clock);

    expect(await refused.send(message)).toBe('failed');
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(1 * minute);
    expect(row!.lastError).toMatch(/550/);
    expect(row!.lastError).not.toContain('asiakas@example.fi');

    // Not yet due: the worker leaves it alone.
    clock.advance(1 * minute - 1);
    expect(await refused.deliverDue()).toBe(0);
    expect((await rows())[0]!.attempts).toBe(1);

    clock.advance(1);
    await refused.deliverDue();
    [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(5 * minute);

    clock.advance(5 * minute);
    await refused.deliverDue();
    [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });

    clock.advance(24 * 60 * minute);
    await refused.deliverDue();
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(JSON.stringify(log.lines)).not.toContain('asiakas@example.fi');
  });

  it('delivers a queued or failed message once SMTP works again', async () => {
    const clock = manualClock();
    await mailer(null, clock).send(message);
    await mailer(refusing.url, clock).send({ ...message, subject: 'Toinen' });

    clock.advance(1 * minute);
    expect(await mailer(working.url, clock).deliverDue()).toBe(2);

    expect(working.messages.map((received) => received.subject).sort()).toEqual([
      'Toinen',
      message.subject,
    ]);
    expect((await rows()).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('never sends a message twice when several workers run at once', async () => {
    const clock = manualClock();
    const queue = mailer(null, clock);
    for (let index = 0; index < 12; index += 1) {
      await queue.send({ ...message, subject: `Viesti ${index}` });
    }
    const workers = [1, 2, 3].map(() => mailer(working.url, clock));

    const sent = await Promise.all(workers.map((worker) => worker.deliverDue()));

    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(12);
    const subjects = working.messages.map((received) => received.subject);
    expect(new Set(subjects).size).toBe(12);
    expect(subjects).toHaveLength(12);
    expect(await workers[0]!.deliverDue()).toBe(0);
  });

  it('takes over a message whose sender died mid-send once its lease runs out', async () => {
    const clock = manualClock();
    await mailer(null, clock).send(message);
    await database.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(clock.now().getTime() + 1) })
      .where(eq(emailOutbox.status, 'pending'));
    const worker = mailer(working.url, clock);

    expect(await worker.deliverDue()).toBe(0);
    clock.advance(10 * minute);
    expect(await worker.deliverDue()).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('runs its worker on a timer until stopped', async () => {
    const worker = new OutboxMailer({
      db: database.db,
      transport: smtpTransport(working.url),
      from: 'info@example.fi',
      logger: log.logger,
      pollIntervalMs: 20,
      clock: testClock,
    });
    await mailer(null, manualClock(new Date(testClock.now().getTime() - minute))).send(message);

    worker.start();
    await expect.poll(() => working.messages.length, { timeout: 5_000 }).toBe(1);
    await worker.stop();
    expect((await rows())[0]!.status).toBe('sent');
  });

  it('builds an outbox without a transport when SMTP_URL is unset', async () => {
    const noSmtp = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: 'a@b.fi',
      logger: log.logger,
      clock: testClock,
    });
    expect(noSmtp.deliversMail).toBe(false);
    expect(await noSmtp.send(message)).toBe('queued');
  });
});

describe('stored body', () => {
  it('keeps Reply-To apart from the text, whatever the text says', () => {
    for (const [text, replyTo] of [
      ['Hei', 'x@example.fi'],
      ['Hei', undefined],
      ['Reply-To: huijaus@example.fi\n\nHei', undefined],
      ['Reply-To: huijaus@example.fi\n\nHei', 'oikea@example.fi'],
    ] as const) {
      expect(parseStoredBody(storedBody(text, replyTo))).toEqual({
        text,
        replyTo: replyTo ?? null,
      });
    }
  });
});
