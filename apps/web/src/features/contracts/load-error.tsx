import { ApiRequestError } from '../../api/client';
import { LoadFailure } from '../../components/load-failure';
import { useTexts, type Texts } from '../../texts';

function errorText(error: Error, texts: Texts['contracts']): string {
  const failure = error instanceof ApiRequestError ? error.failure : null;
  if (failure?.status === 401 || failure?.status === 403) return texts.unauthorized;
  if (failure?.reason === 'network') return texts.networkError;
  return texts.loadFailed;
}

/**
 * Why the customer data did not load, with a retry; a 401 or 403 only says that the session
 * ends (the session provider logs out and goes home).
 */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const texts = useTexts();
  const failure = error instanceof ApiRequestError ? error.failure : null;
  const loggingOut = failure?.status === 401 || failure?.status === 403;
  return (
    <LoadFailure
      message={errorText(error, texts.contracts)}
      loggingOut={loggingOut}
      onRetry={onRetry}
    />
  );
}
