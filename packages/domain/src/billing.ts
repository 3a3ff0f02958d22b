import { z } from 'zod';
import { addDays, calendarDayInZone, zonedMidnight } from './helsinki-calendar';
import { internalIdTextSchema } from './internal-id';

// billing-system invoices (spec 02 §2 'Consumer invoice table', §3 'Ropo invoice' and 'Company
// parameters', §4, §5 'Due-date picker', §7, §9): GET /api/ropo/invoices, GET /api/ropo/pdf/{n},
// PATCH /api/ropo/postponeInvoiceDuedate/{invoiceId}/{newDate}. Field names are the billing
// system's own (snake_case), as the spec lists them.

// ---------------------------------------------------------------- codes

/** Invoice status names by code (spec 02 §4); 19007 does not exist. */
export const billingInvoiceStatusNames: Readonly<Record<number, string>> = {
  19001: 'Keskeneräinen',
  19002: 'Valmis tarkistettavaksi',
  19003: 'Tarkistettu',
  19004: 'Hyväksytty jakeluun',
  19005: 'Avoin',
  19006: 'Maksettu',
  19008: 'Kehotus lähetetty',
  19009: 'Maksukehotus lähetetty',
  19010: 'Ylimääräinen maksukehotus lähetetty',
  19011: 'Perintävaroitus lähetetty',
  19012: 'Pikaperintä',
  19013: 'Perintätoimiston perittävänä',
  19014: 'Katkaisuvaroitus lähetetty',
  19015: 'Katkaisussa',
  19016: 'Luottotappioehdokas',
  19017: 'Luottotappio',
  19018: 'Katkaistu',
  19019: 'Huomautettu',
  19020: 'Palautetaan',
  19021: 'Keskeytetty',
  19022: 'Avoimen laskun uudelleenjakelu',
  19023: 'Mitätöity',
};

/** Invoice type names by code (spec 02 §4). */
export const billingInvoiceTypeNames: Readonly<Record<number, string>> = {
  46001: 'Arvio',
  46002: 'Kulutus',
  46003: 'Tasaus',
  46004: 'Kertaluontoinen maksu',
  46005: 'Liittymä',
  46006: 'Aika',
};

/** The only status whose due date may be postponed. */
export const openInvoiceStatus = 19005;

/** `third_party_invoicing_invoice_type` of an invoice billed for a third party: no status, no PDF. */
export const thirdPartyInvoiceType = 269002;

/** How long the table shows 'Laskun siirto onnistui' after a postponement (spec 02 §9). */
export const postponementMessageMs = 3000;

/** The company parameter holding the largest open amount that may be postponed online. */
export const onlineMaxSaldoLimitParam = 'OnlineMaxSaldoLimit';

/** The Finnish name of a status code; null for a code the spec does not name. */
export function invoiceStatusName(code: number): string | null {
  return billingInvoiceStatusNames[code] ?? null;
}

/** The Finnish name of an invoice type code; null for a code the spec does not name. */
export function invoiceTypeName(code: number): string | null {
  return billingInvoiceTypeNames[code] ?? null;
}

/** Whether the invoice was billed for a third party (its status and PDF are not ours to show). */
export function isThirdPartyInvoice(
  invoice: Pick<BillingInvoice, 'third_party_invoicing_invoice_type'>,
) {
  return invoice.third_party_invoicing_invoice_type === thirdPartyInvoiceType;
}

// ---------------------------------------------------------------- answers

const calendarDay = z.iso.date();
const euros = z.number().finite();

/** A metering point (usage place) an invoice bills for. */
export const calculationPeriodSchema = z.object({
  /** The metering point's identifier. */
  object_key: z.string(),
  /** Its address as the billing system writes it, e.g. 'Esimerkkitie 5 Helsinki'. */
  object_name: z.string(),
  network_id: z.string(),
});
export type CalculationPeriod = z.infer<typeof calculationPeriodSchema>;

