import { z } from 'zod';
import { apiRequest } from './client';

/** Ends the server session (the XHR variant of /oauth/logout). */
export function logout() {
  return apiRequest('/api/oauth/logout', z.unknown());
}
