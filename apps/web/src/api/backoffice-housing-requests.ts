import {
  housingRequestPageSchema,
  housingRequestSchema,
  type RejectRegistration,
} from '@energiaportaali/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from './client';
import { backOfficeKey, queryString, type ListParams } from './backoffice-query';

const base = '/api/backoffice/housing-requests';

/** GET /api/backoffice/housing-requests: a page of the managers' housing-company requests. */
export function useHousingRequestsQuery(params: ListParams) {
  return useQuery({
    queryKey: [...backOfficeKey, 'housing-requests', params],
    queryFn: async ({ signal }) =>
      unwrap(
        await apiRequest(`${base}${queryString(params)}`, housingRequestPageSchema, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST …/:id/approve: the housing company joins the office; the manager is e-mailed. */
export function useApproveHousingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await apiRequest(`${base}/${id}/approve`, housingRequestSchema, { method: 'POST' })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeKey }),
  });
}

/** POST …/:id/reject with the reason the manager is e-mailed. */
export function useRejectHousingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: RejectRegistration }) =>
      unwrap(
        await apiRequest(`${base}/${id}/reject`, housingRequestSchema, { method: 'POST', body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeKey }),
  });
}
