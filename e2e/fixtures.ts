import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { clockContext } from './clock';

export { expect };

/**
 * The test fixtures: `baseURL` is the server the global setup started, and `context` / `page`
 * come from `browser.newContext()`, which axe needs, on the run's clock (clock.ts).
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
    await use(url);
  },
  context: async ({ browser, baseURL, viewport, locale, timezoneId }, use) => {
    const context = await clockContext(
      await browser.newContext({ baseURL, viewport, locale, timezoneId }),
    );
    await use(context);
    await context.close();
  },
  page: async ({ context }, use) => {
    await use(await context.newPage());
  },
});

const blockingImpacts = new Set(['serious', 'critical']);

/** Runs axe (WCAG 2.1 A/AA) on the page as it is now; fails on serious or critical violations. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => blockingImpacts.has(v.impact ?? ''));
  const report = blocking
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\n\s*/g, ' ');
          return `  • ${node.target.join(' ')}: ${summary}`;
        })
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
  expect(blocking.length, `axe violations on ${page.url()}:\n\n${report}`).toBe(0);
}
