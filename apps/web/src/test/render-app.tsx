import type { PortalConfig } from '@energiaportaali/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';
import type { SessionUser } from '../lib/session';
import { buildConfig } from './factories';

/** A JSON answer as the server gives it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type FetchHandler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/**
 * Renders the whole app at `path` with a fake API: GET /api/configuration answers `config`
 * (or whatever `configuration` returns), other calls go to `api` (default: 404).
 */
export function renderApp({
  path = '/',
  config = buildConfig(),
  user = null,
  configuration = () => jsonResponse(config),
  api = () => jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404),
}: {
  path?: string;
  config?: PortalConfig;
  user?: SessionUser | null;
  configuration?: () => Response | Promise<Response>;
  api?: FetchHandler;
} = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    return url === '/api/configuration' ? configuration() : api(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(<App router={router} queryClient={queryClient} initialUser={user} />);
  return { router, fetchMock, events: userEvent.setup() };
}
