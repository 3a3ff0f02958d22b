import { customerDataSchema } from '@energiaportaali/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from './client';

/**
 * GET /api/contracts: the customer's contracts with their metering points. Company and manager
 * views name the customer by business id.
 */
export function fetchContracts(companyId?: string, signal?: AbortSignal) {
  const query = companyId === undefined ? '' : `?companyid=${encodeURIComponent(companyId)}`;
  return apiRequest(`/api/contracts${query}`, customerDataSchema, { signal });
}

/** The one cache entry per customer that the dashboard, detail pages and forms all share. */
export function contractsQuery(companyId?: string) {
  return {
    queryKey: ['contracts', companyId ?? 'own'],
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await fetchContracts(companyId, signal)),
  };
}

/** The user's own contracts, or those of the named company or housing company. */
export function useContractsQuery(companyId?: string) {
  return useQuery(contractsQuery(companyId));
}
