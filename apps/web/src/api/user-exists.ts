import { z } from 'zod';
import { ApiRequestError, apiRequest } from './client';

/**
 * HEAD /api/user/exists?email=: whether an account already has this address (200 yes, 404 no).
 * Only companyManager and remCompany may ask. Throws `ApiRequestError` for any other answer, so
 * a caller can tell "unknown" from "free".
 */
export async function emailHasAccount(email: string, signal?: AbortSignal): Promise<boolean> {
  const result = await apiRequest(
    `/api/user/exists?${new URLSearchParams({ email: email.trim() }).toString()}`,
    z.unknown(),
    { method: 'HEAD', signal },
  );
  if (result.ok) return true;
  if (result.reason === 'http' && result.status === 404) return false;
  throw new ApiRequestError(result);
}
