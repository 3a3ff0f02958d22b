import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';
import { backOfficeApi } from './test-api';

describe('back office guard', () => {
  it.each(['consumer', 'companyManager', 'remCompany'] as const)(
    'sends a %s to /forbidden without calling the back-office API',
    async (role) => {
      const api = backOfficeApi();
      const { router } = renderApp({
        path: '/asiakaspalvelu/kayttajat',
        user: buildUser(role),
        api: api.handler,
      });
      expect(
        // The first lazy route of a test file loads slowly.
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Ei käyttöoikeutta' },
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/forbidden');
      expect(screen.queryByRole('navigation', { name: 'Asiakaspalvelun osiot' })).toBeNull();
      expect(api.calls.filter((call) => call.path.startsWith('/api/backoffice'))).toEqual([]);
    },
  );

  it('starts the operator login for a logged-out visitor', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    const { router } = renderApp({ path: '/asiakaspalvelu/kayttajat' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/auth/login?type=operator'));
    expect(router.state.location.pathname).toBe('/asiakaspalvelu/kirjaudu');
    expect(screen.queryByRole('navigation', { name: 'Asiakaspalvelun osiot' })).toBeNull();
  });

  it('opens the registrations for an operator, and the tabs lead to the sections', async () => {
    const api = backOfficeApi();
    const { router, events } = renderApp({
      path: '/asiakaspalvelu',
      user: buildUser('operator'),
      api: api.handler,
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Rekisteröintipyynnöt' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/asiakaspalvelu/rekisteroinnit');
    expect(await screen.findByText('Ei hakuehtoja vastaavia rivejä.')).toBeInTheDocument();
    const registrations = api.calls.find((call) => call.path === '/api/backoffice/registrations');
    expect(registrations?.query.get('status')).toBe('new');

    await events.click(screen.getByRole('link', { name: 'Tapahtumat' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Tapahtumat' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Tapahtumat' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('completes an operator login at /asiakaspalvelu/kirjaudu and lands in the back office', async () => {
    const returnQuery = '?code=koodi&state=tila';
    const api = backOfficeApi(
      (call) =>
        call.path === '/api/auth/callback' ? new Response(null, { status: 204 }) : undefined,
      (call) =>
        call.path === '/api/user/details/operator'
          ? jsonResponse({
              userData: {
                kind: 'operator',
                firstName: 'Outi',
                lastName: 'Operaattori',
                email: 'asiakaspalvelu@example.fi',
              },
              name: 'Outi Operaattori',
            })
          : undefined,
    );
    const { router } = renderApp({
      path: `/asiakaspalvelu/kirjaudu${returnQuery}`,
      api: api.handler,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asiakaspalvelu' }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/asiakaspalvelu/rekisteroinnit'),
    );
    const callback = api.calls.find((call) => call.path === '/api/auth/callback');
    expect(callback?.body).toEqual({ type: 'operator', search: returnQuery });
  });
});
