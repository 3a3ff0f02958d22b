import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import playwrightConfig from '../../e2e/playwright.config';

export interface RenderTimings {
  path: string;
  /** Milliseconds from navigation to the first visible bar, per visit; the first one cold. */
  visits: number[];
}

// The year view's bars (the chart draws each as .usage-bar__value inside a recharts layer).
const firstBar = '.usage-bar__value, .recharts-bar-rectangle';

/**
 * Logs a consumer in through the real login page in Debian's Chromium (the e2e launch
 * options), then opens `path` `visits` times and times each until its bars are visible.
 */
export async function timeYearViewRender(
  baseUrl: string,
  account: { email: string; password: string },
  path: string,
  visits: number,
): Promise<RenderTimings> {
  const { launchOptions, locale, timezoneId, viewport } = playwrightConfig.use ?? {};
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ baseURL: baseUrl, locale, timezoneId, viewport });
    const page = await context.newPage();
    await page.goto('/kirjaudu');
    await page.getByLabel('Sähköposti').fill(account.email);
    await page.getByLabel('Salasana').fill(account.password);
    await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const timings: number[] = [];
    for (let visit = 0; visit < visits; visit++) {
      const started = performance.now();
      await page.goto(path, { waitUntil: 'commit' });
      await page.locator(firstBar).first().waitFor({ state: 'visible', timeout: 20_000 });
      timings.push(performance.now() - started);
    }
    return { path, visits: timings };
  } finally {
    await browser.close();
  }
}
