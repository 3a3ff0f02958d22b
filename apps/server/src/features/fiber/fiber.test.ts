import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalConfigSchema } from '@energiaportaali/domain';
import { buildTestApp, testPortalConfigInput, type TestApp } from '../../../test/app';
import { jsonHeaders, sessionCookieFor } from '../../../test/login';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import { emailOutbox, fibreRequests } from '../../db/schema';

const offer = {
  firstName: 'Matti',
  lastName: 'Meikäläinen',
  phone: '+358 40 123 4567',
  email: 'matti@example.fi',
};

const submit = (testApp: TestApp, body: unknown, cookie?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/fiber/submit',
    headers: { ...jsonHeaders, ...(cookie ? { cookie: `sid=${cookie}` } : {}) },
    payload: JSON.stringify(body),
  });

const latestRequest = async ({ database }: TestApp) => {
  const [row] = await database.db
    .select()
    .from(fibreRequests)
    .orderBy(desc(fibreRequests.id))
    .limit(1);
  return row;
};

describe('POST /api/fiber/submit', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let consumer: string;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await buildTestApp({ env: { SMTP_URL: smtp.url } });
    consumer = await sessionCookieFor(testApp.database, 'kuluttaja@example.fi');
  });
  afterAll(async () => {
    await testApp.app.close();
    await smtp.close();
  });

  it('stores the offer request and e-mails customer service', async () => {
    const response = await submit(testApp, offer, consumer);
    expect(response.statusCode).toBe(200);

    expect(await latestRequest(testApp)).toMatchObject({
      kind: 'offer',
      firstName: 'Matti',
      lastName: 'Meikäläinen',
      phone: '+358401234567',
      email: 'matti@example.fi',
      measurementPointId: null,
      status: 'new',
    });
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual(['asiakaspalvelu@example.fi']);
    expect(mail.subject).toBe('Valokuidun tarjouspyyntö: Matti Meikäläinen');
    expect(mail.replyTo).toContain('matti@example.fi');
    expect(mail.text).toContain('Puhelinnumero: +358401234567');
    expect(mail.text).toContain('Lähetetty käyttäjätunnuksella kuluttaja@example.fi.');
    expect(mail.text).toContain('- Matti Meikäläinen (asiakasnumero 100001)');
    expect(mail.text).toContain('- Esimerkkitie 5, 00100 Helsinki');
  });

  it('takes requests from the other roles too (the manager dashboards advertise fibre)', async () => {
    const manager = await sessionCookieFor(testApp.database, 'paakayttaja@example.fi');
    const response = await submit(
      testApp,
      { ...offer, firstName: 'Paula', lastName: 'Pääkäyttäjä' },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect(smtp.messages.at(-1)!.text).toContain('As Oy Esimerkkitalo');
  });

  it('answers every field error with 400 and stores nothing', async () => {
    const before = await latestRequest(testApp);
    const cases = [
      [
        { firstName: '', lastName: '', phone: '', email: '' },
        {
          firstName: ['Etunimi on pakollinen'],
          lastName: ['Sukunimi on pakollinen'],
          phone: ['Puhelinnumero on pakollinen'],
          email: ['Sähköposti on pakollinen'],
        },
      ],
      [
        { firstName: ' ', lastName: '  ', phone: '0401234567', email: 'matti@' },
        {
          firstName: ['Etunimi on liian lyhyt'],
          lastName: ['Sukunimi on liian lyhyt'],
          phone: ['Lisää puhelinnumero muodossa +358123456789'],
          email: ['Sähköpostiosoite on virheellinen'],
        },
      ],
    ] as const;
    for (const [body, fields] of cases) {
      const response = await submit(testApp, body, consumer);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', fields });
    }
    // A "fibre reading" is no offer request: its fields are refused.
    const reading = await submit(
      testApp,
      { measurementPointId: '123', meterId: '1', consumption: 5 },
      consumer,
    );
    expect(reading.statusCode).toBe(400);
    expect(Object.keys(reading.json().fields)).toEqual(
      expect.arrayContaining(['measurementPointId', 'meterId', 'consumption', 'firstName']),
    );
    expect(await latestRequest(testApp)).toEqual(before);
  });

  it('is for logged-in users only', async () => {
    expect((await submit(testApp, offer)).statusCode).toBe(401);
  });
});

describe('fibre offers when e-mail fails or fibre is not offered', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ refuse: true });
    testApp = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await testApp.app.close();
    await smtp.close();
  });

  it('still answers 200, with the request stored and the e-mail kept for a retry', async () => {
    const consumer = await sessionCookieFor(testApp.database, 'kuluttaja@example.fi');
    expect((await submit(testApp, offer, consumer)).statusCode).toBe(200);
    expect(await latestRequest(testApp)).toMatchObject({
      kind: 'offer',
      email: 'matti@example.fi',
    });
    const outbox = await testApp.database.db.select().from(emailOutbox);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ recipient: 'asiakaspalvelu@example.fi', sentAt: null });
    expect(smtp.messages).toEqual([]);
  });

  it('answers 404 when the organisation does not offer fibre', async () => {
    const withoutFibre = await buildTestApp({
      portalConfig: portalConfigSchema.parse({
        ...testPortalConfigInput,
        services: ['electricity', 'contractInfo'],
      }),
    });
    try {
      const consumer = await sessionCookieFor(withoutFibre.database, 'kuluttaja@example.fi');
      const response = await submit(withoutFibre, offer, consumer);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'FIBRE_NOT_OFFERED' });
      expect(await latestRequest(withoutFibre)).toBeUndefined();
    } finally {
      await withoutFibre.app.close();
    }
  });

  it('allows ten requests per person in ten minutes', async () => {
    const consumer = await sessionCookieFor(testApp.database, 'kuluttaja@example.fi');
    for (let i = 1; i < 10; i += 1) {
      expect((await submit(testApp, offer, consumer)).statusCode).toBe(200);
    }
    expect((await submit(testApp, offer, consumer)).statusCode).toBe(429);
  });
});
