import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  invoicePdfAnswerSchema,
  invoicePdfFileName,
  invoiceStatusName,
  invoiceTypeName,
  isPostponementDayOffered,
  isThirdPartyInvoice,
  onlineMaxSaldoLimit,
  postponeInvoiceParamsSchema,
  postponementDateParam,
  postponementDay,
  postponementOffer,
  postponementRefusals,
  billingInvoiceSchema,
  type CompanyParam,
  type InvoiceView,
  type PostponableInvoice,
  type PostponementRefusal,
} from './billing';
import { addDays } from './helsinki-calendar';

const today = '2026-11-22';
const limit500: CompanyParam[] = [{ param: 'OnlineMaxSaldoLimit', value: '500' }];

/** The demo world's postponable invoice: open, due in ten days, max due date 30 days later. */
function postponable(overrides: Partial<PostponableInvoice> = {}): PostponableInvoice {
  return {
    invoice_status: 19005,
    is_payment_agreement_allowed: true,
    duedate_changed: false,
    payment_agreement_max_duedate: '2027-01-01',
    amount_open: 89.4,
    duedate: '2026-12-02',
    ...overrides,
  };
}

describe('status and type names', () => {
  it('names every status code of the spec, and no 19007', () => {
    expect(invoiceStatusName(19001)).toBe('Keskeneräinen');
    expect(invoiceStatusName(19005)).toBe('Avoin');
    expect(invoiceStatusName(19006)).toBe('Maksettu');
    expect(invoiceStatusName(19010)).toBe('Ylimääräinen maksukehotus lähetetty');
    expect(invoiceStatusName(19022)).toBe('Avoimen laskun uudelleenjakelu');
    expect(invoiceStatusName(19023)).toBe('Mitätöity');
    expect(invoiceStatusName(19007)).toBeNull();
    const named = Array.from({ length: 23 }, (_, i) => 19001 + i).filter(
      (code) => invoiceStatusName(code) !== null,
    );
    expect(named).toHaveLength(22);
  });

  it('names the six invoice types', () => {
    expect([46001, 46002, 46003, 46004, 46005, 46006].map(invoiceTypeName)).toEqual([
      'Arvio',
      'Kulutus',
      'Tasaus',
      'Kertaluontoinen maksu',
      'Liittymä',
      'Aika',
    ]);
    expect(invoiceTypeName(46007)).toBeNull();
  });

  it('recognises a third-party invoice by its type 269002', () => {
    expect(isThirdPartyInvoice({ third_party_invoicing_invoice_type: 269002 })).toBe(true);
    expect(isThirdPartyInvoice({ third_party_invoicing_invoice_type: null })).toBe(false);
    expect(isThirdPartyInvoice({ third_party_invoicing_invoice_type: 269001 })).toBe(false);
  });
});

describe('onlineMaxSaldoLimit', () => {
  it('is 0 when the parameter is absent', () => {
    expect(onlineMaxSaldoLimit([])).toBe(0);
    expect(onlineMaxSaldoLimit([{ param: 'Muu', value: '900' }])).toBe(0);
  });

  it('reads the value, also with a decimal comma', () => {
    expect(onlineMaxSaldoLimit(limit500)).toBe(500);
    expect(onlineMaxSaldoLimit([{ param: 'OnlineMaxSaldoLimit', value: ' 250,50 ' }])).toBe(250.5);
  });

  it('is 0 for a value that is not a number or is negative, and the lowest of several', () => {
    expect(onlineMaxSaldoLimit([{ param: 'OnlineMaxSaldoLimit', value: 'paljon' }])).toBe(0);
    expect(onlineMaxSaldoLimit([{ param: 'OnlineMaxSaldoLimit', value: '' }])).toBe(0);
    expect(onlineMaxSaldoLimit([{ param: 'OnlineMaxSaldoLimit', value: '-5' }])).toBe(0);
    expect(
      onlineMaxSaldoLimit([
        { param: 'OnlineMaxSaldoLimit', value: '500' },
        { param: 'OnlineMaxSaldoLimit', value: '200' },
      ]),
    ).toBe(200);
  });
});

