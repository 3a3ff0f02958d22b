import {
  approveAnswerSchema,
  registrationDetailSchema,
  registrationPageSchema,
  registrationRequestSchema,
  type RejectRegistration,
} from '@energiaportaali/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from './client';
import { backOfficeKey, queryString, type ListParams } from './backoffice-query';

const registrationsKey = [...backOfficeKey, 'registrations'] as const;
const base = '/api/backoffice/registrations';

/** GET /api/backoffice/registrations: a page of registration requests. */
export function useRegistrationsQuery(params: ListParams) {
  return useQuery({
    queryKey: [...registrationsKey, 'list', params],
    queryFn: async ({ signal }) =>
      unwrap(await apiRequest(`${base}${queryString(params)}`, registrationPageSchema, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/backoffice/registrations/:id: the request with the registers' checks. */
export function useRegistrationQuery(id: string) {
  return useQuery({
    queryKey: [...registrationsKey, 'detail', id],
    queryFn: async ({ signal }) =>
      unwrap(
        await apiRequest(`${base}/${encodeURIComponent(id)}`, registrationDetailSchema, {
          signal,
        }),
      ),
  });
}

/** POST …/:id/approve: the applicant gets an account and an invitation. */
export function useApproveRegistration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await apiRequest(`${base}/${encodeURIComponent(id)}/approve`, approveAnswerSchema, {
          method: 'POST',
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeKey }),
  });
}

/** POST …/:id/reject with the reason the applicant is e-mailed. */
export function useRejectRegistration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RejectRegistration) =>
      unwrap(
        await apiRequest(`${base}/${encodeURIComponent(id)}/reject`, registrationRequestSchema, {
          method: 'POST',
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeKey }),
  });
}
