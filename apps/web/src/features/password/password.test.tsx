import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from '../../test/render-app';

const token = 'tunniste-456';
const newPassword = 'Sininen-Tuuli-Puhaltaa-42';

function passwordApi(reset: () => Response = () => new Response(null, { status: 204 })) {
  return (url: string) => {
    if (url === '/api/user/email') return jsonResponse('kuluttaja@example.fi');
    if (url === '/api/user/password/resetforgotten') return reset();
    return jsonResponse([]);
  };
}

async function fillPasswords(events: ReturnType<typeof renderApp>['events']) {
  await events.type(
    await screen.findByLabelText('Uusi salasana', { selector: 'input' }),
    newPassword,
  );
  await events.type(screen.getByLabelText('Uusi salasana uudelleen'), newPassword);
  const save = screen.getByRole('button', { name: 'Tallenna' });
  await waitFor(() => expect(save).toBeEnabled());
  await events.click(save);
}

describe('password change', () => {
  it('starts with strong identification and clears the auth_state cookie', async () => {
    document.cookie = 'auth_state=1700000000000; Path=/';
    renderApp({ path: '/palauta', api: () => jsonResponse([]) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salasanan vaihto' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tunnistaudu' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Valitse pankkisi' })).toBeVisible();
    // Cleared by an effect, which may run just after the first paint.
    await waitFor(() => expect(document.cookie).not.toContain('auth_state'));
  });

  it.each(['cancel', 'reject'])(
    'shows Tunnistautuminen keskeytyi after error=%s',
    async (error) => {
      renderApp({ path: `/palauta?error=${error}` });
      expect(await screen.findByText('Tunnistautuminen keskeytyi')).toBeVisible();
      expect(
        screen.getByRole('link', { name: 'Yritä tunnistautumista uudelleen' }),
      ).toHaveAttribute('href', '/palauta');
    },
  );

  it.each([
    [401, 'Virheellinen tunnistautumiskoodi'],
    [500, 'Virhe käyttäjätietoja hakiessa'],
  ])('shows the error of a %i answer to the e-mail call', async (status, message) => {
    renderApp({
      path: `/palauta?token=${token}`,
      api: () => jsonResponse({ error: 'X', message: 'x' }, status),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows Palvelinvirhe when the server cannot be reached', async () => {
    renderApp({
      path: `/palauta?token=${token}`,
      api: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Palvelinvirhe');
  });

  it('sends a person without an account to the registration failure page', async () => {
    const { router } = renderApp({
      path: `/palauta?token=${token}`,
      api: () => jsonResponse({ error: 'ACCOUNT_NOT_FOUND', message: 'x' }, 404),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rekisteröityminen epäonnistui' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/rekisteroidy/failure');
  });

  it('sets the new password and offers a login', async () => {
    const { events, fetchMock } = renderApp({
      path: `/palauta?token=${token}`,
      api: passwordApi(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Uusi salasana' })).toBeVisible();
    expect(screen.getByText('kuluttaja@example.fi')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tallenna' })).toBeDisabled();
    await fillPasswords(events);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salasana vaihdettu' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kirjaudu palveluun' })).toHaveAttribute(
      'href',
      '/kirjaudu',
    );
    const [, init] =
      fetchMock.mock.calls.find(([url]) => url === '/api/user/password/resetforgotten') ?? [];
    expect(init?.method).toBe('PATCH');
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${token}`);
    expect(JSON.parse(String(init?.body))).toEqual({
      password: newPassword,
      password2: newPassword,
    });
  });

  it.each([
    [404, 'Käyttäjää ei löytynyt'],
    [401, 'Virheellinen tunnistautumiskoodi'],
  ])('shows the %i answer of the save', async (status, message) => {
    const { events } = renderApp({
      path: `/palauta?token=${token}`,
      api: passwordApi(() => jsonResponse({ error: 'X', message: 'x' }, status)),
    });
    await fillPasswords(events);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the reset failure', async () => {
    const { events } = renderApp({
      path: `/palauta?token=${token}`,
      api: passwordApi(() => jsonResponse({ error: 'INTERNAL', message: 'x' }, 500)),
    });
    await fillPasswords(events);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Virhe kirjautumistietoja palauttaessa',
    );
  });

  it('shows the password rules of the form', async () => {
    const { events } = renderApp({ path: `/palauta?token=${token}`, api: passwordApi() });
    await events.type(
      await screen.findByLabelText('Uusi salasana', { selector: 'input' }),
      'matti1',
    );
    await events.tab();
    expect(await screen.findByText('Salasana on liian yksinkertainen')).toBeVisible();
    expect(screen.getByText('Salasanan on oltava vähintään 8 merkkiä pitkä')).toBeVisible();
  });

  it('offers the same form on /tunnus for an existing account', async () => {
    const { events } = renderApp({ path: `/tunnus?token=${token}`, api: passwordApi() });
    expect(await screen.findByText('kuluttaja@example.fi')).toBeVisible();
    await fillPasswords(events);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salasana vaihdettu' }),
    ).toBeVisible();
  });
});
