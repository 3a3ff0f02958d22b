import type { Level } from '@energiaportaali/domain';
import { ApiRequestError } from '../../api/client';

/** The detail page's failures, one per text of the error catalogue (spec 01 §8). */
export type UsageErrorKind =
  'notFound' | 'finerNotAvailable' | 'unauthorized' | 'forbidden' | 'rangeTooLong' | 'other';

/**
 * What a failed usage load means. A 404 on quarter hours says the period has no finer data (the
 * page then goes back); 401 and 403 end the session (the API client logs out).
 */
export function usageErrorKind(error: unknown, level: Level): UsageErrorKind {
  const failure = error instanceof ApiRequestError ? error.failure : null;
  if (failure?.reason !== 'http') return 'other';
  switch (failure.status) {
    case 400:
      return 'rangeTooLong';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return level === 'quarterhour' ? 'finerNotAvailable' : 'notFound';
    default:
      return 'other';
  }
}
