import { customerDataSchema } from '@energiaportaali/domain';
import { apiRequest } from './client';

/**
 * GET /api/contracts: the customer's contracts with their metering points. Company and manager
 * views name the customer by business id.
 */
export function fetchContracts(companyId?: string, signal?: AbortSignal) {
  const query = companyId === undefined ? '' : `?companyid=${encodeURIComponent(companyId)}`;
  return apiRequest(`/api/contracts${query}`, customerDataSchema, { signal });
}