describe('postponementOffer', () => {
  it('offers the days from the due date to the day before the max due date', () => {
    expect(postponementOffer(postponable(), limit500, 'consumer', today)).toEqual({
      allowed: true,
      minDate: '2026-12-02',
      maxDate: '2026-12-31',
    });
  });

  it.each<[string, Partial<PostponableInvoice>, CompanyParam[], InvoiceView, PostponementRefusal]>([
    ['the company view', {}, limit500, 'company', 'companyView'],
    ['a status other than Avoin', { invoice_status: 19008 }, limit500, 'consumer', 'notOpen'],
    [
      'no payment agreement allowed',
      { is_payment_agreement_allowed: false },
      limit500,
      'consumer',
      'agreementNotAllowed',
    ],
    [
      'a due date changed before',
      { duedate_changed: true },
      limit500,
      'consumer',
      'alreadyPostponed',
    ],
    [
      'no max due date',
      { payment_agreement_max_duedate: null },
      limit500,
      'consumer',
      'noMaxDueDate',
    ],
    [
      'an open amount over the limit',
      { amount_open: 500.01 },
      limit500,
      'consumer',
      'overOnlineLimit',
    ],
    ['no limit (0) and an open amount', {}, [], 'consumer', 'overOnlineLimit'],
    [
      'a max due date that has passed',
      { duedate: '2026-10-01', payment_agreement_max_duedate: '2026-11-22' },
      limit500,
      'consumer',
      'noDaysLeft',
    ],
    [
      'a max due date on the due date',
      { payment_agreement_max_duedate: '2026-12-02' },
      limit500,
      'consumer',
      'noDaysLeft',
    ],
  ])('refuses %s', (_name, overrides, params, view, reason) => {
    expect(postponementOffer(postponable(overrides), params, view, today)).toEqual({
      allowed: false,
      reason,
    });
  });

  it('allows an open amount exactly at the limit, also with cent fractions of floats', () => {
    expect(
      postponementOffer(postponable({ amount_open: 500 }), limit500, 'consumer', today),
    ).toMatchObject({ allowed: true });
    const limit = [{ param: 'OnlineMaxSaldoLimit', value: '0.3' }];
    expect(
      postponementOffer(postponable({ amount_open: 0.1 + 0.2 }), limit, 'consumer', today),
    ).toMatchObject({ allowed: true });
  });

  it('allows an invoice with nothing open when no limit is set', () => {
    expect(postponementOffer(postponable({ amount_open: 0 }), [], 'consumer', today)).toMatchObject(
      { allowed: true },
    );
  });

  it('starts an overdue invoice at today, and offers a single day when only one is left', () => {
    expect(
      postponementOffer(postponable({ duedate: '2026-11-10' }), limit500, 'consumer', today),
    ).toEqual({ allowed: true, minDate: today, maxDate: '2026-12-31' });
    expect(
      postponementOffer(
        postponable({ duedate: '2026-11-10', payment_agreement_max_duedate: '2026-11-23' }),
        limit500,
        'consumer',
        today,
      ),
    ).toEqual({ allowed: true, minDate: today, maxDate: today });
  });

  it('names the first failing condition when several fail', () => {
    const everythingWrong = postponable({
      invoice_status: 19006,
      is_payment_agreement_allowed: false,
      duedate_changed: true,
      payment_agreement_max_duedate: null,
      amount_open: 10_000,
    });
    expect(postponementOffer(everythingWrong, [], 'company', today)).toEqual({
      allowed: false,
      reason: 'companyView',
    });
    expect(postponementOffer(everythingWrong, [], 'consumer', today)).toEqual({
      allowed: false,
      reason: 'notOpen',
    });
  });
});

// ---------------------------------------------------------------- properties

const dayArbitrary = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

const statusArbitrary = fc.oneof(
  fc.constant(19005),
  fc.constantFrom(19001, 19002, 19003, 19004, 19006, 19008, 19014, 19023),
);

const centsArbitrary = fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100);

const invoiceArbitrary = fc.record({
  invoice_status: statusArbitrary,
  is_payment_agreement_allowed: fc.boolean(),
  duedate_changed: fc.boolean(),
  payment_agreement_max_duedate: fc.option(dayArbitrary, { nil: null }),
  amount_open: centsArbitrary,
  duedate: dayArbitrary,
});

const paramsArbitrary = fc
  .option(centsArbitrary, { nil: undefined })
  .map((limit): CompanyParam[] =>
    limit === undefined ? [] : [{ param: 'OnlineMaxSaldoLimit', value: String(limit) }],
  );

const viewArbitrary = fc.constantFrom<InvoiceView>('consumer', 'company');

// The spec's conditions written out once more, independently of the rule's order of checks.
function modelAllows(
  invoice: PostponableInvoice,
  params: CompanyParam[],
  view: InvoiceView,
  day: string,
): boolean {
  const limit = params.length === 0 ? 0 : Number(params[0]!.value);
  const max = invoice.payment_agreement_max_duedate;
  return (
    view === 'consumer' &&
    invoice.invoice_status === 19005 &&
    invoice.is_payment_agreement_allowed &&
    !invoice.duedate_changed &&
    max !== null &&
    Math.round(invoice.amount_open * 100) <= Math.round(limit * 100) &&
    day >= invoice.duedate &&
    day >= today &&
    day < max
  );
}

