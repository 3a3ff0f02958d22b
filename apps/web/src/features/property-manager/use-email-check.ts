import { officeManagerRequestSchema } from '@energiaportaali/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emailHasAccount } from '../../api/user-exists';

const keyOf = (email: string) => email.trim().toLowerCase();
const isWellFormed = (email: string) =>
  officeManagerRequestSchema.shape.email.safeParse(email).success;

/**
 * Whether an address already has an account, asked when the e-mail field is left (spec 02 §5).
 * A check that fails tells nothing: the server refuses a taken address anyway (409), and
 * `markTaken` then remembers it.
 */
export function useEmailCheck() {
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const [checking, setChecking] = useState(false);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const markTaken = useCallback((email: string) => {
    setTaken((known) => new Set(known).add(keyOf(email)));
  }, []);

  const check = useCallback(
    (email: string) => {
      if (!isWellFormed(email)) return;
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
    [markTaken],
  );

  return { check, checking, isTaken: (email: string) => taken.has(keyOf(email)), markTaken };
}
