import { expect, expectNoA11yViolations } from '../../fixtures';
import { acceptTerms, identifyWithTestBank, identifyWithTestIdp } from '../../identification';
import { submitLoginForm, test } from '../../login';

const newPassword = 'Kesäinen-Koivu-Kuiskaa-77';

test('150585-998U registers through the test IdP and logs in with the new password', async ({
  page,
}, testInfo) => {
  await page.goto('/rekisteroidy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Palvelun käyttöehdot ja tietosuojaseloste' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lähetä' })).toBeDisabled();
  await expectNoA11yViolations(page);
  await acceptTerms(page);

  await page.waitForURL((url) => url.pathname === '/rekisteroidy/aloita');
  await expect(page.getByRole('heading', { level: 2, name: 'Valitse pankkisi' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Testipankki/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await identifyWithTestIdp(page, '150585-998U');

  await page.waitForURL((url) => url.pathname === '/rekisteroidy/tiedot');
  await expect(page.getByRole('heading', { level: 1, name: 'Omat tiedot' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Rekisteröidy' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Sähköposti').fill('liisa.lahtinen@example.fi');
  await page.getByLabel('Etunimi').fill('Liisa');
  await page.getByLabel('Sukunimi').fill('Lahtinen');
  await page.getByLabel('Puhelinnumero').fill('+358401234567');
  await page.getByLabel('Salasana', { exact: true }).fill(newPassword);
  await page.getByLabel('Salasana uudelleen').fill(newPassword);
  await page.getByLabel('Salasana uudelleen').blur();
  await expect(submit).toBeEnabled();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: testInfo.outputPath(`registration-form-${width}.png`),
      fullPage: true,
    });
  }
  await expectNoA11yViolations(page);
  await submit.click();

  await page.waitForURL((url) => url.pathname === '/rekisteroidy/success');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Rekisteröityminen onnistui' }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Kirjaudu palveluun' }).click();
  await submitLoginForm(page, 'liisa.lahtinen@example.fi', newPassword);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await expect(page.getByRole('banner')).toContainText('Liisa Lahtinen');
});

test('010170-999R already has an account: the exists view names it', async ({ page }) => {
  await page.goto('/rekisteroidy');
  await acceptTerms(page);
  await identifyWithTestIdp(page, '010170-999R');
  await page.waitForURL((url) => url.pathname === '/rekisteroidy/tiedot');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sinulla on jo käyttäjätunnus' }),
  ).toBeVisible();
  await expect(page.getByText('kuluttaja@example.fi')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Vaihda salasana' }).click();
  await page.waitForURL((url) => url.pathname === '/tunnus');
  await expect(page.getByRole('heading', { level: 1, name: 'Uusi salasana' })).toBeVisible();
  await expect(page.getByText('kuluttaja@example.fi')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('311299-997C is no customer and ends on /rekisteroidy/failure', async ({ page }) => {
  await page.goto('/rekisteroidy/aloita');
  await identifyWithTestIdp(page, '311299-997C');
  await page.waitForURL((url) => url.pathname === '/rekisteroidy/failure');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Rekisteröityminen epäonnistui' }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a cancelled bank identification shows Tunnistautuminen keskeytyi', async ({ page }) => {
  await page.goto('/rekisteroidy/aloita');
  await page.getByRole('button', { name: /Testipankki/ }).click();
  await page.getByRole('button', { name: 'Peruuta' }).click();
  await page.waitForURL((url) => url.pathname === '/rekisteroidy/aloita');
  await expect(page.getByText('Tunnistautuminen keskeytyi')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Yritä tunnistautumista uudelleen' }).click();
  await expect(page.getByRole('button', { name: /Testipankki/ })).toBeVisible();
});

test('a cancelled test IdP identification shows Tunnistautuminen keskeytetty', async ({ page }) => {
  await page.goto('/rekisteroidy/aloita');
  await page.getByRole('button', { name: 'Tunnistaudu', exact: true }).click();
  await expect(page).toHaveTitle(/Testitunnistus/);
  await page.getByRole('button', { name: 'Peruuta' }).click();
  await page.waitForURL((url) => url.pathname === '/rekisteroidy/virhe');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tunnistautuminen keskeytetty' }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Rekisteröidy' }).click();
  await page.waitForURL((url) => url.pathname === '/rekisteroidy/aloita');
});

test('a bank identification of 010170-999R in the registration flow finds the account', async ({
  page,
}) => {
  await page.goto('/rekisteroidy');
  await acceptTerms(page);
  await identifyWithTestBank(page, '010170-999R');
  await page.waitForURL((url) => url.pathname === '/rekisteroidy/tiedot');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sinulla on jo käyttäjätunnus' }),
  ).toBeVisible();
});
