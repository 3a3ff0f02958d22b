import {
  calendarDayInZone,
  formatDate,
  isPostponementDayOffered,
  postponementDay,
  postponementOffer,
  thirdPartyInvoiceType,
  type CompanyInvoicesAnswer,
  type InvoiceView,
  type BillingInvoice,
  type BillingInvoicesAnswer,
} from '@energiaportaali/domain';
import type { BillingStore, DecidePostponement } from '../../adapters/billing';
import { actingCustomers } from '../../auth/access';
import type { ConsumerUser, SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/connection';
import { conflict, forbidden, notFound } from '../../errors';
import { messages } from '../../messages';

/** What the billing calls use: the portal's database (access) and the billing system. */
export interface BillingContext {
  db: Db;
  billing: BillingStore;
}

const viewOf = (user: SessionUser): InvoiceView =>
  user.role === 'consumer' ? 'consumer' : 'company';

/** GET /api/ropo/invoices: the consumer's invoices, latest due date first, and billing parameters. */
export async function invoicesOf(
  { db, billing }: BillingContext,
  user: ConsumerUser,
): Promise<BillingInvoicesAnswer> {
  const { invoices, companyParams } = await billing.invoicesOf(await actingCustomers(db, user));
  return { companyParams, invoices };
}

/**
 * GET /api/ropo/companyInvoices: the invoices of the companies a company user acts for, with
 * those companies by customer number.
 */
export async function companyInvoicesOf(
  { db, billing }: BillingContext,
  user: SessionUser<'companyUser' | 'companyManager'>,
): Promise<CompanyInvoicesAnswer> {
  const companies = await actingCustomers(db, user);
  const { invoices } = await billing.invoicesOf(companies);
  return {
    invoices,
    companyInfo: companies.flatMap((company) =>
      company.customerNumbers.map((customerIdentifier) => ({
        customerIdentifier,
        customerName: company.name,
        identifier: company.businessId ?? '',
      })),
    ),
  };
}

/**
 * The PDF of one of the user's invoices. 403 for an invoice number that is not theirs (or does
 * not exist); 404 for a third-party invoice, whose PDF the billing system does not hold.
 */
export async function invoicePdfOf(
  { db, billing }: BillingContext,
  user: SessionUser,
  invoiceNumber: string,
): Promise<Buffer> {
  const invoice = await billing.invoiceOf(await actingCustomers(db, user), invoiceNumber);
  if (!invoice) throw forbidden();
  const unavailable = () =>
    notFound({ code: 'INVOICE_PDF_NOT_AVAILABLE', message: messages.invoicePdfNotAvailable });
  if (invoice.third_party_invoicing_invoice_type === thirdPartyInvoiceType) throw unavailable();
  const pdf = await billing.invoicePdf(invoice.invoice_number);
  if (!pdf) throw unavailable();
  return pdf;
}

export interface PostponementRequest {
  invoiceId: number;
  /** An ISO timestamp or a calendar day (validated by the route). */
  newDate: string;
}

/**
 * Moves a due date once, the domain rule checked on the invoice as the billing system holds it
 * at that moment: 403 for an invoice that is not the user's, 409 when the rule refuses or the day
 * is outside the offered days. The change is audited; the store commits the two together.
 */
export async function postponeInvoice(
  { db, billing }: BillingContext,
  user: SessionUser,
  request: PostponementRequest,
  { timeZone, now }: { timeZone: string; now: Date },
): Promise<BillingInvoice> {
  // Before the store's transaction: PGlite has one connection, which the transaction holds.
  const customers = await actingCustomers(db, user);
  const day = postponementDay(request.newDate, timeZone);
  const today = calendarDayInZone(now, timeZone);
  const decide: DecidePostponement = (invoice, companyParams) => {
    const offer = postponementOffer(invoice, companyParams, viewOf(user), today);
    if (!offer.allowed) {
      throw conflict({
        code: 'POSTPONEMENT_REFUSED',
        message: messages.postponementRefused[offer.reason],
      });
    }
    if (!isPostponementDayOffered(offer, day)) {
      throw conflict({
        code: 'POSTPONEMENT_DATE_OUT_OF_RANGE',
        message: messages.postponementDateOutOfRange(
          formatDate(offer.minDate),
          formatDate(offer.maxDate),
        ),
      });
    }
    return {
      dueDate: day,
      audit: {
        actorUserId: user.id,
        action: 'ropo.postpone_due_date',
        targetType: 'ropo_invoice',
        targetId: String(invoice.id),
        details: { from: invoice.duedate, to: day },
      },
    };
  };
  const updated = await billing.postpone(customers, request.invoiceId, decide);
  if (!updated) throw forbidden();
  return updated;
}
