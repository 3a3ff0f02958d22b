import { ApiRequestError, endsTheSession } from '../../api/client';
import { LoadFailure } from '../../components/load-failure';
import { useTexts, type Texts } from '../../texts';

type ListTexts = Texts['backOffice']['list'];

function loadErrorText(error: Error, texts: ListTexts): string {
  if (endsTheSession(error)) return texts.unauthorized;
  const failure = error instanceof ApiRequestError ? error.failure : null;
  if (failure?.reason === 'network') return texts.networkError;
  return texts.loadFailed;
}

/** Why a list or a request did not load, with a retry (only the message while logging out). */
export function BackOfficeLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const texts = useTexts().backOffice.list;
  return (
    <LoadFailure
      message={loadErrorText(error, texts)}
      loggingOut={endsTheSession(error)}
      onRetry={onRetry}
    />
  );
}

/**
 * A failed action as the operator reads it: the server's own Finnish message for a refusal
 * (409: the state changed meanwhile; 404, 403), otherwise a general text.
 */
export function actionErrorText(error: Error, texts: ListTexts): string {
  if (!(error instanceof ApiRequestError)) return texts.actionFailed;
  const { failure } = error;
  if (failure.reason === 'network') return texts.networkError;
  if (endsTheSession(error)) return texts.unauthorized;
  const message = failure.error?.message;
  return message && failure.status !== null && failure.status < 500 ? message : texts.actionFailed;
}
