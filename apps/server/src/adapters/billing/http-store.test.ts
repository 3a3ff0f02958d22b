import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  companyInvoicesAnswerSchema,
  csrfHeaderName,
  csrfHeaderValue,
  billingInvoicesAnswerSchema,
  type BillingInvoice,
} from '@energiaportaali/domain';
import { buildTestApp, testEnv, type TestApp } from '../../../test/app';
import { buildCompanyUser, buildConsumer, createCustomer } from '../../../test/factories';
import { ConfigError } from '../../config/config-error';
import { parseEnv } from '../../config/env';
import { auditLog } from '../../db/schema';
import { createLogger } from '../../logging';
import { fakePdf, startFakeBillingService, type FakeBillingService } from './fake-billing-service';
import { createHttpBillingStore } from './http-store';
import { testClock } from '../../../test/clock';

const token = 'laskutus-testitunnus-9f3c2a71b8d4e6f0a1b2c3d4e5f60718';
const unavailable = {
  error: 'BILLING_UNAVAILABLE',
  message: 'Laskutustiedot eivät ole juuri nyt saatavilla. Yritä hetken kuluttua uudelleen.',
};
const today = () => testClock.today();

function invoice(overrides: Partial<BillingInvoice>): BillingInvoice {
  return {
    id: 7001,
    invoice_number: 'R-7001',
    invoice_type: 46002,
    invoice_status: 19005,
    invoice_date: addDays(today(), -20),
    duedate: addDays(today(), 10),
    amount_total: 89.4,
    amount_open: 89.4,
    amount_vat_excluded: 71.24,
    is_payment_agreement_allowed: true,
    payment_agreement_max_duedate: addDays(today(), 40),
    payment_agreement_type: null,
    duedate_changed: false,
    third_party_invoicing_invoice_type: null,
    customer_number: '100001',
    calculation_periods: [
      { object_key: '6400100001', object_name: 'Esimerkkitie 5 Helsinki', network_id: 'SV-X' },
    ],
    ...overrides,
  };
}

// The consumer's (customer number 100001) and a company's (200001) invoices at the service.
const serviceInvoices = () => [
  invoice({ id: 7000, invoice_number: 'R-7000', duedate: addDays(today(), -20) }),
  invoice({}),
  invoice({ id: 7002, invoice_number: 'R-7002', customer_number: '200001' }),
  invoice({ id: 7003, invoice_number: 'R-7003', customer_number: '999999' }),
];

