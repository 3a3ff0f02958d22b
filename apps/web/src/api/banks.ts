import { useQuery } from '@tanstack/react-query';
import { bankListSchema } from '@energiaportaali/domain';
import { apiRequest, unwrap } from './client';
import type { IdentificationFlow } from './identification-link';

export type { Bank } from '@energiaportaali/domain';

export function fetchBanks(flow: IdentificationFlow, signal?: AbortSignal) {
  return apiRequest(`/api/auth/${flow}/tupas/banks`, bankListSchema, { signal });
}

/** The bank list; never reused, because each entry's stamp is single-use. */
export function useBanksQuery(flow: IdentificationFlow) {
  return useQuery({
    queryKey: ['banks', flow],
    queryFn: async ({ signal }) => unwrap(await fetchBanks(flow, signal)),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
