import type { Theme } from '@energiaportaali/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../test/factories';
import { renderApp } from '../../test/render-app';

describe('home page', () => {
  it.each<Theme>(['default', 'tke'])('shows both entry links for %s', async (theme) => {
    renderApp({ config: buildConfig({ theme }) });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Tervetuloa asiointipalveluun',
    );
    expect(screen.getByRole('link', { name: 'Kuluttajat' })).toHaveAttribute('href', '/kirjaudu');
    expect(screen.getByRole('link', { name: 'Yritysasiakkaat' })).toHaveAttribute(
      'href',
      '/yritys/kirjaudu',
    );
  });

  it.each<Theme>(['rvk', 'kenve'])('hides the corporate link for %s', async (theme) => {
    renderApp({ config: buildConfig({ theme }) });
    expect(await screen.findByRole('link', { name: 'Kuluttajat' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Yritysasiakkaat' })).not.toBeInTheDocument();
  });

  it.each<Theme>(['default', 'tke', 'rvk', 'kenve'])(
    'leads property managers to their login for %s',
    async (theme) => {
      renderApp({ config: buildConfig({ theme }) });
      expect(await screen.findByRole('link', { name: 'Isännöitsijät' })).toHaveAttribute(
        'href',
        '/isannointi/kirjaudu',
      );
    },
  );

  it('applies the configured theme and brand name', async () => {
    renderApp({ config: buildConfig({ theme: 'kenve', brandName: 'Kemin Portaali' }) });
    expect(await screen.findByRole('img', { name: 'Kemin Portaali' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'kenve');
    expect(document.title).toBe('Kemin Portaali');
  });
});
