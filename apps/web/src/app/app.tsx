import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { SessionUser } from '../lib/session';
import { ConfigurationGate } from './configuration-gate';
import { AppProviders } from './providers';

/** The whole SPA: providers, the configuration gate and the router (browser or memory). */
export function App({
  router,
  queryClient,
  initialUser,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  initialUser?: SessionUser | null;
}) {
  return (
    <AppProviders queryClient={queryClient} initialUser={initialUser}>
      <ConfigurationGate>
        <RouterProvider router={router} />
      </ConfigurationGate>
    </AppProviders>
  );
}
