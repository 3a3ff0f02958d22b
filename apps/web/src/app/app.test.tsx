import { portalConfigSchema } from '@energiaportaali/domain';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '../api/client';
import { buildConfig, buildUser } from '../test/factories';
import { jsonResponse, renderApp } from '../test/render-app';

describe('app shell', () => {
  it('shows the 404 text on an unknown route', async () => {
    renderApp({ path: '/ei-ole-olemassa' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '404: Sivua ei löydy',
    );
    expect(screen.getByRole('link', { name: 'Palaa etusivulle' })).toHaveAttribute('href', '/');
  });

  it('shows the forbidden page with a consumer login button', async () => {
    renderApp({ path: '/forbidden' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Ei käyttöoikeutta');
    expect(
      screen.getByText(/Yritit avata näkymän, johon sinulla ei ole käyttöoikeutta/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kirjaudu kuluttajana' })).toHaveAttribute(
      'href',
      '/kirjaudu',
    );
  });

  it('shows Ladataan... while the configuration loads', async () => {
    const { fetchMock } = renderApp();
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan...');
    await screen.findByRole('link', { name: 'Kuluttajat' });
    expect(fetchMock).toHaveBeenCalledWith('/api/configuration', expect.anything());
  });

  it('shows a Finnish error and retries when the configuration fails to load', async () => {
    let calls = 0;
    const { events } = renderApp({
      configuration: () =>
        ++calls === 1
          ? jsonResponse({ error: 'INTERNAL', message: 'Palvelinvirhe' }, 500)
          : jsonResponse(buildConfig()),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Palvelu ei ole juuri nyt käytettävissä',
    );
    await events.click(screen.getByRole('button', { name: 'Yritä uudestaan' }));
    expect(await screen.findByRole('link', { name: 'Kuluttajat' })).toBeInTheDocument();
  });

  it('logs the user out when a data call answers 401', async () => {
    renderApp({
      path: '/forbidden',
      user: buildUser('consumer'),
      api: () => jsonResponse({ error: 'UNAUTHORIZED', message: 'Kirjaudu sisään' }, 401),
    });
    expect(await screen.findByText('Matti Meikäläinen')).toBeInTheDocument();
    await act(() => apiRequest('/api/electricity/thisyear', portalConfigSchema));
    expect(screen.queryByText('Matti Meikäläinen')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kirjaudu ulos', hidden: true })).toBeNull();
  });
});
