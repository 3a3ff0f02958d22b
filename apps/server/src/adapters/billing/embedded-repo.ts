import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { companyParams, ropoInvoiceCalculationPeriods, ropoInvoices } from '../../db/schema';

// The embedded billing system's SQL: the portal's own Ropo-style invoice tables.

export type RopoInvoiceRecord = typeof ropoInvoices.$inferSelect;
export type CalculationPeriodRecord = typeof ropoInvoiceCalculationPeriods.$inferSelect;

/** The invoices of these customers, latest due date first. */
export async function findInvoicesOfCustomers(
  db: Db,
  customerIds: readonly number[],
): Promise<RopoInvoiceRecord[]> {
  if (customerIds.length === 0) return [];
  return db
    .select()
    .from(ropoInvoices)
    .where(inArray(ropoInvoices.customerId, [...customerIds]))
    .orderBy(desc(ropoInvoices.dueDate), desc(ropoInvoices.id));
}

/** The calculation periods of these invoices, in each invoice's own order. */
export async function findCalculationPeriods(
  db: Db,
  invoiceIds: readonly number[],
): Promise<CalculationPeriodRecord[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(ropoInvoiceCalculationPeriods)
    .where(inArray(ropoInvoiceCalculationPeriods.invoiceId, [...invoiceIds]))
    .orderBy(
      asc(ropoInvoiceCalculationPeriods.invoiceId),
      asc(ropoInvoiceCalculationPeriods.position),
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
): Promise<RopoInvoiceRecord | null> {
  if (customerIds.length === 0) return null;
  const [invoice] = await db
    .select()
    .from(ropoInvoices)
    .where(
      and(
        eq(ropoInvoices.invoiceNumber, invoiceNumber),
        inArray(ropoInvoices.customerId, [...customerIds]),
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
): Promise<RopoInvoiceRecord | null> {
  if (customerIds.length === 0) return null;
  const [invoice] = await tx
    .select()
    .from(ropoInvoices)
    .where(and(eq(ropoInvoices.id, invoiceId), inArray(ropoInvoices.customerId, [...customerIds])))
    .for('update');
  return invoice ?? null;
}

/** Moves the due date and marks it changed (an invoice's due date moves once). */
export async function postponeDueDate(
  tx: Db,
  invoiceId: number,
  dueDate: string,
): Promise<RopoInvoiceRecord> {
  const [invoice] = await tx
    .update(ropoInvoices)
    .set({ dueDate, duedateChanged: true, updatedAt: new Date() })
    .where(eq(ropoInvoices.id, invoiceId))
    .returning();
  return invoice!;
}
