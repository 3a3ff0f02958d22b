import { desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalConfigSchema } from '@energiaportaali/domain';
import { buildTestApp, testPortalConfigInput, type TestApp } from '../../../test/app';
import {
  buildConsumer,
  buildOfficeAdmin,
  createCustomer,
  createOffice,
  createOfficeHouse,
  type RoleUser,
} from '../../../test/factories';
import { postJson, setUpMailTestApp } from '../../../test/mail-app';
import { emailOutbox, fibreRequests } from '../../db/schema';

const offer = {
  firstName: 'Matti',
  lastName: 'Meikäläinen',
  phone: '+358 40 123 4567',
  email: 'matti@example.fi',
};

const submit = (testApp: TestApp, body: unknown, cookie?: string) =>
  postJson(testApp, '/api/fiber/submit', body, cookie);

/** A consumer of customer 100001, Matti Meikäläinen, with a home where fibre is available. */
async function buildMatti({ database: { db } }: TestApp) {
  const customer = await createCustomer(db, 'person', {
    name: 'Matti Meikäläinen',
    customerNumbers: ['100001'],
    fibreAddresses: ['Esimerkkitie 5, 00100 Helsinki'],
  });
  return buildConsumer(db, { customer, points: [{ street: 'Esimerkkitie 5' }] });
}

const latestRequest = async ({ database }: TestApp) => {
  const [row] = await database.db
    .select()
    .from(fibreRequests)
    .orderBy(desc(fibreRequests.id))
    .limit(1);
  return row;
};

describe('POST /api/fiber/submit', () => {
  const world = setUpMailTestApp();
  let matti: RoleUser;
  beforeAll(async () => {
    matti = await buildMatti(world.testApp);
  });

  it('stores the offer request and e-mails customer service', async () => {
    const response = await submit(world.testApp, offer, matti.cookie);
    expect(response.statusCode).toBe(200);

    expect(await latestRequest(world.testApp)).toMatchObject({
      kind: 'offer',
      firstName: 'Matti',
      lastName: 'Meikäläinen',
      phone: '+358401234567',
      email: 'matti@example.fi',
      measurementPointId: null,
      status: 'new',
    });
    const mail = world.smtp.messages.at(-1)!;
    expect(mail.to).toEqual([world.testApp.portalConfig.customerServiceEmail]);
    expect(mail.subject).toBe('Valokuidun tarjouspyyntö: Matti Meikäläinen');
    expect(mail.replyTo).toContain('matti@example.fi');
    expect(mail.text).toContain('Puhelinnumero: +358401234567');
    expect(mail.text).toContain(`Lähetetty käyttäjätunnuksella ${matti.email}.`);
    expect(mail.text).toContain('- Matti Meikäläinen (asiakasnumero 100001)');
    expect(mail.text).toContain('- Esimerkkitie 5, 00100 Helsinki');
  });

  it('takes requests from the other roles too (the manager dashboards advertise fibre)', async () => {
    const db = world.testApp.database.db;
    const office = await createOffice(db);
    await createOfficeHouse(db, office, 'As Oy Esimerkkitalo');
    const manager = await buildOfficeAdmin(db, { office });
    const response = await submit(
      world.testApp,
      { ...offer, firstName: 'Paula', lastName: 'Pääkäyttäjä' },
      manager.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(world.smtp.messages.at(-1)!.text).toContain('As Oy Esimerkkitalo');
  });

  it('answers every field error with 400 and stores nothing', async () => {
    const before = await latestRequest(world.testApp);
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
      const response = await submit(world.testApp, body, matti.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', fields });
    }
    // A "fibre reading" is no offer request: its fields are refused.
    const reading = await submit(
      world.testApp,
      { measurementPointId: '123', meterId: '1', consumption: 5 },
      matti.cookie,
    );
    expect(reading.statusCode).toBe(400);
    expect(Object.keys(reading.json().fields)).toEqual(
      expect.arrayContaining(['measurementPointId', 'meterId', 'consumption', 'firstName']),
    );
    expect(await latestRequest(world.testApp)).toEqual(before);
  });

  it('is for logged-in users only', async () => {
    expect((await submit(world.testApp, offer)).statusCode).toBe(401);
  });
});

describe('fibre offers when e-mail fails or fibre is not offered', () => {
  const world = setUpMailTestApp({ refuse: true });
  let consumer: RoleUser;
  beforeAll(async () => {
    consumer = await buildConsumer(world.testApp.database.db);
  });

  it('still answers 200, with the request stored and the e-mail kept for a retry', async () => {
    expect((await submit(world.testApp, offer, consumer.cookie)).statusCode).toBe(200);
    expect(await latestRequest(world.testApp)).toMatchObject({
      kind: 'offer',
      email: 'matti@example.fi',
    });
    const outbox = await world.testApp.database.db.select().from(emailOutbox);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      recipient: world.testApp.portalConfig.customerServiceEmail,
      sentAt: null,
    });
    expect(world.smtp.messages).toEqual([]);
  });

  it('answers 404 when the organisation does not offer fibre', async () => {
    const withoutFibre = await buildTestApp({
      portalConfig: portalConfigSchema.parse({
        ...testPortalConfigInput,
        services: ['electricity', 'contractInfo'],
      }),
    });
    try {
      const { cookie } = await buildConsumer(withoutFibre.database.db);
      const response = await submit(withoutFibre, offer, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'FIBRE_NOT_OFFERED' });
      expect(await latestRequest(withoutFibre)).toBeUndefined();
    } finally {
      await withoutFibre.app.close();
    }
  });

  it('allows ten requests per person in ten minutes', async () => {
    for (let i = 1; i < 10; i += 1) {
      expect((await submit(world.testApp, offer, consumer.cookie)).statusCode).toBe(200);
    }
    expect((await submit(world.testApp, offer, consumer.cookie)).statusCode).toBe(429);
  });
});
