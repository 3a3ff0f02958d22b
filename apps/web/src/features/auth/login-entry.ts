import { loginEntrySchema } from '@energiaportaali/domain';
import { apiRequest } from '../../api/client';

/**
 * GET /api/auth/entry: where the logged-in account does log in. Asked only after a login whose
 * password was accepted found no details for its entry.
 */
export function fetchLoginEntry() {
  return apiRequest('/api/auth/entry', loginEntrySchema, { anonymous: true });
}
