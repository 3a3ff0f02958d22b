import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDayInZone,
  companyInvoicesAnswerSchema,
  csrfHeaderName,
  csrfHeaderValue,
  formatDate,
  postponementDateParam,
  postponementOffer,
  billingInvoiceSchema,
  billingInvoicesAnswerSchema,
  type PostponementRefusal,
  type BillingInvoice,
  type BillingInvoicesAnswer,
} from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildBillingInvoice,
  buildCompanyUser,
  buildConsumer,
  buildOffice,
  buildOfficeAdmin,
  buildPropertyManager,
  createCustomer,
  type Place,
} from '../../../test/factories';
import { auditLog, billingInvoices } from '../../db/schema';
import { pdfText, popplerAvailable, renderFirstPage } from '../../adapters/billing/test-pdf';
import { testClock } from '../../../test/clock';

const timeZone = 'Europe/Helsinki';
const today = () => calendarDayInZone(testClock.now(), timeZone);

// The consumer's invoices: a year of paid ones, one postponable, one refused for each reason and
// one of a third party.
const paidMonths = 12;
const consumerInvoiceCount = paidMonths + 6 + 1;
// Three invoices of the parent company and three of its subsidiary.
const companyInvoiceCount = 6;

describe('billing invoices', () => {
  let testApp: TestApp;
  /**
   * Session cookies: Matti Meikäläinen (customer 100001, OnlineMaxSaldoLimit 500), a user of a
   * parent company (customer numbers 200001 and 200002) and its subsidiary (200003), a user of
   * the parent only.
   */
  let consumer: string;
  let companyUser: string;
  let parentUser: string;
  let parent: Place;
  let subsidiary: Place;
  /** A paid invoice of the parent company. */
  let companyInvoice: { id: number; invoiceNumber: string };

  async function buildConsumerInvoices() {
    const db = testApp.database.db;
    const customer = await createCustomer(db, 'person', {
      name: 'Matti Meikäläinen',
      customerNumbers: ['100001'],
      params: { OnlineMaxSaldoLimit: '500' },
    });
    const built = await buildConsumer(db, {
      customer,
      points: [{ street: 'Esimerkkitie 5' }],
    });
    consumer = built.cookie;
    const home = built.points[0]!;
    const period = { objectKey: home.identifier, objectName: 'Esimerkkitie 5 Helsinki' };
    const invoice = (days: number, fields: Partial<Parameters<typeof buildBillingInvoice>[1]>) =>
      buildBillingInvoice(
        db,
        {
          customerId: customer.id,
          customerNumber: '100001',
          invoiceDate: addDays(today(), -days),
          ...fields,
        },
        [{ ...period, networkId: 'SV-TESTI', meteringPointId: home.id }],
      );
    for (let month = 1; month <= paidMonths; month++) {
      await invoice(30 * (month + 2), { amountTotal: '74.10' });
    }
    const open = { invoiceStatus: 19005, amountTotal: '120.00', amountOpen: '120.00' };
    await invoice(4, {
      ...open,
      amountTotal: '89.40',
      amountOpen: '89.40',
      dueDate: addDays(today(), 10),
      paymentAgreementMaxDuedate: addDays(today(), 40),
    });
    await invoice(6, { ...open, amountTotal: '612.40', amountOpen: '612.40' });
    await invoice(35, { ...open, invoiceStatus: 19008 });
    await invoice(40, { ...open, isPaymentAgreementAllowed: false });
    const postponedFrom = addDays(today(), -50);
    await invoice(64, {
      ...open,
      originalDueDate: postponedFrom,
      dueDate: addDays(postponedFrom, 21),
      duedateChanged: true,
    });
    await invoice(70, { ...open, paymentAgreementMaxDuedate: null });
    await invoice(25, {
      amountTotal: '39.90',
      invoiceType: 46004,
      thirdPartyInvoicingInvoiceType: 269002,
      isPaymentAgreementAllowed: false,
      paymentAgreementMaxDuedate: null,
      paymentAgreementType: null,
    });
  }

  async function buildCompanyInvoices() {
    const db = testApp.database.db;
    parent = await createCustomer(db, 'company', {
      name: 'Esimerkki Oy',
      customerNumbers: ['200001', '200002'],
    });
    subsidiary = await createCustomer(db, 'company', {
      name: 'Esimerkki Kiinteistöt Oy',
      customerNumbers: ['200003'],
      parentCustomerId: parent.id,
    });
    companyUser = (await buildCompanyUser(db, { companies: [parent, subsidiary] })).cookie;
    parentUser = (await buildCompanyUser(db, { companies: [parent] })).cookie;
    const companyOnes = { isPaymentAgreementAllowed: false, paymentAgreementMaxDuedate: null };
    const invoices = [];
    for (const [company, customerNumber] of [
      [parent, '200001'],
      [subsidiary, '200003'],
    ] as const) {
      for (const [days, invoiceStatus] of [
        [10, 19005],
        [40, 19008],
        [70, 19006],
      ] as const) {
        const amountTotal = '1840.00';
        invoices.push(
          await buildBillingInvoice(db, {
            customerId: company.id,
            customerNumber,
            invoiceDate: addDays(today(), -days),
            invoiceStatus,
            amountTotal,
            amountOpen: invoiceStatus === 19006 ? '0.00' : amountTotal,
            ...companyOnes,
          }),
        );
      }
    }
    companyInvoice = invoices[2]!;
  }

  beforeAll(async () => {
    testApp = await buildTestApp();
    await buildConsumerInvoices();
    await buildCompanyInvoices();
  });
  afterAll(() => testApp.app.close());

  function get(url: string, cookie?: string) {
    return testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  }

  function postpone(invoiceId: number | string, newDate: string, cookie = consumer) {
    return testApp.app.inject({
      method: 'PATCH',
      url: `/api/ropo/postponeInvoiceDuedate/${invoiceId}/${encodeURIComponent(newDate)}`,
      headers: {
        cookie,
        [csrfHeaderName]: csrfHeaderValue,
        'content-type': 'application/json',
      },
    });
  }

  async function consumerAnswer(): Promise<BillingInvoicesAnswer> {
    const response = await get('/api/ropo/invoices', consumer);
    expect(response.statusCode).toBe(200);
    return billingInvoicesAnswerSchema.parse(response.json());
  }

  const offerOf = (answer: BillingInvoicesAnswer, invoice: BillingInvoice) =>
    postponementOffer(invoice, answer.companyParams, 'consumer', today());

  /** The consumer's open invoice refused for this reason only (the test made one each). */
  async function refusedFor(reason: PostponementRefusal): Promise<BillingInvoice> {
    const answer = await consumerAnswer();
    const matching = answer.invoices.filter((invoice) => {
      const offer = offerOf(answer, invoice);
      return invoice.amount_open > 0 && !offer.allowed && offer.reason === reason;
    });
    expect(matching, reason).toHaveLength(1);
    return matching[0]!;
  }

  async function postponable(): Promise<BillingInvoice> {
    const answer = await consumerAnswer();
    const offered = answer.invoices.filter((invoice) => offerOf(answer, invoice).allowed);
    expect(offered).toHaveLength(1);
    return offered[0]!;
  }

  describe('GET /api/ropo/invoices', () => {
    it("answers the consumer's invoices, latest due date first, with the billing parameters", async () => {
      const response = await get('/api/ropo/invoices', consumer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const answer = billingInvoicesAnswerSchema.parse(response.json());
      expect(answer.companyParams).toEqual([{ param: 'OnlineMaxSaldoLimit', value: '500' }]);
      expect(answer.invoices).toHaveLength(consumerInvoiceCount);
      expect(new Set(answer.invoices.map((invoice) => invoice.customer_number))).toEqual(
        new Set(['100001']),
      );
      const dueDates = answer.invoices.map((invoice) => invoice.duedate);
      expect(dueDates).toEqual([...dueDates].sort().reverse());
      const objects = new Set(
        answer.invoices.flatMap((invoice) => invoice.calculation_periods.map((p) => p.object_name)),
      );
      expect(objects).toEqual(new Set(['Esimerkkitie 5 Helsinki']));
      expect(
        answer.invoices.filter((invoice) => invoice.third_party_invoicing_invoice_type === 269002),
      ).toHaveLength(1);
    });

    it('offers exactly one postponement, due in ten days, with amounts as numbers', async () => {
      const invoice = await postponable();
      expect(invoice).toMatchObject({
        invoice_status: 19005,
        amount_total: 89.4,
        amount_open: 89.4,
        duedate: addDays(today(), 10),
        payment_agreement_max_duedate: addDays(today(), 40),
        duedate_changed: false,
      });
    });

    it('asks for a login, and is for consumers only', async () => {
      const anonymous = await get('/api/ropo/invoices');
      expect(anonymous.statusCode).toBe(401);
      const company = await get('/api/ropo/invoices', companyUser);
      expect(company.statusCode).toBe(403);
      expect(company.json()).toMatchObject({ error: 'FORBIDDEN' });
    });
  });

  describe('GET /api/ropo/companyInvoices', () => {
    async function companyAnswer(cookie: string) {
      const response = await get('/api/ropo/companyInvoices', cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return companyInvoicesAnswerSchema.parse(response.json());
    }

    it('answers the invoices of every company the user acts for, with those companies', async () => {
      const answer = await companyAnswer(companyUser);
      expect(answer.companyInfo).toEqual([
        {
          customerIdentifier: '200001',
          customerName: 'Esimerkki Oy',
          identifier: parent.businessId,
        },
        {
          customerIdentifier: '200002',
          customerName: 'Esimerkki Oy',
          identifier: parent.businessId,
        },
        {
          customerIdentifier: '200003',
          customerName: 'Esimerkki Kiinteistöt Oy',
          identifier: subsidiary.businessId,
        },
      ]);
      expect(answer.invoices).toHaveLength(companyInvoiceCount);
      expect(new Set(answer.invoices.map((invoice) => invoice.customer_number))).toEqual(
        new Set(['200001', '200003']),
      );
      const dueDates = answer.invoices.map((invoice) => invoice.duedate);
      expect(dueDates).toEqual([...dueDates].sort().reverse());
      // Never a postponable invoice in the company view.
      expect(answer.invoices.some((invoice) => invoice.is_payment_agreement_allowed)).toBe(false);
    });

    it("gives a user linked to the parent company only the parent's invoices", async () => {
      const answer = await companyAnswer(parentUser);
      expect(answer.companyInfo.map((company) => company.identifier)).toEqual([
        parent.businessId,
        parent.businessId,
      ]);
      expect(new Set(answer.invoices.map((invoice) => invoice.customer_number))).toEqual(
        new Set(['200001']),
      );
    });

    it('asks for a login, and is for company roles only', async () => {
      expect((await get('/api/ropo/companyInvoices')).statusCode).toBe(401);
      const db = testApp.database.db;
      const office = await buildOffice(db, { houses: 1 });
      const others = {
        consumer,
        propertyManager: (await buildPropertyManager(db, { office, houses: office.houses })).cookie,
        officeAdmin: (await buildOfficeAdmin(db, { office })).cookie,
      };
      for (const [role, cookie] of Object.entries(others)) {
        const response = await get('/api/ropo/companyInvoices', cookie);
        expect(response.statusCode, role).toBe(403);
      }
      expect((await get('/api/ropo/companyInvoices?companyid=1', companyUser)).statusCode).toBe(
        400,
      );
    });
  });

  describe('GET /api/ropo/pdf/{invoiceNumber}', () => {
    async function pdfOf(invoice: BillingInvoice): Promise<Buffer> {
      const response = await get(`/api/ropo/pdf/${invoice.invoice_number}`, consumer);
      expect(response.statusCode).toBe(200);
      return Buffer.from(response.body, 'base64');
    }

    it('answers the invoice as base64 text that decodes to a PDF', async () => {
      const invoice = await postponable();
      const response = await get(`/api/ropo/pdf/${invoice.invoice_number}`, consumer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      const pdf = Buffer.from(response.body, 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    });

    it.runIf(popplerAvailable)('answers a PDF that poppler reads and renders', async () => {
      const invoice = await postponable();
      const pdf = await pdfOf(invoice);
      const text = await pdfText(pdf);
      expect(text).toContain(invoice.invoice_number);
      expect(text).toContain('Matti Meikäläinen');
      expect(text).toContain('89,40 €');
      const png = await renderFirstPage(pdf);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    });

    it("refuses another customer's and a nonexistent invoice alike with 403", async () => {
      const { invoiceNumber } = companyInvoice;
      for (const number of [invoiceNumber, '999999999']) {
        const response = await get(`/api/ropo/pdf/${number}`, consumer);
        expect(response.statusCode, number).toBe(403);
        expect(response.json()).toMatchObject({ error: 'FORBIDDEN' });
      }
    });

    it("gives a company user its own company's invoice", async () => {
      const { invoiceNumber } = companyInvoice;
      const response = await get(`/api/ropo/pdf/${invoiceNumber}`, companyUser);
      expect(response.statusCode).toBe(200);
      expect(Buffer.from(response.body, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it('has no PDF of a third-party invoice', async () => {
      const answer = await consumerAnswer();
      const thirdParty = answer.invoices.find(
        (invoice) => invoice.third_party_invoicing_invoice_type === 269002,
      )!;
      const response = await get(`/api/ropo/pdf/${thirdParty.invoice_number}`, consumer);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'INVOICE_PDF_NOT_AVAILABLE',
        message: 'Tästä laskusta ei ole saatavilla PDF-tiedostoa.',
      });
    });

    it('asks for a login and refuses malformed numbers with 400', async () => {
      expect((await get('/api/ropo/pdf/5000001')).statusCode).toBe(401);
      for (const number of ['%20', '..%2F5000001', 'a'.repeat(31), '5000001.pdf']) {
        const response = await get(`/api/ropo/pdf/${number}`, consumer);
        expect(response.statusCode, number).toBe(400);
      }
    });
  });

  describe('PATCH /api/ropo/postponeInvoiceDuedate/{invoiceId}/{newDate}', () => {
    it.each<[PostponementRefusal, string]>([
      ['notOpen', 'Vain avoimen laskun eräpäivää voi siirtää.'],
      ['agreementNotAllowed', 'Tämän laskun eräpäivää ei voi siirtää palvelussa.'],
      ['alreadyPostponed', 'Laskun eräpäivä on jo siirretty. Eräpäivän voi siirtää vain kerran.'],
      ['noMaxDueDate', 'Laskulle ei ole määritetty viimeistä sallittua eräpäivää.'],
      [
        'overOnlineLimit',
        'Laskun avoin summa ylittää palvelussa siirrettävän laskun enimmäissumman.',
      ],
    ])('refuses the invoice that fails %s with 409', async (reason, message) => {
      const invoice = await refusedFor(reason);
      const response = await postpone(invoice.id, addDays(today(), 12));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'POSTPONEMENT_REFUSED', message });
    });

    it('refuses a paid invoice', async () => {
      const answer = await consumerAnswer();
      const paid = answer.invoices.find((invoice) => invoice.invoice_status === 19006)!;
      const response = await postpone(paid.id, addDays(today(), 12));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Vain avoimen laskun eräpäivää voi siirtää.');
    });

    it("refuses another customer's and a nonexistent invoice alike with 403", async () => {
      const { id } = companyInvoice;
      for (const invoiceId of [id, 2_000_000_000]) {
        const response = await postpone(invoiceId, addDays(today(), 12));
        expect(response.statusCode, String(invoiceId)).toBe(403);
        expect(response.json()).toMatchObject({ error: 'FORBIDDEN' });
      }
    });

    it('refuses the company view with 409', async () => {
      const { id } = companyInvoice;
      const response = await postpone(id, addDays(today(), 12), companyUser);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'POSTPONEMENT_REFUSED',
        message: 'Yritysasiakkaan laskun eräpäivää ei voi siirtää palvelussa.',
      });
    });

    it('refuses bad ids and dates with 400, and anonymous callers with 401', async () => {
      const invoice = await postponable();
      const day = addDays(today(), 12);
      for (const [id, date] of [
        ['abc', day],
        ['0', day],
        ['-1', day],
        ['99999999999', day],
        [String(invoice.id), '2026-02-30'],
        [String(invoice.id), 'huomenna'],
        [String(invoice.id), '1.12.2026'],
        [String(invoice.id), `${day}T00:00:00`],
      ] as const) {
        const response = await postpone(id, date);
        expect(response.statusCode, `${id} ${date}`).toBe(400);
        expect(response.json().error).toBe('VALIDATION_ERROR');
      }
      const anonymous = await testApp.app.inject({
        method: 'PATCH',
        url: `/api/ropo/postponeInvoiceDuedate/${invoice.id}/${day}`,
        headers: { [csrfHeaderName]: csrfHeaderValue },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('refuses a day before the original due date and the max due date itself', async () => {
      const invoice = await postponable();
      const first = invoice.duedate;
      const last = addDays(invoice.payment_agreement_max_duedate!, -1);
      const range = `${formatDate(first)}–${formatDate(last)}`;
      for (const day of [addDays(first, -1), invoice.payment_agreement_max_duedate!]) {
        const response = await postpone(invoice.id, day);
        expect(response.statusCode, day).toBe(409);
        expect(response.json()).toEqual({
          error: 'POSTPONEMENT_DATE_OUT_OF_RANGE',
          message: `Uuden eräpäivän on oltava väliltä ${range}.`,
        });
      }
    });

    it('moves the due date once (ISO timestamp), audits it, and refuses a second move', async () => {
      const invoice = await postponable();
      const newDay = addDays(invoice.payment_agreement_max_duedate!, -1);
      const response = await postpone(invoice.id, postponementDateParam(newDay, timeZone));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const updated = billingInvoiceSchema.parse(response.json());
      expect(updated).toEqual({ ...invoice, duedate: newDay, duedate_changed: true });

      const answer = await consumerAnswer();
      expect(answer.invoices.find((i) => i.id === invoice.id)).toEqual(updated);
      expect(answer.invoices.filter((i) => offerOf(answer, i).allowed)).toHaveLength(0);

      const audit = await testApp.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.targetType, 'ropo_invoice'), eq(auditLog.targetId, String(invoice.id))),
        );
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'ropo.postpone_due_date',
        details: { from: invoice.duedate, to: newDay },
      });
      expect(audit[0]!.actorUserId).toEqual(expect.any(String));

      const second = await postpone(invoice.id, addDays(newDay, -1));
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(
        'Laskun eräpäivä on jo siirretty. Eräpäivän voi siirtää vain kerran.',
      );
    });

    it('lets exactly one of two simultaneous postponements through', async () => {
      const invoice = await refusedFor('noMaxDueDate');
      // Give it a max due date a month ahead: then it may be moved from today on.
      await testApp.database.db
        .update(billingInvoices)
        .set({ paymentAgreementMaxDuedate: addDays(today(), 30) })
        .where(eq(billingInvoices.id, invoice.id));
      const day = addDays(today(), 1);
      const responses = await Promise.all([
        postpone(invoice.id, day),
        postpone(invoice.id, addDays(day, 1)),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const [row] = await testApp.database.db
        .select({ changed: billingInvoices.duedateChanged })
        .from(billingInvoices)
        .where(eq(billingInvoices.id, invoice.id));
      expect(row!.changed).toBe(true);
      const audit = await testApp.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(invoice.id)));
      expect(audit).toHaveLength(1);
    });
  });
});
