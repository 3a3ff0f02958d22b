import { companyPersonCreateSchema } from '@energiaportaali/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emailHasAccount } from '../../api/user-exists';

const normalised = (email: string) => email.trim().toLowerCase();
const isWellFormed = (email: string) =>
  companyPersonCreateSchema.shape.email.safeParse(email).success;

/**
 * Whether an e-mail address already has an account (spec 02 §5: checked when the field is left).
 * `unchanged` is the address being edited: it is the person's own, so it is never asked about.
 * A check that fails says nothing; the server refuses a taken address anyway (409).
 */
export function useEmailAvailability(unchanged: string | null) {
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const markTaken = useCallback((email: string) => {
    setTaken((known) => new Set(known).add(normalised(email)));
  }, []);

  const check = useCallback(
    (email: string) => {
      const key = normalised(email);
      if (!isWellFormed(email) || (unchanged !== null && key === normalised(unchanged))) return;
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      emailHasAccount(email.trim(), controller.signal)
        .then((exists) => {
          if (exists) markTaken(email);
        })
        .catch(() => undefined);
    },
    [unchanged, markTaken],
  );

  const isTaken = (email: string) => taken.has(normalised(email));

  return { check, isTaken, markTaken };
}
