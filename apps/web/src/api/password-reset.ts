import {
  passwordResetInfoSchema,
  passwordResetSavedSchema,
  type PasswordResetRequest,
  type PasswordResetSave,
} from '@energiaportaali/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, unwrap } from './client';

// The request and link pages are anonymous: their refusals answer the page itself.

/** POST /api/password-reset: 202 for any address (decision 0044). */
export function requestPasswordReset(request: PasswordResetRequest) {
  return apiRequest('/api/password-reset', z.unknown(), {
    method: 'POST',
    body: request,
    anonymous: true,
  });
}

/** GET /api/password-reset/{token}: whose password the link changes; 404 when it does not work. */
export function fetchPasswordResetLink(token: string, signal?: AbortSignal) {
  return apiRequest(`/api/password-reset/${encodeURIComponent(token)}`, passwordResetInfoSchema, {
    signal,
    anonymous: true,
  });
}

/** Asked once per token: the answer does not change until the token is used up. */
export function usePasswordResetLinkQuery(token: string) {
  return useQuery({
    queryKey: ['password-reset', token],
    queryFn: async ({ signal }) => unwrap(await fetchPasswordResetLink(token, signal)),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** PUT /api/password-reset/{token}: sets the password and uses the link up; gives the login path. */
export function savePasswordReset(token: string, form: PasswordResetSave) {
  return apiRequest(`/api/password-reset/${encodeURIComponent(token)}`, passwordResetSavedSchema, {
    method: 'PUT',
    body: form,
    anonymous: true,
  });
}

/** POST /api/backoffice/users/{id}/password-reset: customer service mails the account a link. */
export function useSendPasswordResetLink() {
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(
        await apiRequest(
          `/api/backoffice/users/${encodeURIComponent(id)}/password-reset`,
          z.unknown(),
          { method: 'POST' },
        ),
      ),
  });
}
