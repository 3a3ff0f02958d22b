import { managerListSchema } from '@energiaportaali/domain';
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
