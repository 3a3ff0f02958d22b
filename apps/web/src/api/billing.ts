import {
  companyInvoicesAnswerSchema,
  invoicePdfAnswerSchema,
  postponementDateParam,
  billingInvoiceSchema,
  billingInvoicesAnswerSchema,
  type BillingInvoice,
  type BillingInvoicesAnswer,
} from '@energiaportaali/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from './client';

export const billingInvoicesQueryKey = ['ropo', 'invoices'] as const;

/** GET /api/ropo/invoices: the consumer's invoices and billing parameters. */
export function fetchBillingInvoices(signal?: AbortSignal) {
  return apiRequest('/api/ropo/invoices', billingInvoicesAnswerSchema, { signal });
}

export function useBillingInvoicesQuery() {
  return useQuery({
    queryKey: billingInvoicesQueryKey,
    queryFn: async ({ signal }) => unwrap(await fetchBillingInvoices(signal)),
  });
}

/** GET /api/ropo/companyInvoices: the invoices of the user's companies, and those companies. */
export function fetchCompanyInvoices(signal?: AbortSignal) {
  return apiRequest('/api/ropo/companyInvoices', companyInvoicesAnswerSchema, { signal });
}

export function useCompanyInvoicesQuery() {
  return useQuery({
    queryKey: ['ropo', 'companyInvoices'],
    queryFn: async ({ signal }) => unwrap(await fetchCompanyInvoices(signal)),
  });
}

/** GET /api/ropo/pdf/{invoiceNumber}: the invoice PDF as base64 text. */
export function fetchInvoicePdf(invoiceNumber: string) {
  return apiRequest(`/api/ropo/pdf/${encodeURIComponent(invoiceNumber)}`, invoicePdfAnswerSchema);
}

export interface Postponement {
  invoiceId: number;
  /** The new due date, a calendar day 'YYYY-MM-DD'. */
  day: string;
  timeZone: string;
}

/** PATCH /api/ropo/postponeInvoiceDuedate/{invoiceId}/{newDate}, the date as an ISO timestamp. */
export function postponeInvoiceDueDate({ invoiceId, day, timeZone }: Postponement) {
  const newDate = encodeURIComponent(postponementDateParam(day, timeZone));
  return apiRequest(
    `/api/ropo/postponeInvoiceDuedate/${invoiceId}/${newDate}`,
    billingInvoiceSchema,
    {
      method: 'PATCH',
    },
  );
}

function withInvoice(
  answer: BillingInvoicesAnswer,
  invoice: BillingInvoice,
): BillingInvoicesAnswer {
  return {
    ...answer,
    invoices: answer.invoices.map((current) => (current.id === invoice.id ? invoice : current)),
  };
}

/**
 * Postpones a due date; the mutation's data is the call's result value. A success puts the
 * answered invoice in the table; a 409 reloads the table, whose data was out of date.
 */
export function usePostponeInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postponeInvoiceDueDate,
    onSuccess: (result) => {
      if (result.ok) {
        queryClient.setQueryData<BillingInvoicesAnswer>(billingInvoicesQueryKey, (answer) =>
          answer ? withInvoice(answer, result.data) : answer,
        );
      } else if (result.status === 409) {
        void queryClient.invalidateQueries({ queryKey: billingInvoicesQueryKey });
      }
    },
  });
}
