import { expect, expectNoA11yViolations } from '../../fixtures';
import { demoPassword, expectLoginPage, submitLoginForm, test } from '../../login';

// The test server's origin is http://127.0.0.1:PORT (PUBLIC_ORIGIN, e2e/server.ts); a new user
// may well type localhost instead, or the other way round.

test('a portal opened under localhost is sent to its origin and the login completes', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!);
  const otherName = new URL(baseURL!);
  otherName.hostname = 'localhost';

  await page.goto(`${otherName.origin}/kirjaudu`);
  await expectLoginPage(page);
  await submitLoginForm(page, 'kuluttaja@example.fi', demoPassword);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Asiakkuuteni' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(origin.origin);

  // A deep link keeps its path and query on the way.
  await page.goto(`${otherName.origin}/feedback?lahde=testi`);
  expect(new URL(page.url())).toMatchObject({
    origin: origin.origin,
    pathname: '/feedback',
    search: '?lahde=testi',
  });
});

test('a return without this browser’s login state says so and offers a new login', async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/kirjaudu?code=vanha-koodi&state=toisen-kirjautumisen-tila');
    await expect(page.getByRole('alert')).toHaveText(
      'Kirjautuminen keskeytyi: sen tiedot puuttuivat tai vanhenivat. Kirjaudu uudelleen.',
    );
    await expect(page.getByText('Väärä sähköposti tai salasana')).toHaveCount(0);
    await expectNoA11yViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  }
  await page.getByRole('link', { name: 'Kirjaudu uudelleen' }).click();
  await submitLoginForm(page, 'kuluttaja@example.fi', demoPassword);
  await page.waitForURL((url) => url.pathname === '/dashboard');
});
