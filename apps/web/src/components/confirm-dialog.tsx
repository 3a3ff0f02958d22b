import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormAlert } from './form-alert';
import './entity-cards.css';

/**
 * A modal question before a destructive action: focus stays inside, Escape cancels, and it opens
 * on its harmless answer (the cancel button).
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** A failure to show inside the dialog, or null. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => dialog?.close();
  }, []);

  return (
    <dialog ref={dialogRef} className="confirm-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
      {error && <FormAlert>{error}</FormAlert>}
      <div className="confirm-dialog__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={onConfirm}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          onClick={onClose}
        >
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
