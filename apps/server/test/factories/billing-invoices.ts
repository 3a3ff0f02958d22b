import { addDays } from '@energiaportaali/domain';
import type { Db } from '../../src/db/connection';
import { billingInvoiceCalculationPeriods, billingInvoices } from '../../src/db/schema';
import { digits } from './ids';

type InvoiceRow = typeof billingInvoices.$inferInsert;

export interface CalculationPeriodInput {
  objectKey: string;
  objectName: string;
  networkId: string;
  meteringPointId?: number;
}

/**
 * An invoice of the billing system, paid and postponable by default: dated `invoiceDate`, due
 * 14 days later, its max due date 30 days after that.
 */
export async function buildBillingInvoice(
  db: Db,
  invoice: Pick<InvoiceRow, 'customerId' | 'customerNumber' | 'invoiceDate'> & Partial<InvoiceRow>,
  periods: CalculationPeriodInput[] = [],
): Promise<{ id: number; invoiceNumber: string }> {
  const dueDate = invoice.dueDate ?? addDays(invoice.invoiceDate, 14);
  const amountTotal = invoice.amountTotal ?? '100.00';
  const [row] = await db
    .insert(billingInvoices)
    .values({
      invoiceNumber: digits(9),
      invoiceType: 46002,
      invoiceStatus: 19006,
      dueDate,
      originalDueDate: dueDate,
      amountTotal,
      amountOpen: '0.00',
      amountVatExcluded: (Number(amountTotal) / 1.255).toFixed(2),
      isPaymentAgreementAllowed: true,
      paymentAgreementMaxDuedate: addDays(dueDate, 30),
      paymentAgreementType: 'ERAPAIVANSIIRTO',
      ...invoice,
    })
    .returning({ id: billingInvoices.id, invoiceNumber: billingInvoices.invoiceNumber });
  if (periods.length > 0) {
    await db
      .insert(billingInvoiceCalculationPeriods)
      .values(periods.map((period, position) => ({ invoiceId: row!.id, position, ...period })));
  }
  return row!;
}
