import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { ApiRequestError, apiRequest } from '../../api/client';

/**
 * HEAD /api/user/exists?email= asked with the registration link as the bearer token: whether
 * the invited address already has an account (200 yes, 404 no). Throws for any other answer.
 */
export async function invitedEmailHasAccount(
  token: string,
  email: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const result = await apiRequest(
    `/api/user/exists?${new URLSearchParams({ email }).toString()}`,
    z.unknown(),
    { method: 'HEAD', token, signal, anonymous: true },
  );
  if (result.ok) return true;
  if (result.reason === 'http' && result.status === 404) return false;
  throw new ApiRequestError(result);
}

/**
 * Whether the invited address is taken, asked when its field is left (spec 02 §5), once. A check
 * that fails tells nothing: the registration's own check still refuses a taken address.
 */
export function useInvitedEmailCheck(token: string, email: string) {
  const [taken, setTaken] = useState(false);
  const [checking, setChecking] = useState(false);
  const asked = useRef<AbortController | null>(null);

  useEffect(() => () => asked.current?.abort(), []);

  const check = useCallback(() => {
    if (asked.current) return;
    const controller = new AbortController();
    asked.current = controller;
    setChecking(true);
    invitedEmailHasAccount(token, email, controller.signal)
      .then(setTaken)
      .catch(() => undefined)
      .finally(() => setChecking(false));
  }, [token, email]);

  return { check, checking, taken };
}
