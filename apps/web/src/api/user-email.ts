import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, unwrap } from './client';

/** The e-mail (username) of the strongly identified person's account; 404 when there is none. */
export function fetchUserEmail(token: string, signal?: AbortSignal) {
  return apiRequest('/api/user/email', z.string(), { token, signal });
}

/** Asked once per token: the answer does not change and the token may be consumed right after. */
export function useUserEmailQuery(token: string) {
  return useQuery({
    queryKey: ['user-email', token],
    queryFn: async ({ signal }) => unwrap(await fetchUserEmail(token, signal)),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
