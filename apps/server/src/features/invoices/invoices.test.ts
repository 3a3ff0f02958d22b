import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarYearOf,
  consumerInvoicesAnswerSchema,
  helsinkiFields,
  productTypesAnswerSchema,
} from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildCompanyManager,
  buildConsumer,
  buildConsumerInvoice,
  buildMeteringPoint,
  buildOffice,
  buildOfficeAdmin,
  buildPropertyManager,
  createCustomer,
} from '../../../test/factories';
import { consumerInvoices } from '../../db/schema';
import { firstOfMonth } from '../../usage-periods/test-dates';
import { testClock } from '../../../test/clock';

const currentYear = calendarYearOf(testClock.now());
const currentMonth = helsinkiFields(testClock.now().getTime()).month;

/** Legal VAT of electricity and heat on a day. */
const vatOn = (day: string) =>
  day < '2022-12-01' ? 24 : day < '2023-05-01' ? 10 : day < '2024-09-01' ? 24 : 25.5;

/** The months from `from` up to and including the current one, as [first day, last day]. */
function monthsFrom(from: string): [string, string][] {
  const months: [string, string][] = [];
  const last = `${currentYear}-${String(currentMonth).padStart(2, '0')}-01`;
  for (let start = from; start <= last; start = firstOfMonth(start, 1)) {
    const end = new Date(Date.parse(`${firstOfMonth(start, 1)}T00:00:00Z`) - 86_400_000);
    months.push([start, end.toISOString().slice(0, 10)]);
  }
  return months;
}

