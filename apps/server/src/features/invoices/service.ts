import {
  invoiceProductOfUtility,
  invoiceProductTypes,
  isInvoiceYearAllowed,
  vatRateKey,
  type ConsumerInvoice,
  type InvoiceProductType,
  type ProductType,
  type VatBreakdown,
} from '@energiaportaali/domain';
import { assertCanSeeMeteringPoint, visibleMeteringPoints } from '../../auth/access';
import type { ConsumerUser } from '../../auth/session-user';
import type { Db } from '../../db/connection';
import { validationFailed } from '../../errors';
import { messages } from '../../messages';
import {
  findInvoicedProductTypes,
  findInvoiceRows,
  findInvoices,
  findInvoiceVat,
  type InvoiceRecord,
  type InvoiceRowRecord,
  type InvoiceVatRecord,
} from './repo';

export interface InvoicesRequest {
  productType: InvoiceProductType;
  /** The metering point's public identifier. */
  mp: string;
  year: number;
}

/**
 * The products the consumer has invoices or metering points for, in selector order, with their
 * Finnish titles.
 */
export async function productTypesOf(db: Db, user: ConsumerUser): Promise<ProductType[]> {
  const points = await visibleMeteringPoints(db, user);
  const invoiced = await findInvoicedProductTypes(
    db,
    points.map((point) => point.id),
  );
  const present = new Set([
    ...invoiced,
    ...points.map((point) => invoiceProductOfUtility[point.utility]),
  ]);
  return invoiceProductTypes
    .filter((type) => present.has(type))
    .map((type) => ({ type, title: messages.productTypeTitles[type] }));
}

/**
 * The consumer's invoices of one product and metering point whose billing period overlaps the
 * year, newest first. 400 for a year outside the product's years, 403 for a point that is not
 * the user's (or does not exist).
 */
export async function invoicesOf(
  db: Db,
  user: ConsumerUser,
  request: InvoicesRequest,
  currentYear: number,
): Promise<ConsumerInvoice[]> {
  if (!isInvoiceYearAllowed(request.productType, request.year, currentYear)) {
    throw validationFailed({ year: [messages.invoiceYearOutOfRange] });
  }
  const meteringPointId = await assertCanSeeMeteringPoint(db, user, request.mp);
  const invoices = await findInvoices(db, {
    meteringPointId,
    productType: request.productType,
    from: `${request.year}-01-01`,
    to: `${request.year}-12-31`,
  });
  const ids = invoices.map((invoice) => invoice.id);
  const [rows, vat] = await Promise.all([findInvoiceRows(db, ids), findInvoiceVat(db, ids)]);
  return invoices.map((invoice) =>
    toInvoice(
      invoice,
      rows.filter((row) => row.invoiceId === invoice.id),
      vat.filter((line) => line.invoiceId === invoice.id),
    ),
  );
}

// numeric columns arrive as strings; the answer carries numbers.
function toInvoice(
  invoice: InvoiceRecord,
  rows: InvoiceRowRecord[],
  vat: InvoiceVatRecord[],
): ConsumerInvoice {
  return {
    LaskutusjaksoAlkuPvm: invoice.periodStart,
    LaskutusjaksoLoppuPvm: invoice.periodEnd,
    Laskunumero: invoice.invoiceNumber,
    AsiakasKey: invoice.customerKey,
    KayttopaikkaKey: invoice.usagePlaceKey,
    Mittalaitenro: invoice.meterNumber,
    Rivit: rows.map((row) => ({
      TuotekomponenttiTunnus: row.componentCode,
      Maara: Number(row.quantity),
      MaaranYksikko: row.quantityUnit,
      YksikkohintaALV0: Number(row.unitPriceVat0),
      HintaYksikko: row.priceUnit,
      VeloitusALV0: Number(row.chargeVat0),
    })),
    LaskunSumma: Number(invoice.total),
    ALV: Object.fromEntries(
      vat.map((line): [string, VatBreakdown] => [
        vatRateKey(line.vatRate),
        { Veroton: Number(line.net), Vero: Number(line.vat), Yht: Number(line.total) },
      ]),
    ),
  };
}
