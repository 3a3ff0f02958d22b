import { isValidEmail } from '@energiaportaali/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
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

const keyOf = (email: string) => email.trim().toLowerCase();

/**
 * Whether an address already has an account, asked when the e-mail field is left (spec 02 §5).
 * `unchanged` is the address being edited: the person's own, so it is never asked about. A check
 * that fails tells nothing: the server refuses a taken address anyway (409), and `markTaken`
 * then remembers it.
 */
export function useEmailCheck(unchanged: string | null = null) {
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const [checking, setChecking] = useState(false);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const markTaken = useCallback((email: string) => {
    setTaken((known) => new Set(known).add(keyOf(email)));
  }, []);

  const check = useCallback(
    (email: string) => {
      if (!isValidEmail(email.trim())) return;
      if (unchanged !== null && keyOf(email) === keyOf(unchanged)) return;
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      setChecking(true);
      emailHasAccount(email.trim(), controller.signal)
        .then((exists) => exists && markTaken(email))
        .catch(() => undefined)
        .finally(() => {
          if (pending.current === controller) setChecking(false);
        });
    },
    [unchanged, markTaken],
  );

  return { check, checking, isTaken: (email: string) => taken.has(keyOf(email)), markTaken };
}