/** A billing invoice (spec 02 §3); amounts in euros with VAT unless named otherwise. */
export const billingInvoiceSchema = z.object({
  id: z.number().int().positive(),
  invoice_number: z.string(),
  invoice_type: z.number().int(),
  invoice_status: z.number().int(),
  /** The day the invoice was issued; the invoice table's date range filters on it. */
  invoice_date: calendarDay,
  duedate: calendarDay,
  amount_total: euros,
  amount_open: euros,
  amount_vat_excluded: euros,
  is_payment_agreement_allowed: z.boolean(),
  /** The day by which a postponed invoice must be paid; the new due date must precede it. */
  payment_agreement_max_duedate: calendarDay.nullable(),
  payment_agreement_type: z.string().nullable(),
  duedate_changed: z.boolean(),
  third_party_invoicing_invoice_type: z.number().int().nullable(),
  customer_number: z.string(),
  calculation_periods: z.array(calculationPeriodSchema),
});
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;

/** One billing parameter, e.g. `{ param: 'OnlineMaxSaldoLimit', value: '500' }`. */
export const companyParamSchema = z.object({ param: z.string(), value: z.string() });
export type CompanyParam = z.infer<typeof companyParamSchema>;

/** GET /api/ropo/invoices: the consumer's invoices (newest due date first) and billing parameters. */
export const billingInvoicesAnswerSchema = z.object({
  companyParams: z.array(companyParamSchema),
  invoices: z.array(billingInvoiceSchema),
});
export type BillingInvoicesAnswer = z.infer<typeof billingInvoicesAnswerSchema>;

