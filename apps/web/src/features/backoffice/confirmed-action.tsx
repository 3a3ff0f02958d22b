import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useTexts } from '../../texts';
import { actionErrorText } from './load-error';

/** An action waiting for the operator's yes: what the dialog asks and what a yes does. */
export interface PendingAction {
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel: string;
  /** Runs the action; resolves to the success banner's text. */
  run: () => Promise<string>;
}

/**
 * Asks before an action on a row (lock, resend, revoke …); afterwards the banner says what was
 * done, and a refusal stays in the dialog in the server's words.
 */
export function useConfirmedAction() {
  const texts = useTexts().backOffice.list;
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [banner, setBanner] = useState('');

  function ask(action: PendingAction) {
    setError(null);
    setPending(action);
  }

  async function handleConfirm() {
    if (!pending) return;
    setBusy(true);
    try {
      const message = await pending.run();
      setPending(null);
      setBanner(message);
    } catch (caught) {
      setError(actionErrorText(caught instanceof Error ? caught : new Error(), texts));
    } finally {
      setBusy(false);
    }
  }

  const dialog: ReactNode = pending && (
    <ConfirmDialog
      title={pending.title}
      confirmLabel={pending.confirmLabel}
      busyLabel={pending.busyLabel}
      cancelLabel={texts.cancel}
      busy={busy}
      error={error}
      onConfirm={() => void handleConfirm()}
      onClose={() => setPending(null)}
    >
      <p>{pending.body}</p>
    </ConfirmDialog>
  );

  return { ask, dialog, banner, setBanner };
}

/** The success message of the latest action, announced politely. */
export function Banner({ message }: { message: string }) {
  return (
    <p className="dashboard-banner" role="status">
      {message}
    </p>
  );
}
