import {
  calendarDayInZone,
  formatDate,
  isPostponementDayOffered,
  postponementDay,
  postponementOffer,
  thirdPartyInvoiceType,
  type CompanyInvoicesAnswer,
  type InvoiceView,
  type RopoInvoice,
  type RopoInvoicesAnswer,
} from '@energiaportaali/domain';
import type { BillingStore } from '../../adapters/billing';
import { actingCustomers } from '../../auth/access';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/connection';
import { conflict, forbidden, notFound } from '../../errors';
import { insertAuditEntry } from '../../db/audit';
import { messages } from '../../messages';
import {
  findCalculationPeriods,
  findCompanyParams,
  findInvoiceByNumber,
  findInvoicesOfCustomers,
  lockInvoice,
  postponeDueDate,
  type CalculationPeriodRecord,
  type RopoInvoiceRecord,
} from './repo';

/** The customers whose invoices the user sees: the access module's answer for the role. */
async function ownCustomerIds(db: Db, user: SessionUser): Promise<number[]> {
  return (await actingCustomers(db, user)).map((customer) => customer.id);
}

// The consumer invoice table is the consumer's; companies have their own view (spec 02 §2).
function assertConsumer(user: SessionUser): void {
  if (user.role !== 'consumer') throw forbidden();
}

const viewOf = (user: SessionUser): InvoiceView =>
  user.role === 'consumer' ? 'consumer' : 'company';

// numeric columns arrive as strings; the answer carries numbers.
function toRopoInvoice(
  invoice: RopoInvoiceRecord,
  periods: readonly CalculationPeriodRecord[],
): RopoInvoice {
  return {
    id: invoice.id,
    invoice_number: invoice.invoiceNumber,
    invoice_type: invoice.invoiceType,
    invoice_status: invoice.invoiceStatus,
    invoice_date: invoice.invoiceDate,
    duedate: invoice.dueDate,
    amount_total: Number(invoice.amountTotal),
    amount_open: Number(invoice.amountOpen),
    amount_vat_excluded: Number(invoice.amountVatExcluded),
    is_payment_agreement_allowed: invoice.isPaymentAgreementAllowed,
    payment_agreement_max_duedate: invoice.paymentAgreementMaxDuedate,
    payment_agreement_type: invoice.paymentAgreementType,
    duedate_changed: invoice.duedateChanged,
    third_party_invoicing_invoice_type: invoice.thirdPartyInvoicingInvoiceType,
    customer_number: invoice.customerNumber,
    calculation_periods: periods
      .filter((period) => period.invoiceId === invoice.id)
      .map((period) => ({
        object_key: period.objectKey,
        object_name: period.objectName,
        network_id: period.networkId,
      })),
  };
}

/** The customers' invoices, latest due date first, each with its calculation periods. */
async function invoicesOfCustomers(db: Db, customerIds: readonly number[]): Promise<RopoInvoice[]> {
  const invoices = await findInvoicesOfCustomers(db, customerIds);
  const periods = await findCalculationPeriods(
    db,
    invoices.map((invoice) => invoice.id),
  );
  return invoices.map((invoice) => toRopoInvoice(invoice, periods));
}

/** GET /api/ropo/invoices: the consumer's invoices, latest due date first, and billing parameters. */
export async function invoicesOf(db: Db, user: SessionUser): Promise<RopoInvoicesAnswer> {
  assertConsumer(user);
  const customerIds = await ownCustomerIds(db, user);
  const [invoices, companyParams] = await Promise.all([
    invoicesOfCustomers(db, customerIds),
    findCompanyParams(db, customerIds),
  ]);
  return { companyParams, invoices };
}

const isCompanyRole = (user: SessionUser) =>
  user.role === 'companyUser' || user.role === 'companyManager';

/**
 * GET /api/ropo/companyInvoices: the invoices of the companies a company user acts for, with
 * those companies by customer number. Other roles get 403.
 */
export async function companyInvoicesOf(db: Db, user: SessionUser): Promise<CompanyInvoicesAnswer> {
  if (!isCompanyRole(user)) throw forbidden();
  const companies = await actingCustomers(db, user);
  return {
    invoices: await invoicesOfCustomers(
      db,
      companies.map((company) => company.id),
    ),
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
  db: Db,
  billing: BillingStore,
  user: SessionUser,
  invoiceNumber: string,
): Promise<Buffer> {
  const invoice = await findInvoiceByNumber(db, await ownCustomerIds(db, user), invoiceNumber);
  if (!invoice) throw forbidden();
  const unavailable = () =>
    notFound({ code: 'INVOICE_PDF_NOT_AVAILABLE', message: messages.invoicePdfNotAvailable });
  if (invoice.thirdPartyInvoicingInvoiceType === thirdPartyInvoiceType) throw unavailable();
  const pdf = await billing.invoicePdf(invoice.invoiceNumber);
  if (!pdf) throw unavailable();
  return pdf;
}

export interface PostponementRequest {
  invoiceId: number;
  /** An ISO timestamp or a calendar day (validated by the route). */
  newDate: string;
}

/**
 * Moves a due date once, re-checking the domain rule on the locked row: 403 for an invoice that
 * is not the user's, 409 when the rule refuses or the day is outside the offered days. The
 * update and its audit row commit together; a concurrent second request then sees the change.
 */
export async function postponeInvoice(
  db: Db,
  user: SessionUser,
  request: PostponementRequest,
  { timeZone, now }: { timeZone: string; now: Date },
): Promise<RopoInvoice> {
  // Outside the transaction: PGlite has one connection, which the transaction holds.
  const customerIds = await ownCustomerIds(db, user);
  const day = postponementDay(request.newDate, timeZone);
  const today = calendarDayInZone(now, timeZone);
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, customerIds, request.invoiceId);
    if (!invoice) throw forbidden();
    const companyParams = await findCompanyParams(tx, customerIds);
    const offer = postponementOffer(toRopoInvoice(invoice, []), companyParams, viewOf(user), today);
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
    const updated = await postponeDueDate(tx, invoice.id, day);
    await insertAuditEntry(tx, {
      actorUserId: user.id,
      action: 'ropo.postpone_due_date',
      targetType: 'ropo_invoice',
      targetId: String(invoice.id),
      details: { from: invoice.dueDate, to: day },
    });
    return toRopoInvoice(updated, await findCalculationPeriods(tx, [invoice.id]));
  });
}
