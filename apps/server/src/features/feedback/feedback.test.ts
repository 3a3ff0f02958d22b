import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildCompanyManager,
  buildConsumer,
  createCustomer,
  type RoleUser,
} from '../../../test/factories';
import { postJson, setUpMailTestApp } from '../../../test/mail-app';
import { emailOutbox, feedback } from '../../db/schema';

const send = (testApp: TestApp, body: unknown, cookie?: string) =>
  postJson(testApp, '/api/feedback/submit', body, cookie);

/** Matti Meikäläinen, consumer of a person customer of his name. */
async function buildMatti({ database: { db } }: TestApp) {
  const customer = await createCustomer(db, 'person', { name: 'Matti Meikäläinen' });
  return buildConsumer(db, { customer, firstName: 'Matti', lastName: 'Meikäläinen' });
}

const latestFeedback = async ({ database }: TestApp) => {
  const [row] = await database.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
  return row;
};

describe('POST /api/feedback/submit', () => {
  const world = setUpMailTestApp();
  let matti: RoleUser;
  beforeAll(async () => {
    matti = await buildMatti(world.testApp);
  });

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
      matti.cookie,
    );
    expect(response.statusCode).toBe(200);

    expect(await latestFeedback(world.testApp)).toMatchObject({
      username: matti.email,
      customerName: 'Matti Meikäläinen',
      email: 'matti@example.fi',
      message: 'Laskun eräpäivä osuu lomalle.\nVoiko sitä siirtää?',
    });
    const mail = world.smtp.messages.at(-1)!;
    expect(mail.to).toEqual([world.testApp.portalConfig.customerServiceEmail]);
    expect(mail.subject).toBe('Palaute asiointipalvelusta: Matti Meikäläinen');
    expect(mail.replyTo).toContain('matti@example.fi');
    expect(mail.text).toContain(`Lähettäjä: Matti Meikäläinen (käyttäjätunnus ${matti.email})`);
    expect(mail.text).toContain('Vastaus pyydetään osoitteeseen: matti@example.fi');
    expect(mail.text).toContain('Laskun eräpäivä osuu lomalle.\nVoiko sitä siirtää?');
  });

  it('accepts feedback without an e-mail address, sent without a reply address', async () => {
    const response = await send(
      world.testApp,
      { feedback: 'Hyvä palvelu!', email: '' },
      matti.cookie,
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
    const db = world.testApp.database.db;
    const parent = await createCustomer(db, 'company', { name: 'Esimerkki Oy' });
    const subsidiary = await createCustomer(db, 'company', {
      name: 'Esimerkki Kiinteistöt Oy',
      parentCustomerId: parent.id,
    });
    const manager = await buildCompanyManager(db, { companies: [parent, subsidiary] });
    expect((await send(world.testApp, { feedback: 'Kiitos' }, manager.cookie)).statusCode).toBe(
      200,
    );
    expect(await latestFeedback(world.testApp)).toMatchObject({
      username: manager.email,
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
      const response = await send(world.testApp, body, matti.cookie);
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
    const { cookie } = await buildMatti(world.testApp);
    const response = await send(world.testApp, { feedback: 'Tallessa?' }, cookie);
    expect(response.statusCode).toBe(200);
    expect(await latestFeedback(world.testApp)).toMatchObject({ message: 'Tallessa?' });
    const outbox = await world.testApp.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, world.testApp.portalConfig.customerServiceEmail));
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
    const { cookie: consumer } = await buildConsumer(testApp.database.db);
    for (let i = 0; i < 10; i += 1) {
      expect((await send(testApp, { feedback: `Viesti ${i}` }, consumer)).statusCode).toBe(200);
    }
    const refused = await send(testApp, { feedback: 'Yksi liikaa' }, consumer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    // Another person from the same address is not affected.
    const other = await buildCompanyManager(testApp.database.db);
    expect((await send(testApp, { feedback: 'Hei' }, other.cookie)).statusCode).toBe(200);
  });
});
