import { useTexts } from '../texts';
import { FormAlert } from './form-alert';

/**
 * Why something did not load, with 'Yritä uudestaan'; while the session ends (401/403: the session
 * provider logs out and goes home) only the message shows.
 */
export function LoadFailure({
  message,
  loggingOut = false,
  onRetry,
}: {
  message: string;
  loggingOut?: boolean;
  onRetry: () => void;
}) {
  const texts = useTexts();
  return (
    <div className="load-failure">
      <FormAlert>{message}</FormAlert>
      {loggingOut ? null : (
        <button type="button" className="button button--primary" onClick={onRetry}>
          {texts.common.retry}
        </button>
      )}
    </div>
  );
}
