import {
  backOfficeUserSchema,
  endedSessionsSchema,
  invitationIdAnswerSchema,
  userPageSchema,
} from '@energiaportaali/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap, type ResponseSchema } from './client';
import { backOfficeKey, queryString, type ListParams } from './backoffice-query';

const usersKey = [...backOfficeKey, 'users'] as const;

/** GET /api/backoffice/users?q=: users by name, e-mail, business id or metering point. */
export function useUsersQuery(params: ListParams) {
  return useQuery({
    queryKey: [...usersKey, params],
    queryFn: async ({ signal }) =>
      unwrap(
        await apiRequest(`/api/backoffice/users${queryString(params)}`, userPageSchema, {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

function useUserAction<T>(action: string, schema: ResponseSchema<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(
        await apiRequest(`/api/backoffice/users/${encodeURIComponent(id)}/${action}`, schema, {
          method: 'POST',
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

/** POST …/:id/lock: the user cannot log in, and their sessions end at once. */
export const useLockUser = () => useUserAction('lock', backOfficeUserSchema);
/** POST …/:id/unlock */
export const useUnlockUser = () => useUserAction('unlock', backOfficeUserSchema);
/** POST …/:id/sessions/end → how many sessions ended. */
export const useEndSessions = () => useUserAction('sessions/end', endedSessionsSchema);
/** POST …/:id/invitation: a new set-password link (only while no password is set). */
export const useInviteUser = () => useUserAction('invitation', invitationIdAnswerSchema);
