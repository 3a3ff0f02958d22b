import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { SessionUser } from '../lib/session';
import { ConfigurationGate } from './configuration-gate';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/** The whole SPA: providers, the configuration gate and the routes in a router (browser or memory). */
export function App({
  Router,
  queryClient,
  initialUser,
}: {
  Router: ComponentType<{ children: ReactNode }>;
  queryClient: QueryClient;
  initialUser?: SessionUser | null;
}) {
  return (
    <AppProviders queryClient={queryClient} initialUser={initialUser}>
      <ConfigurationGate>
        <Router>
          <AppRoutes />
        </Router>
      </ConfigurationGate>
    </AppProviders>
  );
}
