import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Language } from '@energiaportaali/domain';
import { SessionProvider, type SessionUser } from '../lib/session';
import { LanguageProvider } from '../texts';

export function AppProviders({
  queryClient,
  initialUser,
  initialLanguage,
  children,
}: {
  queryClient: QueryClient;
  initialUser?: SessionUser | null;
  /** Undefined: the language of the page the server sent. */
  initialLanguage?: Language;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initialLanguage={initialLanguage}>
        <SessionProvider initialUser={initialUser}>{children}</SessionProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
