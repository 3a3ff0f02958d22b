import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

// What the browser does as the person scrolls.
function scrollTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll restoration', () => {
  it('opens a new page at its top and goes back to where the last one was scrolled', async () => {
    const { router } = renderApp({ path: '/' });
    const home = { level: 1, name: /Tervetuloa/ } as const;
    await screen.findByRole('heading', home);
    scrollTo(400);

    router.navigate('/forbidden');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ei käyttöoikeutta' }),
    ).toBeVisible();
    expect(window.scrollY).toBe(0);

    router.navigate(-1);
    expect(await screen.findByRole('heading', home)).toBeVisible();
    expect(window.scrollY).toBe(400);
  });
});
