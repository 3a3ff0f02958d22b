import { postponementMessageMs } from '@energiaportaali/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What a row says after a postponement: success for a while, a failure until the next try. */
export type RowMessage = { kind: 'success' } | { kind: 'failure'; detail: string | null };

type Messages = ReadonlyMap<number, RowMessage>;

function withMessage(messages: Messages, invoiceId: number, message: RowMessage | null): Messages {
  const next = new Map(messages);
  if (message) next.set(invoiceId, message);
  else next.delete(invoiceId);
  return next;
}

/** Messages by invoice id; a success clears itself after `postponementMessageMs`. */
export function useRowMessages() {
  const [messages, setMessages] = useState<Messages>(new Map());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const set = useCallback((invoiceId: number, message: RowMessage | null) => {
    clearTimeout(timers.current.get(invoiceId));
    timers.current.delete(invoiceId);
    setMessages((current) => withMessage(current, invoiceId, message));
    if (message?.kind !== 'success') return;
    const timer = setTimeout(() => {
      timers.current.delete(invoiceId);
      setMessages((current) => withMessage(current, invoiceId, null));
    }, postponementMessageMs);
    timers.current.set(invoiceId, timer);
  }, []);

  return { messages, set };
}
