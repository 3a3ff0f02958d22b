import { portalConfigSchema } from '@energiaportaali/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../api/client';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { buildConfig, buildUser } from '../test/factories';
import { jsonResponse, memoryRouter } from '../test/render-app';

const storageKey = 'energiaportaali.user';

// Renders the app as a fresh page load: the session comes from sessionStorage, as in main.tsx.
function loadPage(path: string, api: (url: string) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    return url === '/api/configuration' ? jsonResponse(buildConfig()) : api(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
  render(<App Router={memoryRouter(path).Router} queryClient={createQueryClient()} />);
  return { fetchMock, assign, events: userEvent.setup() };
}

const unauthorized = () => jsonResponse({ error: 'UNAUTHORIZED', message: 'Kirjaudu sisään' }, 401);

// The server still knows the session: the details call answers the stored user's details.
function loggedIn(role: 'companyUser' | 'remUser') {
  const user = buildUser(role);
  return (url: string) =>
    url.startsWith('/api/user/details/')
      ? jsonResponse({
          userData: {
            kind: role,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.username,
          },
          companies: [],
          clients: [],
        })
      : unauthorized();
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('session', () => {
  it('keeps the logged-in user in sessionStorage over a page load', async () => {
    sessionStorage.setItem(storageKey, JSON.stringify(buildUser('companyUser')));
    loadPage('/yritys/yleisnakyma', loggedIn('companyUser'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallintapaneeli' })).toBeVisible();
    expect(within(screen.getByRole('banner')).getByText('Kaisa Käyttäjä')).toBeVisible();
  });

  it('ignores a stored user it cannot read', async () => {
    sessionStorage.setItem(storageKey, JSON.stringify({ role: 'superuser' }));
    loadPage('/dashboard', unauthorized);
    expect(await screen.findByRole('link', { name: 'Kuluttajat' })).toBeVisible();
  });

  it('logs out on a 401 of a data call: clears the tab, ends the server session, goes home', async () => {
    sessionStorage.setItem(storageKey, JSON.stringify(buildUser('companyUser')));
    const { fetchMock, assign } = loadPage('/yritys/yleisnakyma', loggedIn('companyUser'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallintapaneeli' })).toBeVisible();

    await act(() => apiRequest('/api/electricity/thisyear', portalConfigSchema));

    expect(sessionStorage.getItem(storageKey)).toBeNull();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(fetchMock).toHaveBeenCalledWith('/api/oauth/logout', expect.anything());
  });

  it('logs out when the landing page finds the server session ended', async () => {
    sessionStorage.setItem(storageKey, JSON.stringify(buildUser('consumer')));
    const { assign } = loadPage('/dashboard', unauthorized);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem(storageKey)).toBeNull();
  });

  it('forgets the user before the menu logout link leaves the page', async () => {
    sessionStorage.setItem(storageKey, JSON.stringify(buildUser('remUser')));
    const { events } = loadPage('/isannointi/dashboard', loggedIn('remUser'));
    await events.click(await screen.findByRole('button', { name: 'Valikko' }));
    const logout = screen.getByRole('link', { name: 'Kirjaudu ulos' });
    expect(logout).toHaveAttribute(
      'href',
      `/oauth/logout?redirect=${encodeURIComponent(window.location.origin)}`,
    );
    // The full page load itself is the browser's; only what happens before it is tested here.
    logout.addEventListener('click', (event) => event.preventDefault());
    await events.click(logout);
    expect(sessionStorage.getItem(storageKey)).toBeNull();
  });
});
