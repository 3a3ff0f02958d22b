import { asc, eq } from 'drizzle-orm';
import type { PortalConfig, BillingInvoice } from '@energiaportaali/domain';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { customers, billingInvoiceCalculationPeriods, billingInvoices } from '../../db/schema';
import type { BillingCustomer, BillingStore } from './billing-store';
import {
  findCalculationPeriods,
  findCompanyParams,
  findInvoiceByNumber,
  findInvoicesOfCustomers,
  lockInvoice,
  postponeDueDate,
  type CalculationPeriodRecord,
  type BillingInvoiceRecord,
} from './embedded-repo';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';

async function findInvoiceDocument(db: Db, invoiceNumber: string): Promise<InvoiceDocument | null> {
  const [row] = await db
    .select({ invoice: billingInvoices, customer: customers })
    .from(billingInvoices)
    .innerJoin(customers, eq(customers.id, billingInvoices.customerId))
    .where(eq(billingInvoices.invoiceNumber, invoiceNumber));
  if (!row) return null;
  const { invoice, customer } = row;
  const places = await db
    .select()
    .from(billingInvoiceCalculationPeriods)
    .where(eq(billingInvoiceCalculationPeriods.invoiceId, invoice.id))
    .orderBy(asc(billingInvoiceCalculationPeriods.position));
  return {
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    originalDueDate: invoice.originalDueDate,
    dueDateChanged: invoice.duedateChanged,
    invoiceType: invoice.invoiceType,
    customerNumber: invoice.customerNumber,
    amountTotal: Number(invoice.amountTotal),
    amountOpen: Number(invoice.amountOpen),
    amountVatExcluded: Number(invoice.amountVatExcluded),
    recipient: {
      name: customer.name,
      street: customer.street,
      postalCode: customer.postalCode,
      city: customer.city,
    },
    usagePlaces: places.map((place) => ({
      objectKey: place.objectKey,
      objectName: place.objectName,
      networkId: place.networkId,
    })),
  };
}

// numeric columns arrive as strings; the answer carries numbers.
function toBillingInvoice(
  invoice: BillingInvoiceRecord,
  periods: readonly CalculationPeriodRecord[],
): BillingInvoice {
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

const idsOf = (billingCustomers: readonly BillingCustomer[]) =>
  billingCustomers.map((customer) => customer.id);

/** Invoices from the portal's own tables; PDFs rendered on request (they change when postponed). */
export function createEmbeddedBillingStore(db: Db, portalConfig: PortalConfig): BillingStore {
  return {
    async invoicesOf(billingCustomers) {
      const customerIds = idsOf(billingCustomers);
      const [invoices, companyParams] = await Promise.all([
        findInvoicesOfCustomers(db, customerIds),
        findCompanyParams(db, customerIds),
      ]);
      const periods = await findCalculationPeriods(
        db,
        invoices.map((invoice) => invoice.id),
      );
      return {
        invoices: invoices.map((invoice) => toBillingInvoice(invoice, periods)),
        companyParams,
      };
    },

    async invoiceOf(billingCustomers, invoiceNumber) {
      const invoice = await findInvoiceByNumber(db, idsOf(billingCustomers), invoiceNumber);
      if (!invoice) return null;
      return toBillingInvoice(invoice, await findCalculationPeriods(db, [invoice.id]));
    },

    async invoicePdf(invoiceNumber) {
      const invoice = await findInvoiceDocument(db, invoiceNumber);
      return invoice ? renderInvoicePdf(invoice, portalConfig) : null;
    },

    // The rule runs on the locked row, and the change commits with its audit row: a concurrent
    // second postponement waits for the lock and is then refused.
    postpone(billingCustomers, invoiceId, decide) {
      const customerIds = idsOf(billingCustomers);
      return db.transaction(async (tx) => {
        const locked = await lockInvoice(tx, customerIds, invoiceId);
        if (!locked) return null;
        const periods = await findCalculationPeriods(tx, [locked.id]);
        const companyParams = await findCompanyParams(tx, customerIds);
        const { dueDate, audit } = decide(toBillingInvoice(locked, periods), companyParams);
        const updated = await postponeDueDate(tx, locked.id, dueDate);
        await insertAuditEntry(tx, audit);
        return toBillingInvoice(updated, periods);
      });
    },
  };
}
