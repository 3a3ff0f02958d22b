import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { renderApp } from '../../test/render-app';

// The route is code-split; loading it up front keeps the first test's wait short.
beforeAll(async () => {
  await import('./housing-consumption-route');
});

describe('housing company measurements without a type', () => {
  for (const path of [
    '/taloyhtio',
    '/taloyhtio/',
    '/taloyhtio//6400100001',
    '/taloyhtio/kuitu/1',
  ]) {
    it(`${path} shows 'Ei mittaustietoja saatavilla'`, async () => {
      renderApp({ path, user: buildUser('remUser') });
      expect(await screen.findByText('Ei mittaustietoja saatavilla')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Takaisin' })).toHaveAttribute(
        'href',
        '/isannointi/dashboard',
      );
    });
  }
});
