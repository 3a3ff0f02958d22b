import { productTypesAnswerSchema } from '@energiaportaali/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from './client';

/** GET /api/product_types: the products the consumer has invoices or contracts for. */
export function fetchProductTypes(signal?: AbortSignal) {
  return apiRequest('/api/product_types', productTypesAnswerSchema, { signal });
}

/** The consumer's products; the list changes rarely, so it is kept for the visit. */
export function useProductTypesQuery() {
  return useQuery({
    queryKey: ['product-types'],
    queryFn: async ({ signal }) => unwrap(await fetchProductTypes(signal)),
    staleTime: Infinity,
  });
}
