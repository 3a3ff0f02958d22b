import { ApiRequestError, endsTheSession } from '../../api/client';
import { LoadFailure } from '../../components/load-failure';
import { useTexts, type Texts } from '../../texts';

function errorText(error: Error, texts: Texts['contracts']): string {
  if (endsTheSession(error)) return texts.unauthorized;
  const failure = error instanceof ApiRequestError ? error.failure : null;
  if (failure?.reason === 'network') return texts.networkError;
  return texts.loadFailed;
}

/**
 * Why the customer data did not load, with a retry; a 401 or 403 only says that the session
 * ends (the session provider logs out and goes home).
 */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const texts = useTexts();
  return (
    <LoadFailure
      message={errorText(error, texts.contracts)}
      loggingOut={endsTheSession(error)}
      onRetry={onRetry}
    />
  );
}
