import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';

const themes = ['default', 'rvk', 'kenve', 'tke'] as const;
type Theme = (typeof themes)[number];
const corporateLinkHidden: ReadonlySet<Theme> = new Set(['rvk', 'kenve']);

/** Serves the server's real configuration, with only the theme swapped. */
async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.route('**/api/configuration', async (route) => {
    const response = await route.fetch();
    const configuration = (await response.json()) as Record<string, unknown>;
    if (!('theme' in configuration)) {
      throw new Error(`GET /api/configuration has no 'theme': ${Object.keys(configuration)}`);
    }
    await route.fulfill({ response, json: { ...configuration, theme } });
  });
}

/** Values of the CSS custom properties that the style sheets set per data-theme. */
async function themedProperties(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const names = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule && rule.selectorText.includes('data-theme')) {
          for (const property of Array.from(rule.style)) {
            if (property.startsWith('--')) names.add(property);
          }
        } else if ('cssRules' in rule) {
          visit((rule as CSSGroupingRule).cssRules);
        }
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries(
      [...names].sort().map((name) => [name, style.getPropertyValue(name).trim()]),
    );
  });
}

for (const theme of themes) {
  test(`theme ${theme}: data-theme is set and the corporate link is ${
    corporateLinkHidden.has(theme) ? 'hidden' : 'shown'
  }`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/');

    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('link', { name: 'Kuluttajat' })).toBeVisible();
    const corporate = page.getByRole('link', { name: 'Yritysasiakkaat' });
    if (corporateLinkHidden.has(theme)) {
      await expect(corporate).toBeHidden();
    } else {
      await expect(corporate).toBeVisible();
    }
    await expectNoA11yViolations(page);
  });
}

test('each theme sets its own values of the themed custom properties', async ({ page }) => {
  const valuesByTheme = new Map<Theme, Record<string, string>>();
  for (const theme of themes) {
    await page.unrouteAll({ behavior: 'wait' });
    await useTheme(page, theme);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    valuesByTheme.set(theme, await themedProperties(page));
  }

  const defaults = valuesByTheme.get('default') ?? {};
  expect(Object.keys(defaults).length, 'themed custom properties found').toBeGreaterThan(0);
  for (const [index, theme] of themes.entries()) {
    for (const other of themes.slice(index + 1)) {
      expect(valuesByTheme.get(theme), `${theme} and ${other} look the same`).not.toEqual(
        valuesByTheme.get(other),
      );
    }
  }
});