describe('billing through an external billing service', () => {
  let fake: FakeBillingService;
  let testApp: TestApp;
  /** Session cookies of the consumer of customer 100001 and a user of companies 200001–200003. */
  let consumer: string;
  let companyUser: string;

  beforeAll(async () => {
    fake = await startFakeBillingService(serviceInvoices(), [
      { param: 'OnlineMaxSaldoLimit', value: '500' },
    ]);
    testApp = await buildTestApp({
      env: {
        BILLING_URL: fake.url,
        BILLING_TOKEN: token,
        BILLING_TIMEOUT_MS: '300',
        BILLING_RETRIES: '2',
      },
    });
    const db = testApp.database.db;
    const customer = await createCustomer(db, 'person', { customerNumbers: ['100001'] });
    consumer = (await buildConsumer(db, { customer })).cookie;
    const parent = await createCustomer(db, 'company', { customerNumbers: ['200001', '200002'] });
    const subsidiary = await createCustomer(db, 'company', {
      customerNumbers: ['200003'],
      parentCustomerId: parent.id,
    });
    companyUser = (await buildCompanyUser(db, { companies: [parent, subsidiary] })).cookie;
  });
  afterAll(async () => {
    await testApp.app.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.mode = 'ok';
    fake.postMode = 'ok';
    fake.invoices = serviceInvoices();
    fake.ignoresCustomers = false;
  });

  const get = (url: string, cookie = consumer) =>
    testApp.app.inject({ method: 'GET', url, headers: { cookie } });

  const postpone = (invoiceId: number, day: string) =>
    testApp.app.inject({
      method: 'PATCH',
      url: `/api/ropo/postponeInvoiceDuedate/${invoiceId}/${day}`,
      headers: {
        cookie: consumer,
        [csrfHeaderName]: csrfHeaderValue,
        'content-type': 'application/json',
      },
    });

  const auditRowsOf = (invoiceId: number) =>
    testApp.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetType, 'ropo_invoice'), eq(auditLog.targetId, String(invoiceId))),
      );

  it("answers the consumer's invoices from the service, asking with the token and customer number", async () => {
    const response = await get('/api/ropo/invoices');
    expect(response.statusCode).toBe(200);
    const answer = billingInvoicesAnswerSchema.parse(response.json());
    expect(answer.invoices.map((i) => i.invoice_number)).toEqual(['R-7001', 'R-7000']);
    expect(answer.companyParams).toEqual([{ param: 'OnlineMaxSaldoLimit', value: '500' }]);
    expect(fake.requests).toEqual([
      {
        method: 'GET',
        path: '/laskutus/v1/invoices',
        customers: ['100001'],
        authorization: `Bearer ${token}`,
        body: undefined,
      },
    ]);
  });

  it("answers a company user's invoices by the companies' customer numbers", async () => {
    const response = await get('/api/ropo/companyInvoices', companyUser);
    expect(response.statusCode).toBe(200);
    const answer = companyInvoicesAnswerSchema.parse(response.json());
    expect(answer.invoices.map((i) => i.invoice_number)).toEqual(['R-7002']);
    expect(answer.companyInfo.map((c) => c.customerIdentifier)).toEqual([
      '200001',
      '200002',
      '200003',
    ]);
    expect(fake.requests[0]!.customers).toEqual(['200001', '200002', '200003']);
  });

  it("answers the service's PDF, and 403 for an invoice the service does not list for the user", async () => {
    const response = await get('/api/ropo/pdf/R-7001');
    expect(response.statusCode).toBe(200);
    expect(Buffer.from(response.body, 'base64')).toEqual(fakePdf);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /laskutus/v1/invoices',
      'GET /laskutus/v1/invoices/R-7001/pdf',
    ]);
    for (const number of ['R-7002', 'R-7003', '5000001']) {
      expect((await get(`/api/ropo/pdf/${number}`)).statusCode, number).toBe(403);
    }
  });

  it('postpones through the service once, audits it, and passes on its refusal of a second', async () => {
    const day = addDays(today(), 20);
    const response = await postpone(7001, day);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: 7001, duedate: day, duedate_changed: true });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/laskutus/v1/invoices/R-7001/postpone',
      body: { dueDate: day },
      authorization: `Bearer ${token}`,
    });
    const audit = await auditRowsOf(7001);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'ropo.postpone_due_date',
      details: { from: addDays(today(), 10), to: day },
    });

    // The portal's rule now refuses on the service's data; the service refuses a race itself.
    const again = await postpone(7001, addDays(day, 1));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Laskun eräpäivä on jo siirretty. Eräpäivän voi siirtää vain kerran.',
    );
    fake.invoices = serviceInvoices();
    fake.postMode = 'refuse';
    const raced = await postpone(7001, day);
    expect(raced.statusCode).toBe(409);
    expect(raced.json()).toEqual({
      error: 'POSTPONEMENT_REFUSED',
      message:
        'Laskutusjärjestelmä ei hyväksynyt eräpäivän siirtoa. Päivitä sivu ja tarkista laskun tiedot.',
    });
    expect(await auditRowsOf(7001)).toHaveLength(1);
  });

  it('still refuses with the portal rule before asking the service to change anything', async () => {
    const response = await postpone(7001, addDays(today(), 45));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('POSTPONEMENT_DATE_OUT_OF_RANGE');
    expect(fake.requests.map((r) => r.method)).toEqual(['GET']);
    expect((await postpone(7003, addDays(today(), 20))).statusCode).toBe(403);
  });

  describe.each([
    ['error', 3],
    ['slow', 3],
    ['garbage', 1],
    ['wrongShape', 1],
  ] as const)('when the service answers %s', (mode, attempts) => {
    it(`answers 503 in Finnish after ${attempts} request(s), for every read`, async () => {
      fake.mode = mode;
      fake.slowMs = 1000;
      for (const url of ['/api/ropo/invoices', '/api/ropo/pdf/R-7001']) {
        fake.requests.length = 0;
        const started = performance.now();
        const response = await get(url);
        expect(response.statusCode, url).toBe(503);
        expect(response.json()).toEqual(unavailable);
        expect(fake.requests, url).toHaveLength(attempts);
        // Three attempts of 300 ms at most, 200 + 400 ms apart.
        expect(performance.now() - started).toBeLessThan(2500);
      }
      const company = await get('/api/ropo/companyInvoices', companyUser);
      expect(company.statusCode).toBe(503);
      expect(company.json()).toEqual(unavailable);
    });
  });

  it("answers 503 when the service lists another customer's invoice", async () => {
    fake.ignoresCustomers = true;
    const response = await get('/api/ropo/invoices');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
  });

  it('never repeats the postponement POST, answers 503 and writes no audit row', async () => {
    const auditRowsBefore = (await auditRowsOf(7001)).length;
    for (const mode of ['error', 'slow', 'garbage'] as const) {
      fake.invoices = serviceInvoices();
      fake.requests.length = 0;
      fake.postMode = mode;
      const response = await postpone(7001, addDays(today(), 20));
      expect(response.statusCode, mode).toBe(503);
      expect(response.json()).toEqual(unavailable);
      expect(
        fake.requests.filter((r) => r.method === 'POST'),
        mode,
      ).toHaveLength(1);
    }
    expect(await auditRowsOf(7001)).toHaveLength(auditRowsBefore);
  });

  function memoryLog() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    return { lines, logger: createLogger('info', stream) };
  }

  it('logs each failed attempt by call and reason, never the token or the numbers', async () => {
    const service = await startFakeBillingService(serviceInvoices(), []);
    const { lines, logger } = memoryLog();
    try {
      const store = createHttpBillingStore({
        baseUrl: service.url,
        token,
        timeoutMs: 200,
        retries: 1,
        backoffMs: 10,
        db: testApp.database.db,
        logger,
      });
      service.mode = 'error';
      const customers = [{ id: 1, customerNumbers: ['100001'] }];
      await expect(store.invoicesOf(customers)).rejects.toMatchObject({ statusCode: 503 });
      service.mode = 'wrongShape';
      await expect(store.invoicesOf(customers)).rejects.toMatchObject({ statusCode: 503 });
      await service.close();
      await expect(store.invoicesOf(customers)).rejects.toMatchObject({ statusCode: 503 });
    } finally {
      await service.close();
    }
    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).not.toContain('100001');
    expect(lines.map((line) => JSON.parse(line).billing)).toEqual([
      { call: 'GET /invoices', attempt: 1, reason: 'answered 500' },
      { call: 'GET /invoices', attempts: 2, reason: 'answered 500' },
      {
        call: 'GET /invoices',
        attempts: 1,
        reason: expect.stringMatching(/^answered an unexpected shape: .*invoices invalid_type/),
      },
      // The first attempt may still meet the closed keep-alive socket.
      { call: 'GET /invoices', attempt: 1, reason: expect.stringMatching(/^connection failed \(/) },
      { call: 'GET /invoices', attempts: 2, reason: 'connection failed (ECONNREFUSED)' },
    ]);
  });
});

describe('billing configuration', () => {
  it('uses the embedded store unless BILLING_URL is set, with 5 s and 2 retries by default', () => {
    const env = testEnv();
    expect(env.BILLING_URL).toBeUndefined();
    expect(testEnv({ BILLING_URL: 'https://laskutus.example.fi/api' })).toMatchObject({
      BILLING_TIMEOUT_MS: 5000,
      BILLING_RETRIES: 2,
    });
  });

  it('refuses credentials in the URL and a URL that is not http(s)', () => {
    for (const url of ['https://user:salasana@laskutus.example.fi', 'ftp://laskutus.example.fi']) {
      expect(() => parseEnv({ NODE_ENV: 'test', BILLING_URL: url }), url).toThrow(ConfigError);
    }
    expect(() => parseEnv({ NODE_ENV: 'test', BILLING_RETRIES: '9' })).toThrow(/BILLING_RETRIES/);
  });
});
