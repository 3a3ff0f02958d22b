/**
 * The billing system's documents. The embedded store renders them from the portal's own
 * invoice tables; an external billing service (Ropo's API) would be another implementation.
 */
export interface BillingStore {
  /** The invoice's PDF, or null when the store has no such invoice. */
  invoicePdf(invoiceNumber: string): Promise<Buffer | null>;
}
