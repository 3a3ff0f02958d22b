import { chromium, type Page } from 'playwright-core';
import playwrightConfig from '../../e2e/playwright.config';

export interface RenderTimings {
  path: string;
  /**
   * Milliseconds from the start of navigation to the first frame with a drawn bar, as the page's
   * own clock tells, per visit; the first one cold.
   */
  visits: number[];
}

// The year view's consumption bars (components/chart draws each as a .chart__bar).
export const firstBar = '.usage-chart__consumption .chart__bar';

/** In the page: its clock (ms since navigation started) once a bar has a size, else false. */
function barDrawnAt(selector: string): number | false {
  const bar = document.querySelector(selector);
  if (!bar) return false;
  const { width, height } = bar.getBoundingClientRect();
  return width > 0 && height > 0 ? performance.now() : false;
}

/** Logs in through the real login page and waits for the dashboard. */
export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/kirjaudu');
  await page.getByLabel('Sähköposti').fill(account.email);
  await page.getByLabel('Salasana').fill(account.password);
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

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
    await logIn(page, account);
    const timings: number[] = [];
    for (let visit = 0; visit < visits; visit++) {
      await page.goto(path, { waitUntil: 'commit' });
      // Checked on every animation frame: Playwright's own visibility wait polls ever more
      // seldom (up to every 500 ms), which would time its polling rather than the page.
      const drawn = await page.waitForFunction(barDrawnAt, firstBar, {
        polling: 'raf',
        timeout: 20_000,
      });
      timings.push((await drawn.jsonValue()) as number);
    }
    return { path, visits: timings };
  } finally {
    await browser.close();
  }
}
