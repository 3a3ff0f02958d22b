import { expect, expectNoA11yViolations } from '../../fixtures';
import { demoPassword, submitLoginForm, test } from '../../login';
import { expectNoHorizontalScroll } from '../self-service/server-world';

// A login through an entry that is not the account's own (issue #22): once the password was
// accepted, the page names the account's own entry and links to it.

test('a company account on the consumer entry is led to the company entry and logs in', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Kuluttajat' }).click();
  await submitLoginForm(page, 'yritys@example.fi', demoPassword);
  await page.waitForURL((url) => url.pathname === '/kirjaudu' && url.searchParams.has('code'));
  await expect(page.getByRole('alert')).toHaveText(
    'Käyttäjätietoja ei löydetty. Ongelmatilanteen jatkuessa ota yhteyttä asiakaspalveluun.',
  );
  await expect(
    page.getByText(
      'Tunnuksesi on yritysasiakkaan tunnus. Kirjaudu yritysasiakkaiden kirjautumisesta.',
    ),
  ).toBeVisible();
  const companyEntry = page.getByRole('link', { name: 'Kirjaudu yritysasiakkaana' });
  await expect(companyEntry).toHaveAttribute('href', '/yritys/kirjaudu');
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await expect(companyEntry).toBeInViewport();

  // By keyboard: the link is reachable with Tab and followed with Enter.
  await companyEntry.focus();
  await expect(companyEntry).toBeFocused();
  await page.keyboard.press('Enter');
  await submitLoginForm(page, 'yritys@example.fi', demoPassword);
  await page.waitForURL((url) => url.pathname === '/yritys/yleisnakyma');
  await expect(page.getByRole('heading', { level: 1, name: 'Hallintapaneeli' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Yrjö Yrittäjä');
});

test('a wrong password on the wrong entry names no entry', async ({ page }) => {
  await page.goto('/isannointi/kirjaudu');
  await submitLoginForm(page, 'kuluttaja@example.fi', 'Väärä-salasana-123');
  await expect(page.getByText('Väärä sähköposti tai salasana')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kirjaudu kuluttajana' })).toHaveCount(0);
  expect((await page.request.get('/api/auth/entry')).status()).toBe(401);
});
