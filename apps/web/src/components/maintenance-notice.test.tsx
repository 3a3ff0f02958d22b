import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, isServiceUnavailable, setUnauthorizedHandler } from '../api/client';
import { buildUser } from '../test/factories';
import { jsonResponse, renderApp } from '../test/render-app';

const maintenance =
  'Taustajärjestelmissä huoltokatko, kulutustiedot eivät ole saatavilla. Yritä myöhemmin uudestaan';

const unavailable = () =>
  jsonResponse(
    {
      error: 'DATABASE_UNAVAILABLE',
      message: 'Tietokanta ei ole käytettävissä. Yritä myöhemmin uudelleen.',
    },
    503,
  );

/** An answer that is not 503 ends the maintenance notice (every test starts without one). */
async function answerOnce(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  await act(() => apiRequest('/api/jotain', z.unknown()));
}

afterEach(async () => {
  await answerOnce(new Response(null, { status: 204 }));
  sessionStorage.clear();
});

describe('a 503 answer', () => {
  it('marks the service unavailable without ending the session; the next answer clears it', async () => {
    const onUnauthorized = vi.fn();
    const unregister = setUnauthorizedHandler(onUnauthorized);
    try {
      await answerOnce(unavailable());
      expect(isServiceUnavailable()).toBe(true);
      await answerOnce(jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404));
      expect(isServiceUnavailable()).toBe(false);
      expect(onUnauthorized).not.toHaveBeenCalled();
    } finally {
      unregister();
    }
  });

  it('shows the maintenance text on any page and keeps the user logged in', async () => {
    const user = buildUser('consumer');
    const { router, events } = renderApp({ path: '/dashboard', user, api: unavailable });
    expect(await screen.findByText(maintenance)).toBeVisible();
    expect(screen.getAllByText(maintenance)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/dashboard');
    await events.click(screen.getByRole('button', { name: 'Valikko' }));
    expect(screen.getByText('Kirjaudu ulos')).toBeVisible();

    await answerOnce(new Response(null, { status: 204 }));
    await waitFor(() => expect(screen.queryByText(maintenance)).toBeNull());
  });

  it('tells a login that meets the maintenance break so, once', async () => {
    renderApp({
      path: '/kirjaudu?code=koodi&state=tila',
      api: (url, init) =>
        url === '/api/auth/callback' && init?.method === 'POST'
          ? new Response(null, { status: 204 })
          : unavailable(),
    });
    // The login's outcome comes after the layout's notice: wait for it before counting.
    expect(await screen.findByRole('link', { name: 'Palaa etusivulle' })).toBeVisible();
    expect(screen.getByText(maintenance)).toBeVisible();
    expect(screen.getAllByText(maintenance)).toHaveLength(1);
  });

  it('shows the maintenance text when even the configuration does not load', async () => {
    renderApp({ configuration: unavailable });
    expect(await screen.findByText(maintenance)).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Palvelu ei ole juuri nyt käytettävissä' }),
    ).toBeVisible();
  });
});
