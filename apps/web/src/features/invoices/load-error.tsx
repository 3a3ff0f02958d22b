import { FormAlert } from '../../components/form-alert';
import { useTexts } from '../../texts';

/** A failure's message, with a retry unless the session is ending. */
export function LoadError({
  message,
  loggingOut,
  onRetry,
}: {
  message: string;
  loggingOut: boolean;
  onRetry: () => void;
}) {
  const texts = useTexts();
  return (
    <div className="invoices__error">
      <FormAlert>{message}</FormAlert>
      {loggingOut ? null : (
        <button type="button" className="button button--primary" onClick={onRetry}>
          {texts.common.retry}
        </button>
      )}
    </div>
  );
}
