import { companyPersonsSchema } from '@energiaportaali/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from './client';

/** GET /api/business/companyUsers: the persons of the company manager's companies. */
export function useCompanyPersonsQuery() {
  return useQuery({
    queryKey: ['company-persons'],
    queryFn: async ({ signal }) =>
      unwrap(await apiRequest('/api/business/companyUsers', companyPersonsSchema, { signal })),
  });
}
