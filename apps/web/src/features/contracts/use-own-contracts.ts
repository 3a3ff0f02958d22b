import { useQuery } from '@tanstack/react-query';
import { fetchContracts } from '../../api/contracts';
import { unwrap } from '../../api/client';

/** The consumer's own customer data and contracts (GET /api/contracts). */
export function useOwnContractsQuery() {
  return useQuery({
    queryKey: ['contracts', 'own'],
    queryFn: async ({ signal }) => unwrap(await fetchContracts(undefined, signal)),
  });
}
