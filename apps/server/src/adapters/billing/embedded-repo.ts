import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { companyParams, billingInvoiceCalculationPeriods, billingInvoices } from '../../db/schema';

// The embedded billing system's SQL: the portal's own billing-system invoice tables.

export type BillingInvoiceRecord = typeof billingInvoices.$inferSelect;
export type CalculationPeriodRecord = typeof billingInvoiceCalculationPeriods.$inferSelect;

/** The invoices of these customers, latest due date first. */
export async function findInvoicesOfCustomers(
  db: Db,
  customerIds: readonly number[],
): Promise<BillingInvoiceRecord[]> {
  if (customerIds.length === 0) return [];
  return db
    .select()
    .from(billingInvoices)
    .where(inArray(billingInvoices.customerId, [...customerIds]))
    .orderBy(desc(billingInvoices.dueDate), desc(billingInvoices.id));
}

/** The calculation periods of these invoices, in each invoice's own order. */
export async function findCalculationPeriods(
  db: Db,
  invoiceIds: readonly number[],
): Promise<CalculationPeriodRecord[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(billingInvoiceCalculationPeriods)
    .where(inArray(billingInvoiceCalculationPeriods.invoiceId, [...invoiceIds]))
    .orderBy(
      asc(billingInvoiceCalculationPeriods.invoiceId),
      asc(billingInvoiceCalculationPeriods.position),
    );
}

/** The billing parameters of these customers, by customer and name. */
export async function findCompanyParams(
  db: Db,
  customerIds: readonly number[],
): Promise<{ param: string; value: string }[]> {
  if (customerIds.length === 0) return [];
  return db
    .select({ param: companyParams.param, value: companyParams.value })
    .from(companyParams)
    .where(inArray(companyParams.customerId, [...customerIds]))
    .orderBy(asc(companyParams.customerId), asc(companyParams.param));
}

/** The invoice with this number if it belongs to one of these customers. */
export async function findInvoiceByNumber(
  db: Db,
  customerIds: readonly number[],
  invoiceNumber: string,
): Promise<BillingInvoiceRecord | null> {
  if (customerIds.length === 0) return null;
  const [invoice] = await db
    .select()
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.invoiceNumber, invoiceNumber),
        inArray(billingInvoices.customerId, [...customerIds]),
      ),
    );
  return invoice ?? null;
}

/**
 * The invoice if it belongs to one of these customers, locked until the transaction ends: a
 * concurrent postponement of the same invoice waits here and then sees the first one's change.
 */
export async function lockInvoice(
  tx: Db,
  customerIds: readonly number[],
  invoiceId: number,
): Promise<BillingInvoiceRecord | null> {
  if (customerIds.length === 0) return null;
  const [invoice] = await tx
    .select()
    .from(billingInvoices)
    .where(
      and(eq(billingInvoices.id, invoiceId), inArray(billingInvoices.customerId, [...customerIds])),
    )
    .for('update');
  return invoice ?? null;
}

/** Moves the due date and marks it changed (an invoice's due date moves once). */
export async function postponeDueDate(
  tx: Db,
  invoiceId: number,
  dueDate: string,
): Promise<BillingInvoiceRecord> {
  const [invoice] = await tx
    .update(billingInvoices)
    .set({ dueDate, duedateChanged: true, updatedAt: sql`now()` })
    .where(eq(billingInvoices.id, invoiceId))
    .returning();
  return invoice!;
}
