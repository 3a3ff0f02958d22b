import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../../fixtures';
import { loginAs } from '../../login';
import { expectNoHorizontalScroll } from '../self-service/server-world';

// Issue #22 part 5 (decision 0046): every back-office list at 375 px as an operator: no sideways
// scroll, no cell whose content is cut, no axe violations, and the audit list in words (no
// action codes or UUIDs). Screenshots at 375 and 1280 px go to E2E_SHOTS_DIR when it is set.

const widths = [375, 1280] as const;
const shotsDir = process.env.E2E_SHOTS_DIR;

/** The list of the section has loaded: its table or its 'no rows' text. */
async function listShown(page: Page): Promise<void> {
  await expect(page.locator('.backoffice-list').first()).toBeVisible();
  await expect(page.locator('.backoffice-list[aria-busy="true"]')).toHaveCount(0);
}

/** No table cell is wider than its box (a long address wraps instead of being cut). */
async function expectNoCutCells(page: Page): Promise<void> {
  const cut = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.backoffice-table td, .backoffice-table tbody th'))
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => cell.textContent),
  );
  expect(cut, 'cells whose content is cut').toEqual([]);
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  if (!shotsDir) return;
  await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
  // The first row alone, to be looked at closely (a long list makes the page's picture tiny).
  const row = page.locator('.backoffice-table tbody tr').first();
  if ((await row.count()) > 0) {
    await row.screenshot({ path: `${shotsDir}/${name}-${width}-row.png` });
  }
}

async function checkList(page: Page, path: string, name: string): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
    await listShown(page);
    if (width === 375) {
      await expectNoHorizontalScroll(page);
      await expectNoCutCells(page);
      await expectNoA11yViolations(page);
    }
    await shoot(page, name, width);
  }
}

test('every back-office list reads on a 375 px phone, the audit list in words', async ({
  page,
}) => {
  test.setTimeout(300_000);
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  await loginAs(page, 'asiakaspalvelu@example.fi');

  // Something of the operator's own in the audit log: the sessions of a consumer ended.
  await page.goto('/asiakaspalvelu/kayttajat?q=kuluttaja%40example.fi');
  await page.getByRole('button', { name: 'Päätä istunnot: Matti Meikäläinen' }).click();
  await page
    .getByRole('dialog', { name: 'Päätetäänkö kaikki istunnot?' })
    .getByRole('button', { name: 'Päätä istunnot' })
    .click();
  await expect(page.getByText(/Käyttäjän Matti Meikäläinen istunnot päätettiin/)).toBeVisible();

  // The sections as the navigation offers them, so that a new one is checked too.
  const nav = page.getByRole('navigation', { name: 'Asiakaspalvelun osiot' });
  const sections = await nav
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  expect(sections.length).toBeGreaterThanOrEqual(6);
  for (const path of sections) {
    if (path.endsWith('/saapuneet')) continue;
    await checkList(page, path, path.split('/').at(-1)!);
  }

  await page.goto('/asiakaspalvelu/saapuneet');
  const inboxNav = page.getByRole('navigation', { name: 'Saapuneiden lajit' });
  await expect(inboxNav.getByRole('link')).toHaveCount(4);
  const inboxes = await inboxNav
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  expect(inboxes).toHaveLength(4);
  for (const path of inboxes) await checkList(page, path, `saapuneet-${path.split('/').at(-1)}`);

  // The audit list: the operator's action as a sentence, nothing a person would have to decode.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/asiakaspalvelu/tapahtumat');
  const log = page.getByRole('table', { name: 'Tapahtumaloki' });
  await expect(log).toContainText('Istunnot päätetty: Matti Meikäläinen');
  await expect(log).toContainText('Outi Operaattori');
  const text = (await log.textContent()) ?? '';
  expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/i);
  expect(text).not.toMatch(
    /\b(?:backoffice|invitation|office_staff|company_person|housing_company|manager_company|import|ropo)\.[a-z]/,
  );
  expect(text).not.toMatch(/[a-zA-Z]+=|_/);
});
