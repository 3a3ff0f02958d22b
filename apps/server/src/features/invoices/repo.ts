import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { InvoiceProductType } from '@energiaportaali/domain';
import type { Db } from '../../db/connection';
import {
  consumerInvoiceRows,
  consumerInvoices,
  consumerInvoiceVat,
  meteringPoints,
} from '../../db/schema';

// An invoice counts only while its metering point still belongs to the invoiced customer: a
// point that moved to a new resident never shows the previous resident's invoices.
const ofPointsCurrentCustomer = and(
  eq(meteringPoints.id, consumerInvoices.meteringPointId),
  eq(meteringPoints.customerId, consumerInvoices.customerId),
);

/** The products the invoices of these metering points are for. */
export async function findInvoicedProductTypes(
  db: Db,
  meteringPointIds: readonly number[],
): Promise<InvoiceProductType[]> {
  if (meteringPointIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ productType: consumerInvoices.productType })
    .from(consumerInvoices)
    .innerJoin(meteringPoints, ofPointsCurrentCustomer)
    .where(inArray(consumerInvoices.meteringPointId, [...meteringPointIds]));
  return rows.map((row) => row.productType);
}

export interface InvoiceFilter {
  meteringPointId: number;
  productType: InvoiceProductType;
  /** Billing periods overlapping these calendar days (inclusive, YYYY-MM-DD). */
  from: string;
  to: string;
}

export type InvoiceRecord = typeof consumerInvoices.$inferSelect;
export type InvoiceRowRecord = typeof consumerInvoiceRows.$inferSelect;
export type InvoiceVatRecord = typeof consumerInvoiceVat.$inferSelect;

/** The invoices of one metering point and product whose period overlaps the range, newest first. */
export async function findInvoices(db: Db, filter: InvoiceFilter): Promise<InvoiceRecord[]> {
  const rows = await db
    .select({ invoice: consumerInvoices })
    .from(consumerInvoices)
    .innerJoin(meteringPoints, ofPointsCurrentCustomer)
    .where(
      and(
        eq(consumerInvoices.meteringPointId, filter.meteringPointId),
        eq(consumerInvoices.productType, filter.productType),
        lte(consumerInvoices.periodStart, filter.to),
        gte(consumerInvoices.periodEnd, filter.from),
      ),
    )
    .orderBy(desc(consumerInvoices.periodStart), desc(consumerInvoices.id));
  return rows.map((row) => row.invoice);
}

/** The rows of these invoices, in each invoice's own order. */
export async function findInvoiceRows(
  db: Db,
  invoiceIds: readonly number[],
): Promise<InvoiceRowRecord[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(consumerInvoiceRows)
    .where(inArray(consumerInvoiceRows.invoiceId, [...invoiceIds]))
    .orderBy(asc(consumerInvoiceRows.invoiceId), asc(consumerInvoiceRows.position));
}

/** The VAT breakdown lines of these invoices, lowest rate first. */
export async function findInvoiceVat(
  db: Db,
  invoiceIds: readonly number[],
): Promise<InvoiceVatRecord[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(consumerInvoiceVat)
    .where(inArray(consumerInvoiceVat.invoiceId, [...invoiceIds]))
    .orderBy(asc(consumerInvoiceVat.invoiceId), asc(consumerInvoiceVat.vatRate));
}
