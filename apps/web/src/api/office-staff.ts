import {
  managerListSchema,
  managerRecordSchema,
  type ManagerRecord,
  type OfficeManagerRequest,
} from '@energiaportaali/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, unwrap } from './client';

const managersKey = ['office-managers'] as const;

/** GET /api/user/myRemUsers: the office's managers with their housing companies. */
export function useOfficeManagersQuery() {
  return useQuery({
    queryKey: managersKey,
    queryFn: async ({ signal }) =>
      unwrap(await apiRequest('/api/user/myRemUsers', managerListSchema, { signal })),
  });
}

/** DELETE /api/user/{email}; afterwards the managers and the housing-company lists are re-read. */
export function useRemoveManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) =>
      unwrap(
        await apiRequest(`/api/user/${encodeURIComponent(email)}`, z.unknown(), {
          method: 'DELETE',
        }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: managersKey });
      await queryClient.invalidateQueries({ queryKey: ['user-details'] });
    },
  });
}

/**
 * POST /api/user/remUser: the super user adds a manager to the office (the server e-mails the
 * invitation); afterwards the managers are re-read. Answers the new manager's name and e-mail.
 */
export function useAddManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: OfficeManagerRequest) =>
      unwrap(
        await apiRequest('/api/user/remUser', managerRecordSchema.shape.remUser, {
          method: 'POST',
          body: request,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managersKey }),
  });
}

/**
 * PUT /api/user/remUser/{email}/housingCompanies: the office's housing companies this manager
 * handles (customer ids). The answer replaces the manager in the cached list at once.
 */
export function useAssignHousingCompanies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, customerIds }: { email: string; customerIds: number[] }) =>
      unwrap(
        await apiRequest(
          `/api/user/remUser/${encodeURIComponent(email)}/housingCompanies`,
          managerRecordSchema,
          { method: 'PUT', body: { customerIds } },
        ),
      ),
    onSuccess: async (updated) => {
      queryClient.setQueryData<ManagerRecord[]>(managersKey, (managers) =>
        managers?.map((manager) =>
          manager.remUser.email === updated.remUser.email ? updated : manager,
        ),
      );
      await queryClient.invalidateQueries({ queryKey: managersKey });
    },
  });
}