describe('consumer invoices by product', () => {
  let testApp: TestApp;
  /** Session cookies of the consumer (customer 100001) and of a company's manager. */
  let consumer: string;
  let companyManager: string;
  /**
   * The consumer's home electricity, heat and water and cottage electricity; another
   * consumer's point; a company's point. Monthly electricity invoices of the home from 2021,
   * heat invoices of 2024.
   */
  let points: Record<
    'home' | 'homeHeat' | 'homeWater' | 'cottage' | 'maija' | 'company',
    { id: number; identifier: string; customerId: number }
  >;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const db = testApp.database.db;
    const customer = await createCustomer(db, 'person', { customerNumbers: ['100001'] });
    const built = await buildConsumer(db, {
      customer,
      points: [
        { street: 'Esimerkkitie 5' },
        { utility: 'districtheat', street: 'Esimerkkitie 5' },
        { utility: 'water', street: 'Esimerkkitie 5' },
        { street: 'Mökkipolku 12' },
      ],
    });
    consumer = built.cookie;
    const [home, homeHeat, homeWater, cottage] = built.points.map((point) => ({
      ...point,
      customerId: customer.id,
    }));
    const maija = await buildConsumer(db, { points: [{}] });
    const company = await createCustomer(db, 'company');
    companyManager = (await buildCompanyManager(db, { companies: [company] })).cookie;
    points = {
      home: home!,
      homeHeat: homeHeat!,
      homeWater: homeWater!,
      cottage: cottage!,
      maija: { ...maija.points[0]!, customerId: maija.customer.id },
      company: {
        ...(await buildMeteringPoint(db, { customerId: company.id })),
        customerId: company.id,
      },
    };
    const invoice = (
      point: { id: number; identifier: string },
      productType: 'electricity' | 'heat',
      [periodStart, periodEnd]: [string, string],
      rows: Parameters<typeof buildConsumerInvoice>[1]['rows'],
    ) =>
      buildConsumerInvoice(db, {
        customerId: customer.id,
        customerKey: '100001',
        point,
        productType,
        periodStart,
        periodEnd,
        rows,
        vatRate: vatOn(periodStart),
      });
    for (const month of monthsFrom('2021-01-01')) {
      await invoice(points.home, 'electricity', month, [
        { code: 'Perusmaksu', quantity: 1, quantityUnit: 'kk', unitPrice: 4.9, priceUnit: '€/kk' },
        {
          code: 'Siirtomaksu',
          quantity: 250,
          quantityUnit: 'kWh',
          unitPrice: 0.045,
          priceUnit: 'c/kWh',
        },
        {
          code: 'Sähkövero',
          quantity: 250,
          quantityUnit: 'kWh',
          unitPrice: 0.0279,
          priceUnit: 'c/kWh',
        },
      ]);
    }
    for (const month of monthsFrom('2024-01-01').slice(0, 12)) {
      await invoice(points.homeHeat, 'heat', month, [
        { code: 'Perusmaksu', quantity: 1, quantityUnit: 'kk', unitPrice: 25, priceUnit: '€/kk' },
        {
          code: 'Energiamaksu',
          quantity: 1.6,
          quantityUnit: 'MWh',
          unitPrice: 84.5,
          priceUnit: '€/MWh',
        },
      ]);
    }
  });
  afterAll(() => testApp.app.close());

  const home = () => points.home;
  const homeHeat = () => points.homeHeat;
  const cottage = () => points.cottage;

  function get(url: string, cookie?: string) {
    return testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  }

  const invoicesUrl = (productType: string, mp: string, year: number | string) =>
    `/api/invoices?productType=${productType}&mp=${mp}&year=${year}`;

  describe('GET /api/product_types', () => {
    it("lists the consumer's products in selector order with their Finnish titles", async () => {
      const response = await get('/api/product_types', consumer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(productTypesAnswerSchema.parse(response.json())).toEqual([
        { type: 'electricity', title: 'Sähkö' },
        { type: 'heat', title: 'Lämpö' },
        { type: 'water', title: 'Vesi' },
      ]);
    });

    it('includes a product the consumer only has invoices for', async () => {
      const [invoice] = await testApp.database.db
        .insert(consumerInvoices)
        .values({
          customerId: cottage().customerId,
          meteringPointId: cottage().id,
          productType: 'fiber',
          invoiceNumber: 'KUITU-1',
          customerKey: '100001',
          usagePlaceKey: cottage().identifier,
          periodStart: '2025-01-01',
          periodEnd: '2025-01-31',
          total: '39.90',
        })
        .returning({ id: consumerInvoices.id });
      try {
        const response = await get('/api/product_types', consumer);
        expect(response.json().map((product: { type: string }) => product.type)).toEqual([
          'electricity',
          'heat',
          'fiber',
          'water',
        ]);
        expect(response.json()[2]).toEqual({ type: 'fiber', title: 'Valokuitu' });
      } finally {
        await testApp.database.db
          .delete(consumerInvoices)
          .where(eq(consumerInvoices.id, invoice!.id));
      }
    });

    it('answers 401 without a session', async () => {
      const response = await get('/api/product_types');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'UNAUTHORIZED',
        message: 'Kirjautuminen vaaditaan.',
      });
    });

    it('answers 403 to a company manager, a property manager and an office admin', async () => {
      const db = testApp.database.db;
      const office = await buildOffice(db, { houses: 1 });
      const others = {
        companyManager,
        propertyManager: (await buildPropertyManager(db, { office, houses: office.houses })).cookie,
        officeAdmin: (await buildOfficeAdmin(db, { office })).cookie,
      };
      for (const [role, cookie] of Object.entries(others)) {
        const response = await get('/api/product_types', cookie);
        expect(response.statusCode, role).toBe(403);
        expect(response.json().error).toBe('FORBIDDEN');
      }
    });

    it('answers 400 to an unknown query field', async () => {
      const response = await get('/api/product_types?x=1', consumer);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('x');
    });
  });

  describe('GET /api/invoices', () => {
    it("gives the point's invoices of the current year, newest first, with rows and VAT", async () => {
      const response = await get(
        invoicesUrl('electricity', home().identifier, currentYear),
        consumer,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const invoices = consumerInvoicesAnswerSchema.parse(response.json());
      // The demo world invoices every month up to the current one.
      expect(invoices).toHaveLength(currentMonth);
      const month = String(currentMonth).padStart(2, '0');
      expect(invoices[0]!.LaskutusjaksoAlkuPvm).toBe(`${currentYear}-${month}-01`);
      expect(invoices.at(-1)!.LaskutusjaksoAlkuPvm).toBe(`${currentYear}-01-01`);

      const newest = invoices[0]!;
      expect(newest).toMatchObject({
        AsiakasKey: '100001',
        KayttopaikkaKey: home().identifier,
        Mittalaitenro: expect.stringMatching(/^\d+$/),
        Laskunumero: expect.stringMatching(/^\d+$/),
      });
      expect(newest.Rivit.map((row) => row.TuotekomponenttiTunnus)).toEqual([
        'Perusmaksu',
        'Siirtomaksu',
        'Sähkövero',
      ]);
      expect(newest.Rivit[0]).toEqual({
        TuotekomponenttiTunnus: 'Perusmaksu',
        Maara: 1,
        MaaranYksikko: 'kk',
        YksikkohintaALV0: 4.9,
        HintaYksikko: '€/kk',
        VeloitusALV0: 4.9,
      });
      expect(newest.ALV).toEqual({
        '25.5': { Veroton: expect.any(Number), Vero: expect.any(Number), Yht: newest.LaskunSumma },
      });
      const net = newest.Rivit.reduce((sum, row) => sum + row.VeloitusALV0, 0);
      expect(newest.ALV['25.5']!.Veroton).toBeCloseTo(net, 2);
      expect(newest.ALV['25.5']!.Vero).toBeCloseTo(net * 0.255, 2);
    });

    it('gives a whole past year and the VAT rates of its time', async () => {
      const response = await get(invoicesUrl('electricity', home().identifier, 2023), consumer);
      const invoices = consumerInvoicesAnswerSchema.parse(response.json());
      expect(invoices.map((invoice) => invoice.LaskutusjaksoLoppuPvm)).toEqual([
        '2023-12-31',
        '2023-11-30',
        '2023-10-31',
        '2023-09-30',
        '2023-08-31',
        '2023-07-31',
        '2023-06-30',
        '2023-05-31',
        '2023-04-30',
        '2023-03-31',
        '2023-02-28',
        '2023-01-31',
      ]);
      // Electricity VAT was 10 % from December 2022 to April 2023.
      expect(Object.keys(invoices.at(-1)!.ALV)).toEqual(['10']);
      expect(Object.keys(invoices[0]!.ALV)).toEqual(['24']);
    });

    it('gives heat invoices with their own rows', async () => {
      const response = await get(invoicesUrl('heat', homeHeat().identifier, 2024), consumer);
      const invoices = consumerInvoicesAnswerSchema.parse(response.json());
      expect(invoices).toHaveLength(12);
      expect(
        invoices[0]!.Rivit.map((row) => `${row.TuotekomponenttiTunnus} ${row.MaaranYksikko}`),
      ).toEqual(['Perusmaksu kk', 'Energiamaksu MWh']);
    });

    it('counts an invoice in every year its billing period touches', async () => {
      const [invoice] = await testApp.database.db
        .insert(consumerInvoices)
        .values({
          customerId: cottage().customerId,
          meteringPointId: cottage().id,
          productType: 'electricity',
          invoiceNumber: 'VUODENVAIHDE-1',
          customerKey: '100001',
          usagePlaceKey: cottage().identifier,
          periodStart: '2021-12-15',
          periodEnd: '2022-01-14',
          total: '55.00',
        })
        .returning({ id: consumerInvoices.id });
      try {
        for (const year of [2021, 2022]) {
          const response = await get(
            invoicesUrl('electricity', cottage().identifier, year),
            consumer,
          );
          const numbers = response
            .json()
            .map((found: { Laskunumero: string }) => found.Laskunumero);
          expect(numbers, String(year)).toContain('VUODENVAIHDE-1');
        }
        const found = (
          await get(invoicesUrl('electricity', cottage().identifier, 2022), consumer)
        ).json();
        expect(
          found.find((x: { Laskunumero: string }) => x.Laskunumero === 'VUODENVAIHDE-1'),
        ).toMatchObject({ Rivit: [], ALV: {}, Mittalaitenro: null, LaskunSumma: 55 });
      } finally {
        await testApp.database.db
          .delete(consumerInvoices)
          .where(eq(consumerInvoices.id, invoice!.id));
      }
    });

    it('gives an empty list for a year or product without invoices', async () => {
      // Heat may be asked from 2015 on; the demo world invoices from 2020.
      const heat2015 = await get(invoicesUrl('heat', homeHeat().identifier, 2015), consumer);
      expect(heat2015.statusCode).toBe(200);
      expect(heat2015.json()).toEqual([]);
      const wrongProduct = await get(invoicesUrl('heat', home().identifier, currentYear), consumer);
      expect(wrongProduct.json()).toEqual([]);
      const water = points.homeWater;
      expect(
        (await get(invoicesUrl('water', water.identifier, currentYear), consumer)).json(),
      ).toEqual([]);
    });

    it("never shows a previous customer's invoices of a point", async () => {
      const maija = points.maija;
      const [invoice] = await testApp.database.db
        .insert(consumerInvoices)
        .values({
          customerId: maija.customerId,
          meteringPointId: home().id,
          productType: 'electricity',
          invoiceNumber: 'EDELLINEN-1',
          customerKey: '100002',
          usagePlaceKey: home().identifier,
          periodStart: '2021-03-01',
          periodEnd: '2021-03-31',
          total: '10.00',
        })
        .returning({ id: consumerInvoices.id });
      try {
        const response = await get(invoicesUrl('electricity', home().identifier, 2021), consumer);
        const numbers = response.json().map((found: { Laskunumero: string }) => found.Laskunumero);
        expect(numbers).toHaveLength(12);
        expect(numbers).not.toContain('EDELLINEN-1');
      } finally {
        await testApp.database.db
          .delete(consumerInvoices)
          .where(and(eq(consumerInvoices.id, invoice!.id)));
      }
    });

    it.each([
      ['heat', 2014],
      ['electricity', 2019],
      ['water', 2019],
      ['electricity', currentYear + 1],
    ])('answers 400 for %s invoices of %i', async (productType, year) => {
      const response = await get(invoicesUrl(productType, home().identifier, year), consumer);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        fields: { year: [expect.stringContaining('vuodesta 2015')] },
      });
    });

    it.each([
      ['an unknown product', 'productType=kaasu&mp=6400100001&year=2024', 'productType'],
      ['a malformed point', 'productType=electricity&mp=64001x&year=2024', 'mp'],
      ['a malformed year', 'productType=electricity&mp=6400100001&year=24', 'year'],
      ['a missing year', 'productType=electricity&mp=6400100001', 'year'],
      ['a missing point', 'productType=electricity&year=2024', 'mp'],
      ['an unknown field', 'productType=electricity&mp=6400100001&year=2024&sort=asc', 'sort'],
    ])('answers 400 for %s', async (_, query, field) => {
      const response = await get(`/api/invoices?${query}`, consumer);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
      expect(response.json().fields).toHaveProperty([field]);
    });

    it("answers 403 for another customer's point and for one that does not exist", async () => {
      const maija = points.maija;
      const company = points.company;
      for (const mp of [maija.identifier, company.identifier, '99999999999999999999']) {
        const response = await get(invoicesUrl('electricity', mp, 2024), consumer);
        expect(response.statusCode, mp).toBe(403);
        expect(response.json()).toEqual({ error: 'FORBIDDEN', message: 'Ei käyttöoikeutta.' });
      }
    });

    it("answers 403 to a company user, even for the company's own point", async () => {
      const company = points.company;
      const response = await get(
        invoicesUrl('electricity', company.identifier, 2024),
        companyManager,
      );
      expect(response.statusCode).toBe(403);
    });

    it('answers 401 without a session', async () => {
      const response = await get(invoicesUrl('electricity', home().identifier, 2024));
      expect(response.statusCode).toBe(401);
    });
  });
});
