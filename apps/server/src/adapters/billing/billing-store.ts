import type { CompanyParam, BillingInvoice } from '@energiaportaali/domain';
import type { AuditEntry } from '../../db/audit';

/**
 * A customer whose invoices the user may see. The access module decides which; a store only
 * looks up what it is given.
 */
export interface BillingCustomer {
  /** The portal's own customer id (the embedded store's key). */
  id: number;
  /** The billing system's customer numbers (an external billing service's key). */
  customerNumbers: readonly string[];
}

/** Invoices of some customers, latest due date first, with those customers' billing parameters. */
export interface CustomerInvoices {
  invoices: BillingInvoice[];
  companyParams: CompanyParam[];
}

/** A postponement the rule allowed: the new due date and the audit row that records it. */
export interface PostponementDecision {
  dueDate: string;
  audit: AuditEntry;
}

/**
 * Decides a postponement from the invoice and its customers' billing parameters as the billing
 * system holds them at that moment; throws to refuse.
 */
export type DecidePostponement = (
  invoice: BillingInvoice,
  companyParams: readonly CompanyParam[],
) => PostponementDecision;

/**
 * The billing system (billing-system invoices): the embedded store reads the portal's own tables,
 * the HTTP store asks an external billing service (README 'Billing service').
 */
export interface BillingStore {
  /** The customers' invoices, latest due date first, and their billing parameters. */
  invoicesOf(customers: readonly BillingCustomer[]): Promise<CustomerInvoices>;
  /** The invoice with this number if it belongs to one of these customers. */
  invoiceOf(
    customers: readonly BillingCustomer[],
    invoiceNumber: string,
  ): Promise<BillingInvoice | null>;
  /** The invoice's PDF, or null when the store has no such invoice. */
  invoicePdf(invoiceNumber: string): Promise<Buffer | null>;
  /**
   * Moves the due date of one of these customers' invoices as `decide` says, and writes the
   * decision's audit row; null when the invoice is not theirs (or does not exist).
   */
  postpone(
    customers: readonly BillingCustomer[],
    invoiceId: number,
    decide: DecidePostponement,
  ): Promise<BillingInvoice | null>;
}
