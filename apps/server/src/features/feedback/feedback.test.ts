import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { sessionCookieFor } from '../../../test/login';
import { postJson, setUpMailTestApp } from '../../../test/mail-app';
import { emailOutbox, feedback } from '../../db/schema';

const send = (testApp: TestApp, body: unknown, cookie?: string) =>
  postJson(testApp, '/api/feedback/submit', body, cookie);

const latestFeedback = async ({ database }: TestApp) => {
  const [row] = await database.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
  return row;
};

describe('POST /api/feedback/submit', () => {
  const world = setUpMailTestApp();

  it('stores the feedback under the session user and e-mails it to customer service', async () => {
    const response = await send(
      world.testApp,
      {
        feedback: 'Laskun eräpäivä osuu lomalle.\nVoiko sitä siirtää?',
        // The payload's own username and customer name are not believed.
        username: 'joku.muu@example.fi',
        customerName: 'Joku Muu',
        email: ' matti@example.fi ',
      },
      world.consumer,
    );
    expect(response.statusCode).toBe(200);

    expect(await latestFeedback(world.testApp)).toMatchObject({
      username: 'kuluttaja@example.fi',
      customerName: 'Matti Meikäläinen',
      email: 'matti@example.fi',
      message: 'Laskun eräpäivä osuu lomalle.\nVoiko sitä siirtää?',
    });
    const mail = world.smtp.messages.at(-1)!;
    expect(mail.to).toEqual(['asiakaspalvelu@example.fi']);
    expect(mail.subject).toBe('Palaute asiointipalvelusta: Matti Meikäläinen');
    expect(mail.replyTo).toContain('matti@example.fi');
    expect(mail.text).toContain(
      'Lähettäjä: Matti Meikäläinen (käyttäjätunnus kuluttaja@example.fi)',
    );
    expect(mail.text).toContain('Vastaus pyydetään osoitteeseen: matti@example.fi');
    expect(mail.text).toContain('Laskun eräpäivä osuu lomalle.\nVoiko sitä siirtää?');
  });

  it('accepts feedback without an e-mail address, sent without a reply address', async () => {
    const response = await send(
      world.testApp,
      { feedback: 'Hyvä palvelu!', email: '' },
      world.consumer,
    );
    expect(response.statusCode).toBe(200);
    expect(await latestFeedback(world.testApp)).toMatchObject({
      email: null,
      message: 'Hyvä palvelu!',
    });
    const mail = world.smtp.messages.at(-1)!;
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('Lähettäjä ei pyytänyt vastausta.');
  });

  it('names the companies of a company user as the customer', async () => {
    const company = await sessionCookieFor(world.testApp.database, 'yritys@example.fi');
    expect((await send(world.testApp, { feedback: 'Kiitos' }, company)).statusCode).toBe(200);
    expect(await latestFeedback(world.testApp)).toMatchObject({
      username: 'yritys@example.fi',
      customerName: 'Esimerkki Oy, Esimerkki Kiinteistöt Oy',
    });
  });

  it('answers every field error with 400 and stores nothing', async () => {
    const before = await latestFeedback(world.testApp);
    const cases = [
      [{ feedback: '  ' }, { feedback: [feedbackMessages.messageRequired] }],
      [{ feedback: 'a'.repeat(2001) }, { feedback: [feedbackMessages.messageTooLong] }],
      [
        { feedback: 'Hei', email: 'matti@' },
        {
          email: [
            "Väärä sähköpostiosoite. Sähköpostiosoitteen tulee olla muodossa 'nimi@esimerkki.fi'",
          ],
        },
      ],
    ] as const;
    for (const [body, fields] of cases) {
      const response = await send(world.testApp, body, world.consumer);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', fields });
    }
    expect(await latestFeedback(world.testApp)).toEqual(before);
  });

  it('is for logged-in users only', async () => {
    const response = await send(world.testApp, { feedback: 'Hei' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'UNAUTHORIZED' });
  });
});

describe('feedback when e-mail fails', () => {
  const world = setUpMailTestApp({ refuse: true });

  it('still answers 200, with the feedback stored and the e-mail kept for a retry', async () => {
    const response = await send(world.testApp, { feedback: 'Tallessa?' }, world.consumer);
    expect(response.statusCode).toBe(200);
    expect(await latestFeedback(world.testApp)).toMatchObject({ message: 'Tallessa?' });
    const outbox = await world.testApp.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'asiakaspalvelu@example.fi'));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ attempts: 1, sentAt: null });
    expect(outbox[0]!.status).not.toBe('sent');
    expect(world.smtp.messages).toEqual([]);
  });
});

describe('feedback rate limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.app.close());

  it('allows ten messages per person in ten minutes', async () => {
    const consumer = await sessionCookieFor(testApp.database, 'kuluttaja@example.fi');
    for (let i = 0; i < 10; i += 1) {
      expect((await send(testApp, { feedback: `Viesti ${i}` }, consumer)).statusCode).toBe(200);
    }
    const refused = await send(testApp, { feedback: 'Yksi liikaa' }, consumer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    // Another person from the same address is not affected.
    const other = await sessionCookieFor(testApp.database, 'yritys@example.fi');
    expect((await send(testApp, { feedback: 'Hei' }, other)).statusCode).toBe(200);
  });
});
