import { startServer, type RunningServer } from '@energiaportaali/e2e/server';
import { expect, expectNoA11yViolations, test as base } from '../../fixtures';
import { identifyWithTestBank, identifyWithTestIdp } from '../../identification';
import { loginAs } from '../../login';

// Changing a demo account's password would break every other test that logs in with it, so
// this file gets a server of its own on a fresh database.
const test = base.extend<object, { ownServer: RunningServer; origin: string }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, use) => {
      const server = await startServer({ env: { NODE_ENV: 'test' } });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  origin: [async ({ ownServer }, use) => use(ownServer.baseUrl), { scope: 'worker' }],
  baseURL: async ({ origin }, use) => use(origin),
});

test.describe.configure({ mode: 'serial' });

const newPassword = 'Pakkasyö-Revontulet-2026';

test('the password page starts with strong identification and forgets auth_state', async ({
  page,
  origin,
}) => {
  const authStateCookies = async () =>
    (await page.context().cookies(origin)).filter((cookie) => cookie.name === 'auth_state');
  // The link call sets the cookie as the server does.
  await page.request.get(`${origin}/api/auth/cred/vatu/link?state=1700000000000`);
  expect(await authStateCookies()).toHaveLength(1);

  await page.goto('/palauta');
  await expect(page.getByRole('heading', { level: 1, name: 'Salasanan vaihto' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tunnistaudu', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Testipankki/ })).toBeVisible();
  // The browser's cookie store takes the page's deletion a moment later.
  await expect.poll(authStateCookies).toHaveLength(0);
  await expectNoA11yViolations(page);
});

test('kuluttaja@example.fi changes its password through Testipankki and logs in with it', async ({
  page,
}, testInfo) => {
  await page.goto('/palauta');
  await identifyWithTestBank(page, '010170-999R');

  await page.waitForURL((url) => url.pathname === '/palauta' && url.searchParams.has('token'));
  await expect(page.getByRole('heading', { level: 1, name: 'Uusi salasana' })).toBeVisible();
  await expect(page.getByText('kuluttaja@example.fi')).toBeVisible();
  const save = page.getByRole('button', { name: 'Tallenna' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Uusi salasana', { exact: true }).fill('lyhyt');
  await page.getByLabel('Uusi salasana', { exact: true }).blur();
  await expect(page.getByText('Salasanan on oltava vähintään 8 merkkiä pitkä')).toBeVisible();
  await page.getByLabel('Uusi salasana', { exact: true }).fill(newPassword);
  await page.getByLabel('Uusi salasana uudelleen').fill(newPassword);
  await page.getByLabel('Uusi salasana uudelleen').blur();
  await expect(save).toBeEnabled();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: testInfo.outputPath(`new-password-${width}.png`),
      fullPage: true,
    });
  }
  await expectNoA11yViolations(page);
  await save.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Salasana vaihdettu' })).toBeVisible();
  await expectNoA11yViolations(page);
  await loginAs(page, 'kuluttaja@example.fi', newPassword);
  await expect(page.getByRole('banner')).toContainText('Matti Meikäläinen');
});

test('a used identification code is refused', async ({ page }) => {
  await page.goto('/palauta');
  await identifyWithTestIdp(page, '010170-999R');
  await page.waitForURL((url) => url.pathname === '/palauta' && url.searchParams.has('token'));
  const tokenUrl = page.url();
  await page.getByLabel('Uusi salasana', { exact: true }).fill(newPassword);
  await page.getByLabel('Uusi salasana uudelleen').fill(newPassword);
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salasana vaihdettu' })).toBeVisible();

  await page.goto(tokenUrl);
  await expect(page.getByRole('alert')).toHaveText('Virheellinen tunnistautumiskoodi');
  await expectNoA11yViolations(page);
});

test('a cancelled bank identification on /palauta shows Tunnistautuminen keskeytyi', async ({
  page,
}) => {
  await page.goto('/palauta');
  await page.getByRole('button', { name: /Testipankki/ }).click();
  await page.getByRole('button', { name: 'Hylkää' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/palauta' && url.searchParams.get('error') === 'reject',
  );
  await expect(page.getByText('Tunnistautuminen keskeytyi')).toBeVisible();
  await expectNoA11yViolations(page);
});
