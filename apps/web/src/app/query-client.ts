import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api/client';

// A 4xx answer will not change on retry; network and server errors get one more try.
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiRequestError && error.failure.reason === 'http') {
    return error.failure.status >= 500 && failureCount < 1;
  }
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
