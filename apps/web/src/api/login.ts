import type { LoginType } from '@energiaportaali/domain';
import { z } from 'zod';
import { apiRequest } from './client';

const noContent = z.null();

/** Starts the login: the server answers with a redirect to the login server. */
export function loginStartHref(type: LoginType): string {
  return `/api/auth/login?type=${type}`;
}

/** Hands the login server's answer (`location.search`) to the server, which opens the session. */
export function completeLogin(type: LoginType, search: string) {
  return apiRequest('/api/auth/callback', noContent, { method: 'POST', body: { type, search } });
}
