import { useQuery } from '@tanstack/react-query';
import { fetchContracts } from '../../api/contracts';
import { unwrap } from '../../api/client';

/** The consumer's contracts (GET /api/contracts): the usage places to search invoices for. */
export function useOwnContractsQuery() {
  return useQuery({
    queryKey: ['contracts', 'own'],
    queryFn: async ({ signal }) => unwrap(await fetchContracts(undefined, signal)),
  });
}
