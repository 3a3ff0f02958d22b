import { z } from 'zod';
import { apiRequest } from './client';

/** Strong identification for registration (`reg`) or a password change (`cred`). */
export type IdentificationFlow = 'reg' | 'cred';

/** The identification broker's authorization URL; the server also sets the auth_state cookie. */
export function fetchIdentificationLink(flow: IdentificationFlow, state: string) {
  return apiRequest(`/api/auth/${flow}/vatu/link?state=${encodeURIComponent(state)}`, z.string());
}