describe('postponementOffer properties', () => {
  it('offers exactly the days the spec conditions allow', () => {
    fc.assert(
      fc.property(
        invoiceArbitrary,
        paramsArbitrary,
        viewArbitrary,
        dayArbitrary,
        (invoice, params, view, day) => {
          const offer = postponementOffer(invoice, params, view, today);
          expect(isPostponementDayOffered(offer, day)).toBe(
            modelAllows(invoice, params, view, day),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives a non-empty range inside [due date or today, max due date) whenever it allows', () => {
    fc.assert(
      fc.property(invoiceArbitrary, paramsArbitrary, dayArbitrary, (invoice, params, now) => {
        const offer = postponementOffer(invoice, params, 'consumer', now);
        if (!offer.allowed) return;
        expect(offer.minDate <= offer.maxDate).toBe(true);
        expect(offer.minDate).toBe(invoice.duedate > now ? invoice.duedate : now);
        expect(addDays(offer.maxDate, 1)).toBe(invoice.payment_agreement_max_duedate);
      }),
    );
  });

  it('refuses with a known reason, and never offers the company view anything', () => {
    fc.assert(
      fc.property(invoiceArbitrary, paramsArbitrary, viewArbitrary, (invoice, params, view) => {
        const offer = postponementOffer(invoice, params, view, today);
        if (!offer.allowed) expect(postponementRefusals).toContain(offer.reason);
        if (view === 'company') expect(offer).toEqual({ allowed: false, reason: 'companyView' });
      }),
    );
  });

  it('refuses a postponed invoice whatever else holds (one postponement per invoice)', () => {
    fc.assert(
      fc.property(invoiceArbitrary, paramsArbitrary, (invoice, params) => {
        const offer = postponementOffer(
          { ...invoice, duedate_changed: true },
          params,
          'consumer',
          today,
        );
        expect(offer.allowed).toBe(false);
      }),
    );
  });
});

describe('postponement request', () => {
  it('sends a calendar day as the ISO timestamp of its midnight in the zone', () => {
    expect(postponementDateParam('2026-12-02', 'Europe/Helsinki')).toBe(
      '2026-12-02T00:00:00.000+02:00',
    );
    expect(postponementDateParam('2026-07-02', 'Europe/Helsinki')).toBe(
      '2026-07-02T00:00:00.000+03:00',
    );
  });

  it('reads a timestamp as its calendar day in the zone, and a calendar day as such', () => {
    expect(postponementDay('2026-12-01T22:00:00.000Z', 'Europe/Helsinki')).toBe('2026-12-02');
    expect(postponementDay('2026-12-01T22:00:00Z', 'UTC')).toBe('2026-12-01');
    expect(postponementDay('2026-12-02', 'America/New_York')).toBe('2026-12-02');
  });

  it('round-trips every day through the path parameter in any zone', () => {
    const zones = ['Europe/Helsinki', 'UTC', 'America/New_York', 'Pacific/Kiritimati'];
    fc.assert(
      fc.property(dayArbitrary, fc.constantFrom(...zones), (day, zone) => {
        const param = postponementDateParam(day, zone);
        expect(
          postponeInvoiceParamsSchema.safeParse({ invoiceId: '1', newDate: param }).success,
        ).toBe(true);
        expect(postponementDay(param, zone)).toBe(day);
      }),
    );
  });

  it('accepts invoice ids of int4 and real dates only', () => {
    const parse = (invoiceId: string, newDate: string) =>
      postponeInvoiceParamsSchema.safeParse({ invoiceId, newDate });
    expect(parse('42', '2026-12-10')).toMatchObject({ success: true, data: { invoiceId: 42 } });
    expect(parse('2147483647', '2026-12-10T00:00:00Z').success).toBe(true);
    for (const id of ['0', '-1', '01', 'x', '2147483648', '1e3', '']) {
      expect(parse(id, '2026-12-10').success, id).toBe(false);
    }
    for (const date of [
      '2026-02-30',
      '10.12.2026',
      '2026-12-10T00:00:00',
      'huomenna',
      '20261210',
    ]) {
      expect(parse('1', date).success, date).toBe(false);
    }
  });
});

describe('answers', () => {
  it('parses an invoice with the spec field names', () => {
    const invoice = {
      id: 7,
      invoice_number: '5000047',
      invoice_type: 46002,
      invoice_status: 19005,
      invoice_date: '2026-11-05',
      duedate: '2026-12-02',
      amount_total: 89.4,
      amount_open: 89.4,
      amount_vat_excluded: 71.24,
      is_payment_agreement_allowed: true,
      payment_agreement_max_duedate: '2027-01-01',
      payment_agreement_type: 'ERAPAIVANSIIRTO',
      duedate_changed: false,
      third_party_invoicing_invoice_type: null,
      customer_number: '100001',
      calculation_periods: [
        {
          object_key: '6400100001',
          object_name: 'Esimerkkitie 5 Helsinki',
          network_id: 'SV-ESIMERKKI',
        },
      ],
    };
    expect(billingInvoiceSchema.parse(invoice)).toEqual(invoice);
    expect(billingInvoiceSchema.safeParse({ ...invoice, amount_total: '89.40' }).success).toBe(
      false,
    );
  });

  it('accepts base64 text as the PDF answer and names the file lasku_{number}.pdf', () => {
    expect(invoicePdfAnswerSchema.safeParse('JVBERi0xLjMK').success).toBe(true);
    expect(invoicePdfAnswerSchema.safeParse('JVBERi0xLjM=').success).toBe(true);
    expect(invoicePdfAnswerSchema.safeParse('').success).toBe(false);
    expect(invoicePdfAnswerSchema.safeParse('ei base64').success).toBe(false);
    expect(invoicePdfFileName('5000047')).toBe('lasku_5000047.pdf');
  });
});
