import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('identification error page', () => {
  it('/tunnus/virhe is the existing-account pages’ failure: the way on is a new password', async () => {
    renderApp({ path: '/tunnus/virhe' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tunnistautuminen epäonnistui' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vaihda salasana' })).toHaveAttribute(
      'href',
      '/palauta',
    );
  });

  it('/tunnus/virhe tells a cancelled identification apart', async () => {
    renderApp({ path: '/tunnus/virhe?error=access_denied' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tunnistautuminen keskeytetty' }),
    ).toBeVisible();
  });

  it('/rekisteroidy/virhe still starts the registration again by default', async () => {
    renderApp({ path: '/rekisteroidy/virhe?error=invalid_state' });
    expect(await screen.findByRole('link', { name: 'Rekisteröidy' })).toHaveAttribute(
      'href',
      '/rekisteroidy/aloita',
    );
  });
});
