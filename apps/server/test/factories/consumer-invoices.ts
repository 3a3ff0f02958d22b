import type { Db } from '../../src/db/connection';
import { consumerInvoiceRows, consumerInvoices, consumerInvoiceVat } from '../../src/db/schema';
import { digits } from './ids';

export interface InvoiceRowInput {
  /** TuotekomponenttiTunnus: 'Perusmaksu', 'Siirtomaksu', … */
  code: string;
  quantity: number;
  quantityUnit: string;
  /** € per unit, VAT 0 %. */
  unitPrice: number;
  priceUnit: string;
}

export interface ConsumerInvoiceOptions {
  customerId: number;
  point: { id: number; identifier: string };
  /** AsiakasKey: the customer's number. */
  customerKey: string;
  productType: 'electricity' | 'heat' | 'water' | 'fiber';
  periodStart: string;
  periodEnd: string;
  rows: InvoiceRowInput[];
  /** Percent, as the law had it for the period. */
  vatRate: number;
}

const cents = (euros: number) => Math.round(euros * 100) / 100;

/** A consumer's invoice of a point with its rows and VAT, summed as the billing system does. */
export async function buildConsumerInvoice(
  db: Db,
  {
    customerId,
    point,
    customerKey,
    productType,
    periodStart,
    periodEnd,
    rows,
    vatRate,
  }: ConsumerInvoiceOptions,
): Promise<{ id: number; invoiceNumber: string }> {
  const charges = rows.map((row) => cents(row.quantity * row.unitPrice));
  const net = cents(charges.reduce((sum, charge) => sum + charge, 0));
  const vat = cents((net * vatRate) / 100);
  const invoiceNumber = digits(10);
  const [invoice] = await db
    .insert(consumerInvoices)
    .values({
      customerId,
      meteringPointId: point.id,
      productType,
      invoiceNumber,
      customerKey,
      usagePlaceKey: point.identifier,
      meterNumber: digits(8),
      periodStart,
      periodEnd,
      total: String(cents(net + vat)),
    })
    .returning({ id: consumerInvoices.id });
  const invoiceId = invoice!.id;
  await db.insert(consumerInvoiceRows).values(
    rows.map((row, position) => ({
      invoiceId,
      position,
      componentCode: row.code,
      quantity: String(row.quantity),
      quantityUnit: row.quantityUnit,
      unitPriceVat0: String(row.unitPrice),
      priceUnit: row.priceUnit,
      chargeVat0: String(charges[position]),
    })),
  );
  await db.insert(consumerInvoiceVat).values({
    invoiceId,
    vatRate: String(vatRate),
    net: String(net),
    vat: String(vat),
    total: String(cents(net + vat)),
  });
  return { id: invoiceId, invoiceNumber };
}
