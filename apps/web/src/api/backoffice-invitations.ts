import {
  invitationIdAnswerSchema,
  invitationPageSchema,
  type NewInvitation,
} from '@energiaportaali/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, unwrap } from './client';
import { backOfficeKey, queryString, type ListParams } from './backoffice-query';

const base = '/api/backoffice/invitations';

/** GET /api/backoffice/invitations: a page of invitations (never their tokens). */
export function useInvitationsQuery(params: ListParams) {
  return useQuery({
    queryKey: [...backOfficeKey, 'invitations', params],
    queryFn: async ({ signal }) =>
      unwrap(await apiRequest(`${base}${queryString(params)}`, invitationPageSchema, { signal })),
    placeholderData: keepPreviousData,
  });
}

function useInvitationChange<Input>(request: (input: Input) => ReturnType<typeof apiRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => unwrap(await request(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeKey }),
  });
}

/** POST /api/backoffice/invitations: a manager company or a person of an existing company. */
export function useCreateInvitation() {
  return useInvitationChange((body: NewInvitation) =>
    apiRequest(base, invitationIdAnswerSchema, { method: 'POST', body }),
  );
}

/** POST …/:id/resend: a new link; the old one stops working. */
export function useResendInvitation() {
  return useInvitationChange((id: string) =>
    apiRequest(`${base}/${encodeURIComponent(id)}/resend`, invitationIdAnswerSchema, {
      method: 'POST',
    }),
  );
}

/** DELETE …/:id: the invitation is revoked (204). */
export function useRevokeInvitation() {
  return useInvitationChange((id: string) =>
    apiRequest(`${base}/${encodeURIComponent(id)}`, z.null(), { method: 'DELETE' }),
  );
}
