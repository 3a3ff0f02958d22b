import { expect, expectNoA11yViolations } from '../../fixtures';
import {
  demoAccounts,
  demoPassword,
  expectLoginPage,
  loginAs,
  submitLoginForm,
  test,
} from '../../login';

for (const account of demoAccounts) {
  test(`${account.email} logs in from the entry page, lands on ${account.landingPath} and logs out`, async ({
    page,
  }) => {
    if (account.loginPath === '/kirjaudu') {
      await page.goto('/');
      await page.getByRole('link', { name: 'Kuluttajat' }).click();
    } else if (account.loginPath === '/yritys/kirjaudu') {
      await page.goto('/');
      await page.getByRole('link', { name: 'Yritysasiakkaat' }).click();
    } else if (account.loginPath === '/asiakaspalvelu/kirjaudu') {
      // Customer service's own address: no link to it on the customers' pages.
      await page.goto('/asiakaspalvelu');
    } else {
      await page.goto('/isannointi');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Tervetuloa Palveluun!' }),
      ).toBeVisible();
      await expectNoA11yViolations(page);
      await page.getByRole('link', { name: 'Astu sisään' }).click();
    }

    await expectLoginPage(page);
    await expectNoA11yViolations(page);
    await submitLoginForm(page, account.email, demoPassword);
    await page.waitForURL((url) => url.pathname === account.landingPath);
    await expect(
      page.getByRole('heading', { level: 1, name: account.landingHeading }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(account.name);
    await expectNoA11yViolations(page);

    // The user survives a reload of the tab (sessionStorage).
    await page.reload();
    await expect(page.getByRole('banner')).toContainText(account.name);

    await page.getByRole('button', { name: 'Valikko' }).click();
    await page.getByRole('link', { name: 'Kirjaudu ulos' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'Kuluttajat' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('energiaportaali.user'))).toBeNull();

    const type = {
      '/kirjaudu': 'consumer',
      '/yritys/kirjaudu': 'company',
      '/isannointi/kirjaudu': 'rem',
      '/asiakaspalvelu/kirjaudu': 'operator',
    }[account.loginPath];
    const details = await page.request.get(`/api/user/details/${type}?refresh=false`);
    expect(details.status()).toBe(401);
  });
}

test('a wrong password is refused on the login page', async ({ page }) => {
  await page.goto('/kirjaudu');
  await submitLoginForm(page, 'kuluttaja@example.fi', 'Väärä-salasana-123');
  await expect(page.getByText('Väärä sähköposti tai salasana')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a consumer on the company login gets the not-found text and a logout link', async ({
  page,
}) => {
  await page.goto('/yritys/kirjaudu');
  await submitLoginForm(page, 'kuluttaja@example.fi', demoPassword);
  await expect(page.getByRole('alert')).toHaveText(
    'Käyttäjätietoja ei löydetty. Ongelmatilanteen jatkuessa ota yhteyttä asiakaspalveluun.',
  );
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Kirjaudu ulos' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('cancelling on the login page comes back with a link home', async ({ page }) => {
  await page.goto('/kirjaudu');
  await page.getByRole('link', { name: 'Peruuta' }).click();
  await page.waitForURL((url) => url.pathname === '/kirjaudu' && url.searchParams.has('error'));
  await expect(page.getByRole('alert')).toHaveText('Kirjautuminen peruttiin.');
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Palaa etusivulle' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('a user whose server session has ended is logged out by the next data call', async ({
  page,
}) => {
  await loginAs(page, 'yrityskayttaja@example.fi');
  // The landing page's own calls done first: one answered 401 after the logout would navigate
  // the tab while it reloads (a loaded run saw 'Not attached to an active page').
  await page.waitForLoadState('networkidle');
  expect((await page.request.get('/api/oauth/logout')).status()).toBe(204);
  // The tab still remembers the user; the landing page's details call answers 401.
  await page.reload();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Kuluttajat' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('energiaportaali.user'))).toBeNull();
});