/** A company the user acts for, by one of its customer numbers (spec 02 §3 'Company info'). */
export const companyInfoSchema = z.object({
  /** The customer number that invoices name in `customer_number`. */
  customerIdentifier: z.string(),
  customerName: z.string(),
  /** The company's business id. */
  identifier: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/**
 * GET /api/ropo/companyInvoices: the invoices of every company the company user acts for (newest
 * due date first) and those companies, one entry per customer number.
 */
export const companyInvoicesAnswerSchema = z.object({
  invoices: z.array(billingInvoiceSchema),
  companyInfo: z.array(companyInfoSchema),
});
export type CompanyInvoicesAnswer = z.infer<typeof companyInvoicesAnswerSchema>;

/** GET /api/ropo/pdf/{invoiceNumber} answers the PDF as base64 text. */
export const invoicePdfAnswerSchema = z
  .string()
  .regex(/^[A-Za-z0-9+/]+={0,2}$/)
  .refine((text) => text.length % 4 === 0);

/** Invoice numbers as the billing system writes them (digits, letters, dashes). */
export const invoiceNumberSchema = z.string().regex(/^[0-9A-Za-z-]{1,30}$/);

/** Path of GET /api/ropo/pdf/{invoiceNumber}. */
export const invoicePdfParamsSchema = z.object({ invoiceNumber: invoiceNumberSchema }).strict();

/** The file name a downloaded invoice is saved as (spec 02 §7). */
export function invoicePdfFileName(invoiceNumber: string): string {
  return `lasku_${invoiceNumber}.pdf`;
}

// ---------------------------------------------------------------- postponement request

/**
 * The new due date in the path: an ISO timestamp (spec 02 §7), read as its calendar day in the
 * portal's time zone, or a plain calendar day 'YYYY-MM-DD'.
 */
export const postponementDateSchema = z.union([calendarDay, z.iso.datetime({ offset: true })]);

/** Path of PATCH /api/ropo/postponeInvoiceDuedate/{invoiceId}/{newDate}. */
export const postponeInvoiceParamsSchema = z
  .object({
    invoiceId: internalIdTextSchema(),
    newDate: postponementDateSchema,
  })
  .strict();
export type PostponeInvoiceParams = z.input<typeof postponeInvoiceParamsSchema>;

/** The calendar day 'YYYY-MM-DD' a valid `newDate` names in `timeZone`. */
export function postponementDay(newDate: string, timeZone: string): string {
  if (calendarDay.safeParse(newDate).success) return newDate;
  return calendarDayInZone(new Date(newDate), timeZone);
}

/** The ISO timestamp of a calendar day's midnight in `timeZone`: the path's `newDate`. */
export function postponementDateParam(day: string, timeZone: string): string {
  return zonedMidnight(day, timeZone).toISOString();
}

// ---------------------------------------------------------------- postponement rule

/** Where the invoice is looked at: the company invoice view offers no postponement (spec 02 §6). */
export type InvoiceView = 'consumer' | 'company';

/** Why an invoice's due date cannot be postponed, in the order the rule checks them. */
export const postponementRefusals = [
  'companyView',
  'notOpen',
  'agreementNotAllowed',
  'alreadyPostponed',
  'noMaxDueDate',
  'overOnlineLimit',
  'noDaysLeft',
] as const;
export type PostponementRefusal = (typeof postponementRefusals)[number];

/** Whether and to which days (both ends included, 'YYYY-MM-DD') a due date may be moved. */
export type PostponementOffer =
  | { allowed: true; minDate: string; maxDate: string }
  | { allowed: false; reason: PostponementRefusal };

/** The invoice fields the postponement rule reads. */
export type PostponableInvoice = Pick<
  BillingInvoice,
  | 'invoice_status'
  | 'is_payment_agreement_allowed'
  | 'duedate_changed'
  | 'payment_agreement_max_duedate'
  | 'amount_open'
  | 'duedate'
>;

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The OnlineMaxSaldoLimit in euros: 0 when absent (spec 02 §9) or not a number. A decimal comma
 * is accepted; of several entries the lowest counts.
 */
export function onlineMaxSaldoLimit(companyParams: readonly CompanyParam[]): number {
  const limits = companyParams
    .filter((entry) => entry.param === onlineMaxSaldoLimitParam)
    .map((entry) => Number(entry.value.trim().replace(',', '.')));
  if (limits.length === 0 || limits.some((limit) => !Number.isFinite(limit) || limit < 0)) return 0;
  return Math.min(...limits);
}

/**
 * May the due date be postponed, and to which days? Every condition of spec 02 §4 must hold:
 * status Avoin, payment agreement allowed, due date not changed before, a max due date, open
 * amount at most OnlineMaxSaldoLimit, not the company view. The days run from the original due
 * date (never before `today`) to the day before the max due date (§5); none left → refused.
 * Both ends use this one rule: the table to offer, the server to accept.
 */
export function postponementOffer(
  invoice: PostponableInvoice,
  companyParams: readonly CompanyParam[],
  view: InvoiceView,
  today: string,
): PostponementOffer {
  const refuse = (reason: PostponementRefusal): PostponementOffer => ({ allowed: false, reason });
  if (view !== 'consumer') return refuse('companyView');
  if (invoice.invoice_status !== openInvoiceStatus) return refuse('notOpen');
  if (!invoice.is_payment_agreement_allowed) return refuse('agreementNotAllowed');
  if (invoice.duedate_changed) return refuse('alreadyPostponed');
  if (invoice.payment_agreement_max_duedate === null) return refuse('noMaxDueDate');
  if (cents(invoice.amount_open) > cents(onlineMaxSaldoLimit(companyParams))) {
    return refuse('overOnlineLimit');
  }
  // Not changed yet, so the current due date is the original one.
  const minDate = invoice.duedate > today ? invoice.duedate : today;
  const maxDate = addDays(invoice.payment_agreement_max_duedate, -1);
  if (minDate > maxDate) return refuse('noDaysLeft');
  return { allowed: true, minDate, maxDate };
}

/** Whether `day` lies within an offer's days (a refused offer has none). */
export function isPostponementDayOffered(offer: PostponementOffer, day: string): boolean {
  return offer.allowed && day >= offer.minDate && day <= offer.maxDate;
}
