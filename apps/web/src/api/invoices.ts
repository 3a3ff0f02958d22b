import { consumerInvoicesAnswerSchema, type ConsumerInvoicesQuery } from '@energiaportaali/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from './client';

/** GET /api/invoices?productType&mp&year: one metering point's invoices of a product and year. */
export function fetchConsumerInvoices(query: ConsumerInvoicesQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    productType: query.productType,
    mp: query.mp,
    year: query.year,
  });
  return apiRequest(`/api/invoices?${params}`, consumerInvoicesAnswerSchema, { signal });
}

/** The invoices of a query; null waits (nothing chosen yet, or a product without invoices). */
export function useConsumerInvoicesQuery(query: ConsumerInvoicesQuery | null) {
  return useQuery({
    queryKey: ['invoices', query],
    queryFn: query
      ? async ({ signal }) => unwrap(await fetchConsumerInvoices(query, signal))
      : skipToken,
  });
}
