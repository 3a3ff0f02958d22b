import { z } from 'zod';
import type { Product } from './usage-api';

// Consumer invoices by product (spec 02 §2 'Laskut', §3 'Consumer invoice', §7, §9):
// GET /api/product_types and GET /api/invoices?productType&mp&year.

/** The products invoices are grouped by, in the order the product selector lists them. */
export const invoiceProductTypes = ['electricity', 'heat', 'fiber', 'water'] as const;
export type InvoiceProductType = (typeof invoiceProductTypes)[number];

/** The utility whose metering points a product's invoices belong to; fibre has none metered. */
export const utilityOfInvoiceProduct: Record<InvoiceProductType, Product | null> = {
  electricity: 'electricity',
  heat: 'districtheat',
  fiber: null,
  water: 'water',
};

/** The product of a metering point's utility (spec 02 §3 'Utility mapping'). */
export const invoiceProductOfUtility: Record<Product, InvoiceProductType> = {
  electricity: 'electricity',
  districtheat: 'heat',
  water: 'water',
};

/** The path word of /laskut/:type, after the product's Finnish title (Sähkö, Lämpö, …). */
export const invoiceProductPathSegments: Record<InvoiceProductType, string> = {
  electricity: 'sahko',
  heat: 'lampo',
  fiber: 'valokuitu',
  water: 'vesi',
};

/** The product a /laskut/:type path word names, or null for any other word. */
export function invoiceProductOfPathSegment(segment: string): InvoiceProductType | null {
  return invoiceProductTypes.find((type) => invoiceProductPathSegments[type] === segment) ?? null;
}

/** One entry of GET /api/product_types: the product and its Finnish title ('Sähkö'). */
export const productTypeSchema = z.object({
  type: z.enum(invoiceProductTypes),
  title: z.string(),
});
export type ProductType = z.infer<typeof productTypeSchema>;

/** GET /api/product_types: the products the consumer has invoices or contracts for, in selector order. */
export const productTypesAnswerSchema = z.array(productTypeSchema);

// ---------------------------------------------------------------- years

/** Heat invoices go back to 2015, the other products' to 2020 (spec 02 §9). */
export function firstInvoiceYear(productType: InvoiceProductType): number {
  return productType === 'heat' ? 2015 : 2020;
}

/** The years the year selector offers for a product: its first year to the current one, newest first. */
export function invoiceYears(productType: InvoiceProductType, currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear; year >= firstInvoiceYear(productType); year -= 1) years.push(year);
  return years;
}

/** Whether invoices of a product may be asked for this year. */
export function isInvoiceYearAllowed(
  productType: InvoiceProductType,
  year: number,
  currentYear: number,
): boolean {
  return year >= firstInvoiceYear(productType) && year <= currentYear;
}

// ---------------------------------------------------------------- invoices

/**
 * Query of GET /api/invoices. `mp` is the metering point's public identifier (checked by the
 * access module); `year` four digits, within `invoiceYears` of the product (else 400).
 */
export const consumerInvoicesQuerySchema = z
  .object({
    productType: z.enum(invoiceProductTypes),
    mp: z.string().regex(/^[0-9]{1,20}$/),
    year: z
      .string()
      .regex(/^[0-9]{4}$/)
      .transform(Number),
  })
  .strict();
export type ConsumerInvoicesQuery = z.input<typeof consumerInvoicesQuerySchema>;

const calendarDay = z.iso.date();

/** Rivit: one charge of an invoice, prices without VAT. */
export const consumerInvoiceRowSchema = z.object({
  TuotekomponenttiTunnus: z.string(),
  Maara: z.number(),
  MaaranYksikko: z.string(),
  YksikkohintaALV0: z.number(),
  /** The unit of YksikkohintaALV0, e.g. 'c/kWh' or '€/kk'. */
  HintaYksikko: z.string(),
  VeloitusALV0: z.number(),
});
export type ConsumerInvoiceRow = z.infer<typeof consumerInvoiceRowSchema>;

/** One VAT rate's share of an invoice, in euros. */
export const vatBreakdownSchema = z.object({
  Veroton: z.number(),
  Vero: z.number(),
  Yht: z.number(),
});
export type VatBreakdown = z.infer<typeof vatBreakdownSchema>;

/** A consumer invoice with the field names of the billing system (spec 02 §3). */
export const consumerInvoiceSchema = z.object({
  LaskutusjaksoAlkuPvm: calendarDay,
  LaskutusjaksoLoppuPvm: calendarDay,
  Laskunumero: z.string(),
  /** Customer number in the billing system. */
  AsiakasKey: z.string(),
  /** The metering point's identifier. */
  KayttopaikkaKey: z.string(),
  /** Meter number; null when the invoice names no meter. */
  Mittalaitenro: z.string().nullable(),
  Rivit: z.array(consumerInvoiceRowSchema),
  /** The invoice total with VAT, in euros. */
  LaskunSumma: z.number(),
  /** VAT rate in per cent as a decimal string ('24', '25.5') → its breakdown. */
  ALV: z.record(z.string().regex(/^[0-9]+(\.[0-9]+)?$/), vatBreakdownSchema),
});
export type ConsumerInvoice = z.infer<typeof consumerInvoiceSchema>;

/** GET /api/invoices: the billing periods overlapping the year, newest first. */
export const consumerInvoicesAnswerSchema = z.array(consumerInvoiceSchema);

/** A VAT rate as the ALV map's key: '24', '25.5' (no trailing zeros). */
export function vatRateKey(rate: number | string): string {
  return String(Number(rate));
}
