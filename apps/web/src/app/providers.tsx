import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider, type SessionUser } from '../lib/session';

export function AppProviders({
  queryClient,
  initialUser,
  children,
}: {
  queryClient: QueryClient;
  initialUser?: SessionUser | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider initialUser={initialUser}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
