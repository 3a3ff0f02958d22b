import type { Page } from '@playwright/test';
import {
  startExternalProvider,
  type ExternalProvider,
} from '../../../apps/server/test/external-oidc-provider';
import { expect, test as base } from '../../fixtures';
import { startServer, type RunningServer } from '../../server';

// Decision 0047: the portal logs in through a real third-party OpenID provider, the npm package
// oidc-provider in its default configuration, started here on a loopback port. The provider
// puts the e-mail in userinfo only; its own development pages take any login and ask consent.

interface ExternalWorld {
  provider: ExternalProvider;
  portal: RunningServer;
}

const test = base.extend<object, { world: ExternalWorld }>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, use) => {
      let portal: RunningServer | undefined;
      const provider = await startExternalProvider(() => portal!.baseUrl);
      try {
        portal = await startServer({
          env: {
            NODE_ENV: 'test',
            OIDC_ISSUER: provider.issuer,
            OIDC_CLIENT_ID: provider.clientId,
            OIDC_CLIENT_SECRET: provider.clientSecret,
          },
        });
        await use({ provider, portal });
      } finally {
        await portal?.stop();
        await provider.close();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ world }, use) => use(world.portal.baseUrl),
  page: async ({ page }, use) => {
    // The provider's page imports a web font; nothing leaves this machine.
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    await use(page);
  },
});

test.describe.configure({ mode: 'serial' });

const retryLink = (page: Page) => page.getByRole('link', { name: 'Kirjaudu uudelleen' });

/** Opens the portal's login entry and logs `login` in at the provider's own pages. */
async function loginAtProvider(page: Page, entry: string, login: string): Promise<void> {
  await page.goto(entry);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('mika-tahansa');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === entry && url.searchParams.has('code'));
}

test('a verified address logs in to its account', async ({ page, world }) => {
  world.provider.accounts.set('matti', { email: 'kuluttaja@example.fi', email_verified: true });
  await loginAtProvider(page, '/kirjaudu', 'matti');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Asiakkuuteni' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Matti Meikäläinen');
});

test('an address the provider has not verified gets its own page', async ({ page, world }) => {
  world.provider.accounts.set('yrjo', { email: 'yritys@example.fi', email_verified: false });
  await loginAtProvider(page, '/yritys/kirjaudu', 'yrjo');
  await expect(page.getByRole('alert')).toHaveText(
    'Kirjautuminen epäonnistui: tunnistautumispalvelu ei ole vahvistanut sähköpostiosoitettasi. Vahvista osoite palvelussa ja kirjaudu sitten uudelleen.',
  );
  await expect(retryLink(page)).toHaveAttribute('href', '/api/auth/login?type=company');
  expect((await page.request.get('/api/auth/entry')).status()).toBe(401);
});

test('a second identity claiming a bound account’s address is refused', async ({ page, world }) => {
  world.provider.accounts.set('toinen', { email: 'kuluttaja@example.fi', email_verified: true });
  await loginAtProvider(page, '/kirjaudu', 'toinen');
  await expect(page.getByRole('alert')).toHaveText(
    'Kirjautuminen epäonnistui: sähköpostiosoitteesi käyttäjätunnus on jo liitetty toiseen tunnistautumispalvelun tunnukseen. Kirjaudu sillä tunnuksella tai ota yhteyttä asiakaspalveluun.',
  );
  await expect(retryLink(page)).toBeVisible();
  expect((await page.request.get('/api/auth/entry')).status()).toBe(401);
});

test('an address changed at the provider still reaches the same account', async ({
  page,
  world,
}) => {
  // Another customer's address now: the binding decides, not the address.
  world.provider.accounts.set('matti', { email: 'yritys@example.fi', email_verified: true });
  await loginAtProvider(page, '/kirjaudu', 'matti');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Asiakkuuteni' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Matti Meikäläinen');
});
