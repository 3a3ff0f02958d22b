import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactChangeMessages } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildCompanyManager,
  buildConsumer,
  createCustomer,
  type RoleUser,
} from '../../../test/factories';
import { postJson, sessionHeader, setUpMailTestApp } from '../../../test/mail-app';
import { contactChangeRequests, emailOutbox } from '../../db/schema';

const getCustomership = (testApp: TestApp, productType: string, cookie?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/customership/${productType}`,
    headers: sessionHeader(cookie),
  });

const requestChange = (testApp: TestApp, body: unknown, cookie?: string) =>
  postJson(testApp, '/api/customership', body, cookie);

const latestRequest = async ({ database }: TestApp) => {
  const [row] = await database.db
    .select()
    .from(contactChangeRequests)
    .orderBy(desc(contactChangeRequests.id))
    .limit(1);
  return row;
};

/**
 * Matti Meikäläinen (customer 100001) with a point of each metered product and fibre available
 * at home.
 */
async function buildMatti({ database: { db } }: TestApp) {
  const customer = await createCustomer(db, 'person', {
    name: 'Matti Meikäläinen',
    customerNumbers: ['100001'],
    email: 'matti@example.fi',
    fibreAddresses: ['Esimerkkitie 5, 00100 Helsinki'],
  });
  return buildConsumer(db, {
    customer,
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    points: [{ utility: 'electricity' }, { utility: 'districtheat' }, { utility: 'water' }],
  });
}

/** Maija Mallikas (customer 100002): electricity only, no e-mail of the customer. */
async function buildMaija({ database: { db } }: TestApp) {
  const customer = await createCustomer(db, 'person', {
    name: 'Maija Mallikas',
    customerNumbers: ['100002'],
  });
  return buildConsumer(db, { customer, points: [{ utility: 'electricity' }] });
}

describe('GET /api/customership/:productType', () => {
  let testApp: TestApp;
  let consumer: string;
  beforeAll(async () => {
    testApp = await buildTestApp();
    consumer = (await buildMatti(testApp)).cookie;
  });
  afterAll(() => testApp.app.close());

  it.each(['electricity', 'heat', 'water', 'fiber'])(
    "gives the consumer's customership of %s",
    async (productType) => {
      const response = await getCustomership(testApp, productType, consumer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        customerIdentifier: ['100001'],
        name: 'Matti Meikäläinen',
        email: 'matti@example.fi',
      });
    },
  );

  it("shows only the user's own customers, and 404 for a product they do not have", async () => {
    const maija = (await buildMaija(testApp)).cookie;
    expect((await getCustomership(testApp, 'electricity', maija)).json()).toEqual({
      customerIdentifier: ['100002'],
      name: 'Maija Mallikas',
      email: null,
    });
    const heat = await getCustomership(testApp, 'heat', maija);
    expect(heat.statusCode).toBe(404);
    expect(heat.json()).toMatchObject({ error: 'CUSTOMERSHIP_NOT_FOUND' });
  });

  it('is for consumers only', async () => {
    const company = await buildCompanyManager(testApp.database.db);
    expect((await getCustomership(testApp, 'electricity', company.cookie)).statusCode).toBe(403);
    expect((await getCustomership(testApp, 'electricity')).statusCode).toBe(401);
  });

  it('refuses an unknown product type', async () => {
    const response = await getCustomership(testApp, 'kaasu', consumer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
  });
});

describe('POST /api/customership', () => {
  const world = setUpMailTestApp();
  let matti: Awaited<ReturnType<typeof buildMatti>>;
  beforeAll(async () => {
    matti = await buildMatti(world.testApp);
  });

  it('stores the request and e-mails customer service', async () => {
    const response = await requestChange(
      world.testApp,
      { phonenumber: '+358 40 765 4321', email: 'matti.uusi@example.fi' },
      matti.cookie,
    );
    expect(response.statusCode).toBe(200);

    expect(await latestRequest(world.testApp)).toMatchObject({
      customerId: matti.customer.id,
      phone: '+358407654321',
      email: 'matti.uusi@example.fi',
      status: 'new',
    });
    const mail = world.smtp.messages.at(-1)!;
    expect(mail.to).toEqual([world.testApp.portalConfig.customerServiceEmail]);
    expect(mail.subject).toBe('Yhteystietojen muutospyyntö: Matti Meikäläinen');
    expect(mail.text).toContain(`Pyytäjä: Matti Meikäläinen (käyttäjätunnus ${matti.email})`);
    expect(mail.text).toContain('Matti Meikäläinen, asiakasnumero 100001');
    expect(mail.text).toContain('Puhelinnumero: +358407654321');
    expect(mail.text).toContain('Sähköposti: matti.uusi@example.fi');
  });

  it('takes one of the two alone', async () => {
    expect(
      (await requestChange(world.testApp, { email: 'vain@example.fi' }, matti.cookie)).statusCode,
    ).toBe(200);
    expect(await latestRequest(world.testApp)).toMatchObject({
      phone: null,
      email: 'vain@example.fi',
    });
    expect(world.smtp.messages.at(-1)!.text).toContain('Puhelinnumero: –');
  });

  it('answers every field error with 400 and stores nothing', async () => {
    const before = await latestRequest(world.testApp);
    const cases = [
      [
        {},
        {
          phonenumber: ['Sähköpostiosoite tai puhelinnumero on pakollinen'],
          email: ['Sähköpostiosoite tai puhelinnumero on pakollinen'],
        },
      ],
      [
        { phonenumber: '040 765 4321', email: 'matti.example.fi' },
        {
          phonenumber: ['Lisää puhelinnumero muodossa +358123456789'],
          email: ['Lisää sähköpostiosoite muodossa nimi@esimerkki.fi'],
        },
      ],
      [
        { phonenumber: `+358${'1'.repeat(17)}`, email: `${'a'.repeat(310)}@example.fi` },
        {
          phonenumber: [contactChangeMessages.phoneTooLong],
          email: [contactChangeMessages.emailTooLong],
        },
      ],
    ] as const;
    for (const [body, fields] of cases) {
      const response = await requestChange(world.testApp, body, matti.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', fields });
    }
    expect(await latestRequest(world.testApp)).toEqual(before);
  });

  it('is for logged-in consumers only', async () => {
    const company = await buildCompanyManager(world.testApp.database.db);
    expect(
      (await requestChange(world.testApp, { email: 'a@example.fi' }, company.cookie)).statusCode,
    ).toBe(403);
    expect((await requestChange(world.testApp, { email: 'a@example.fi' })).statusCode).toBe(401);
  });
});

describe('contact change when e-mail fails', () => {
  const world = setUpMailTestApp({ refuse: true });
  let consumer: RoleUser;
  beforeAll(async () => {
    consumer = await buildConsumer(world.testApp.database.db);
  });

  it('still answers 200, with the request stored and the e-mail kept for a retry', async () => {
    const response = await requestChange(
      world.testApp,
      { phonenumber: '+358401112222' },
      consumer.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(await latestRequest(world.testApp)).toMatchObject({ phone: '+358401112222' });
    const outbox = await world.testApp.database.db.select().from(emailOutbox);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      recipient: world.testApp.portalConfig.customerServiceEmail,
      sentAt: null,
    });
    expect(world.smtp.messages).toEqual([]);
  });

  it('allows ten requests per person in ten minutes', async () => {
    // One request was made above.
    for (let i = 1; i < 10; i += 1) {
      expect(
        (await requestChange(world.testApp, { email: `a${i}@example.fi` }, consumer.cookie))
          .statusCode,
      ).toBe(200);
    }
    const refused = await requestChange(
      world.testApp,
      { email: 'liikaa@example.fi' },
      consumer.cookie,
    );
    expect(refused.statusCode).toBe(429);
  });
});
