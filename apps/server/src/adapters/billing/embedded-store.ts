import { asc, eq } from 'drizzle-orm';
import type { PortalConfig } from '@energiaportaali/domain';
import type { Db } from '../../db/connection';
import { customers, ropoInvoiceCalculationPeriods, ropoInvoices } from '../../db/schema';
import type { BillingStore } from './billing-store';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';

async function findInvoiceDocument(db: Db, invoiceNumber: string): Promise<InvoiceDocument | null> {
  const [row] = await db
    .select({ invoice: ropoInvoices, customer: customers })
    .from(ropoInvoices)
    .innerJoin(customers, eq(customers.id, ropoInvoices.customerId))
    .where(eq(ropoInvoices.invoiceNumber, invoiceNumber));
  if (!row) return null;
  const { invoice, customer } = row;
  const places = await db
    .select()
    .from(ropoInvoiceCalculationPeriods)
    .where(eq(ropoInvoiceCalculationPeriods.invoiceId, invoice.id))
    .orderBy(asc(ropoInvoiceCalculationPeriods.position));
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

/** Invoices from the portal's own tables, rendered on request (they change when postponed). */
export function createEmbeddedBillingStore(db: Db, portalConfig: PortalConfig): BillingStore {
  return {
    async invoicePdf(invoiceNumber) {
      const invoice = await findInvoiceDocument(db, invoiceNumber);
      return invoice ? renderInvoicePdf(invoice, portalConfig) : null;
    },
  };
}
