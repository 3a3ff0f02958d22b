import {
  companyPersonsSchema,
  type CompanyPersonCreateRequest,
  type CompanyPersonDeleteRequest,
  type CompanyPersonUpdateRequest,
} from '@energiaportaali/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, unwrap, type HttpMethod } from './client';

const personsKey = ['company-persons'] as const;
const personPath = '/api/business/companyUser';

/** GET /api/business/companyUsers: the persons of the company manager's companies. */
export function useCompanyPersonsQuery() {
  return useQuery({
    queryKey: personsKey,
    queryFn: async ({ signal }) =>
      unwrap(await apiRequest('/api/business/companyUsers', companyPersonsSchema, { signal })),
  });
}

/** One change to /api/business/companyUser; afterwards the persons are read again. */
function usePersonChange<Body>(method: HttpMethod) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) =>
      unwrap(await apiRequest(personPath, z.unknown(), { method, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personsKey }),
  });
}

/** POST /api/business/companyUser: a new person, who gets an invitation by e-mail. */
export function useAddCompanyPerson() {
  return usePersonChange<CompanyPersonCreateRequest>('POST');
}

/** PATCH /api/business/companyUser: `oldEmail` names the person, the rest is the new state. */
export function useUpdateCompanyPerson() {
  return usePersonChange<CompanyPersonUpdateRequest>('PATCH');
}

/** DELETE /api/business/companyUser with the person's e-mail in the body. */
export function useDeleteCompanyPerson() {
  return usePersonChange<CompanyPersonDeleteRequest>('DELETE');
}
