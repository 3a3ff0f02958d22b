import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../test/factories';
import { renderApp } from '../test/render-app';

vi.mock('../features/fibre/fibre-route', () => ({
  Component: () => {
    throw new Error('The screen failed');
  },
}));

describe('route error boundary', () => {
  it('shows the error page when a screen throws, and the next page as usual', async () => {
    // React reports the error it caught on the console; here it is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderApp({ path: '/kuitu', user: buildUser('consumer') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sivun näyttäminen epäonnistui' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lataa sivu uudelleen' })).toBeVisible();

    router.navigate('/forbidden');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ei käyttöoikeutta' }),
    ).toBeVisible();
  });
});
