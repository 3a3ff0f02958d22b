import {
  invitationInfoSchema,
  setNewPasswordAnswerSchema,
  type ManagerCompanyRegistrationRequest,
  type ManagerCompanyUserRequest,
  type SetNewPasswordRequest,
} from '@energiaportaali/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, unwrap } from './client';

// Every call here belongs to an anonymous invitation page: its refusals answer the link itself.

/** GET /api/invitations/{token}: whose account the link is for; 404 when unknown, used or expired. */
export function fetchInvitation(token: string, signal?: AbortSignal) {
  return apiRequest(`/api/invitations/${encodeURIComponent(token)}`, invitationInfoSchema, {
    signal,
    anonymous: true,
  });
}

/** Asked once per token: the answer does not change until the token is used up. */
export function useInvitationQuery(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: async ({ signal }) => unwrap(await fetchInvitation(token, signal)),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** PATCH /api/user/password/setNew: sets the invited person's password; answers the login path. */
export function setNewPassword(request: SetNewPasswordRequest) {
  return apiRequest('/api/user/password/setNew', setNewPasswordAnswerSchema, {
    method: 'PATCH',
    body: request,
    anonymous: true,
  });
}

/** POST /api/user/remcompany: checks the main user's details against the token (204), writes nothing. */
export function checkManagerCompanyUser(request: ManagerCompanyUserRequest) {
  return apiRequest('/api/user/remcompany', z.unknown(), {
    method: 'POST',
    body: request,
    anonymous: true,
  });
}

/** POST /api/remcompany: creates the office and its main user and uses the token up (201). */
export function registerManagerCompany(request: ManagerCompanyRegistrationRequest) {
  return apiRequest('/api/remcompany', z.unknown(), {
    method: 'POST',
    body: request,
    anonymous: true,
  });
}
