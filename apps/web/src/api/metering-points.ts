import { meteringPointSchema } from '@energiaportaali/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from './client';

/**
 * GET /api/meteringpoints/{mp}: the point's address and ids. Company and manager views name the
 * company or housing company they look through by business id.
 */
export function fetchMeteringPoint(mp: string, companyId?: string, signal?: AbortSignal) {
  const query = companyId === undefined ? '' : `?companyid=${encodeURIComponent(companyId)}`;
  return apiRequest(`/api/meteringpoints/${encodeURIComponent(mp)}${query}`, meteringPointSchema, {
    signal,
  });
}

export function useMeteringPointQuery(mp: string, companyId?: string) {
  return useQuery({
    queryKey: ['meteringpoint', mp, companyId ?? 'own'],
    queryFn: async ({ signal }) => unwrap(await fetchMeteringPoint(mp, companyId, signal)),
  });
}
