import type { PortalConfig } from '@energiaportaali/domain';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigationType,
  type To,
} from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import type { SessionUser } from '../lib/session';
import { buildConfig } from './factories';

/** A JSON answer as the server gives it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Where the app's router is, and a way to move it as the browser's buttons would. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: (to: To | number) => void;
}

/**
 * A memory router starting at `path`, and the `TestRouter` that follows it (set on each move,
 * once the app has drawn the new location).
 */
export function memoryRouter(path: string) {
  const router: TestRouter = {
    state: {
      location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
      historyAction: 'POP' as NavigationType,
    },
    navigate: () => {
      throw new Error('The app has not drawn yet');
    },
  };

  function Probe() {
    const location = useLocation();
    const historyAction = useNavigationType();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      router.state = { location, historyAction };
      router.navigate = (to) => {
        act(() => {
          if (typeof to === 'number') void navigate(to);
          else void navigate(to);
        });
      };
    }, [location, historyAction, navigate]);
    return null;
  }

  function Router({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        {children}
        <Probe />
      </MemoryRouter>
    );
  }
  return { router, Router };
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
  const { router, Router } = memoryRouter(path);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(<App Router={Router} queryClient={queryClient} initialUser={user} />);
  return { router, fetchMock, events: userEvent.setup() };
}
