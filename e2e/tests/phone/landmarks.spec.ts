import type { Page } from '@playwright/test';
import { expect, expectUniqueLandmarks, test } from '../../fixtures';
import { loginAs } from '../../login';

// Issue #25 item 5: no two landmarks of one role share a name, on every page a role's menu
// offers (two company cards' 'Kulutus' regions once did). Each page is checked once its loading
// indicators are gone, so that lazily loaded sections (cards, charts) are there.

/**
 * The portal's own pages the landing page links to from its navigations (the burger menu, the
 * back office's sections, the dashboard's services), without the logout and the downloads.
 */
async function linkedPaths(page: Page): Promise<string[]> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /valikko/i })
    .click();
  const hrefs = await page
    .locator('.menu__panel a:not([download]), main nav a:not([download])')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  await page.keyboard.press('Escape');
  const origin = new URL(page.url()).origin;
  const paths = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/oauth/'))
    .map((url) => url.pathname);
  return [...new Set(paths)];
}

async function expectUniqueOn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
  await expectUniqueLandmarks(page);
}

test('public pages name their landmarks uniquely', async ({ page }) => {
  for (const path of ['/', '/kirjaudu', '/yritys/kirjaudu', '/palaute']) {
    await expectUniqueOn(page, path);
  }
});

for (const email of [
  'kuluttaja@example.fi',
  'yritys@example.fi',
  'isannoitsija@example.fi',
  'paakayttaja@example.fi',
  'asiakaspalvelu@example.fi',
]) {
  test(`every page of ${email}'s menu names its landmarks uniquely`, async ({ page }) => {
    test.setTimeout(240_000);
    await loginAs(page, email);
    const landing = new URL(page.url()).pathname;
    const paths = [landing, ...(await linkedPaths(page)).filter((path) => path !== landing)];
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) await expectUniqueOn(page, path);
  });
}
