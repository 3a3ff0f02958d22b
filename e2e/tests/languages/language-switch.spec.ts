import type { Browser, BrowserContext } from '@playwright/test';
import { sv } from '../../../apps/web/src/texts/sv';
import { clockContext } from '../../clock';
import { expect, expectNoA11yViolations, test } from '../../fixtures';
import { demoAccount, demoPassword, loginAs, submitLoginForm } from '../../login';
import { startServer, type RunningServer } from '../../server';

// Decision 0056. The consumer's choice is stored on the demo account, so this file runs its own
// server (a copy of the seeded demo world): the other files' logins stay in Finnish.

const consumer = demoAccount('kuluttaja@example.fi');

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ env: { NODE_ENV: 'test' } });
});
test.afterAll(async () => {
  await server?.stop();
});

async function ownContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  return clockContext(
    await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'fi-FI',
      timezoneId: 'Europe/Helsinki',
      ...options,
    }),
  );
}

async function closing<T>(context: BrowserContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    await context.close();
  }
}

test('a consumer switches to Swedish on the dashboard, stays there and keeps it over a new login', async ({
  browser,
}) => {
  const context = await ownContext(browser);
  await closing(context, async () => {
    const page = await context.newPage();
    await loginAs(page, consumer.email);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    const before = page.url();

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Svenska' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(banner.getByRole('button', { name: 'Svenska' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(page.url()).toBe(before);
    await expect(banner.getByRole('button', { name: sv.header.menuButton })).toBeVisible();
    await expectNoA11yViolations(page);

    // Keyboard: Tab to Suomi and back to Svenska with Enter.
    await banner.getByRole('button', { name: 'Suomi' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Svenska' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    expect(page.url()).toBe(before);

    // A reload keeps it: the server sends the page in the chosen language.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');

    await banner.getByRole('button', { name: sv.header.menuButton }).click();
    await page.getByRole('link', { name: sv.menu.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Without the browser's cookie only the choice stored on the user can bring Swedish back.
    await context.clearCookies();

    await page.goto(consumer.loginPath);
    await submitLoginForm(page, consumer.email, demoPassword);
    await page.waitForURL((url) => url.pathname === consumer.landingPath);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await banner.getByRole('button', { name: sv.header.menuButton }).click();
    const menu = page.getByRole('navigation', { name: sv.header.menuLabel });
    await expect(menu.getByRole('link', { name: sv.menu.home, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: sv.menu.logout })).toBeVisible();

    // A new page load (the cookie the login set) is Swedish from its first byte.
    const html = await (await context.request.get('/dashboard')).text();
    expect(html).toContain('<html lang="sv"');
  });
});

test('an anonymous visitor whose browser prefers Swedish gets the home page in Swedish', async ({
  browser,
}) => {
  // Chromium sends the locale's Accept-Language over extra headers: a Swedish browser has both.
  const context = await ownContext(browser, {
    locale: 'sv-FI',
    extraHTTPHeaders: { 'Accept-Language': 'sv-FI' },
  });
  await closing(context, async () => {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Svenska' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(banner.getByRole('button', { name: sv.header.menuButton })).toBeVisible();
  });
});
