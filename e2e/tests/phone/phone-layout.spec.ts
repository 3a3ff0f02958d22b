import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, expectUniqueLandmarks, test } from '../../fixtures';
import { loginAs } from '../../login';
import { bars, loginToMainPoint, openDetail } from '../consumption/detail-helpers';

// Issue #25 item 4: a 375 px phone is a first-class screen. Every table reads without sideways
// scrolling (an invoice is a card with its due date, amount and PDF first), charts name their
// unit, touch targets are at least 44 px, and no two landmarks share a role and a name.
// Screenshots at 375 and 1280 px go to E2E_SHOTS_DIR when it is set.

const phoneWidth = 375;
const minTarget = 44;
const shotsDir = process.env.E2E_SHOTS_DIR;

test.use({ viewport: { width: phoneWidth, height: 812 } });

/** Neither the page nor any box in it scrolls sideways (a table once did inside its frame). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement!;
    const boxes = Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.className}: ${element.scrollWidth} > ${element.clientWidth}`);
    return { page: root.scrollWidth - root.clientWidth, boxes };
  });
  expect(overflow.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  expect(overflow.boxes, 'boxes that scroll sideways').toEqual([]);
}

/** The element is wholly on the screen once scrolled to, not past its right edge. */
async function expectOnScreen(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeInViewport({ ratio: 1 });
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(phoneWidth);
}

/**
 * Every button, tab, pager, checkbox row and link of a list or navigation in the page's main
 * content (and the open menu's items) is at least 44 × 44 px. Inline links in running text are
 * not measured.
 */
async function expectTouchTargets(page: Page): Promise<void> {
  const measured = await page.evaluate((min) => {
    const selector = [
      'main button',
      'main [role="tab"]',
      'main li > a',
      'main nav a',
      'main label:has(> input[type="checkbox"])',
      '.menu__panel a',
    ].join(', ');
    const targets = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((element) =>
      element.checkVisibility(),
    );
    const small = targets.flatMap((element) => {
      const { width, height } = element.getBoundingClientRect();
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim();
      return width < min || height < min
        ? [
            `${element.tagName.toLowerCase()} '${name}': ${Math.round(width)} × ${Math.round(height)}`,
          ]
        : [];
    });
    return { count: targets.length, small };
  }, minTarget);
  expect(measured.count, 'touch targets measured').toBeGreaterThan(0);
  expect(measured.small, `touch targets under ${minTarget} px on ${page.url()}`).toEqual([]);
}

/** The phone checks of a page as it is now. */
async function expectPhoneReady(page: Page): Promise<void> {
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page);
  await expectUniqueLandmarks(page);
  await expectNoA11yViolations(page);
}

/**
 * The page's picture at 375 px, of `detail` alone (a long page's picture is tiny) and, when
 * `wide` says what to wait for, at 1280 px.
 */
async function shoot(
  page: Page,
  name: string,
  { detail, wide }: { detail?: Locator; wide?: () => Promise<void> } = {},
): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}-375.png`, fullPage: true });
  if (detail) await detail.screenshot({ path: `${shotsDir}/${name}-375-detail.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await wide?.();
  await page.screenshot({ path: `${shotsDir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: phoneWidth, height: 812 });
}

/**
 * The invoice table at 375 px: the first invoice with a PDF is a card whose due date, amount and
 * PDF button are on the screen, above the invoice's number.
 */
async function expectInvoiceCards(page: Page): Promise<void> {
  const cards = page.locator('.billing-table tbody tr');
  await expect(cards.first()).toBeVisible();
  const card = cards.filter({ has: page.getByRole('button', { name: /PDF-tiedostona$/ }) }).first();
  const dueDate = card.locator('td[data-label="Eräpäivä"]');
  const amount = card.locator('td[data-label="Summa"]');
  const pdf = card.getByRole('button', { name: /PDF-tiedostona$/ });
  await expect(dueDate).toHaveText(/^\d{1,2}\.\d{1,2}\.\d{4}/);
  await expect(amount).toContainText('€');
  for (const part of [dueDate, amount, pdf]) await expectOnScreen(part);
  const number = card.getByRole('rowheader');
  const [dueBox, numberBox] = [await dueDate.boundingBox(), await number.boundingBox()];
  expect(dueBox!.y, 'the due date comes before the number').toBeLessThan(numberBox!.y);
  await expectPhoneReady(page);
}

test('a consumer reads invoices, contracts and invoice rows on a 375 px phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, 'kuluttaja@example.fi');

  await page.goto('/laskutustiedot');
  await expect(page.getByRole('heading', { level: 1, name: 'Laskutiedot' })).toBeVisible();
  await expectInvoiceCards(page);
  await shoot(page, 'laskutustiedot', {
    detail: page.locator('.billing-table tbody tr').first(),
    wide: () =>
      expect(page.getByRole('columnheader', { name: 'Eräpäivä', exact: true })).toBeVisible(),
  });

  await page.goto('/sopimukset');
  await expect(page.getByRole('heading', { level: 1, name: 'Käyttöpaikan tiedot' })).toBeVisible();
  const contracts = page.getByRole('region', { name: 'Sopimukset' });
  await contracts.getByRole('button').first().click();
  await expect(contracts.getByRole('region').first()).toBeVisible();
  await expectPhoneReady(page);
  await shoot(page, 'sopimukset', { detail: contracts });

  await page.goto('/laskut');
  const invoice = page.getByRole('button', { name: /^Lasku ajalta/ }).first();
  await invoice.click();
  const rows = page.getByRole('table').first();
  await expect(rows).toBeVisible();
  await expectOnScreen(rows.getByRole('rowheader').first());
  await expectPhoneReady(page);
  await shoot(page, 'laskut', { detail: page.locator('.invoice').first() });

  // The menu's items are touch targets too.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /valikko/i })
    .click();
  await expectTouchTargets(page);
});

test('a company manager reads the company invoices, cards and persons on a 375 px phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, 'yritys@example.fi');

  // Each company card's consumption is a landmark of its own name, its charts with their unit.
  const overview = page.getByRole('tabpanel');
  await expect(overview.locator('.chart__unit').first()).toHaveText(/^(kWh|MWh|m³)$/);
  await expectPhoneReady(page);
  await shoot(page, 'yleisnakyma', { detail: overview.locator('.company-usage').first() });

  await page.getByRole('tab', { name: 'Henkilöt' }).click();
  await expect(page.getByRole('button', { name: 'Lisää henkilö' })).toBeVisible();
  await expectPhoneReady(page);
  await shoot(page, 'henkilot', { detail: page.locator('.entity-list') });

  await page.goto('/yritys/laskutustiedot');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectInvoiceCards(page);
  await shoot(page, 'yritys-laskutustiedot', {
    detail: page.locator('.billing-table tbody tr').first(),
    wide: () =>
      expect(page.getByRole('columnheader', { name: 'Eräpäivä', exact: true })).toBeVisible(),
  });
});

test('an operator reads a back-office list on a 375 px phone', async ({ page }) => {
  await loginAs(page, 'asiakaspalvelu@example.fi');
  await page.goto('/asiakaspalvelu/kayttajat');
  const list = page.locator('.backoffice-list');
  await expect(list.locator('tbody tr').first()).toBeVisible();
  await expectOnScreen(list.locator('tbody th').first());
  await expectPhoneReady(page);
  await shoot(page, 'kayttajat', {
    detail: list.locator('tbody tr').first(),
    wide: () => expect(page.getByRole('columnheader').first()).toBeVisible(),
  });
});

const monthNames = [
  'tammi',
  'helmi',
  'maalis',
  'huhti',
  'touko',
  'kesä',
  'heinä',
  'elo',
  'syys',
  'loka',
  'marras',
  'joulu',
];

/** The chart's month labels keep one step that divides the year (every 2nd, 3rd, 4th …). */
async function expectEvenMonthLabels(chart: Locator): Promise<void> {
  const labels = await chart.locator('.chart__tick').allTextContents();
  const months = labels.map((label) => monthNames.indexOf(label)).filter((index) => index >= 0);
  expect(months.length, `month labels ${labels.join(', ')}`).toBeGreaterThan(1);
  const step = months[1]! - months[0]!;
  expect(12 % step, `a step of ${step} months`).toBe(0);
  expect(months).toEqual(months.map((_, index) => months[0]! + index * step));
}

test('the consumption charts name their unit on the axis, in kWh and in euros', async ({
  page,
}) => {
  const mp = await loginToMainPoint(page);
  await openDetail(page, `/sahko/${mp}/2024`);
  const usage = page.locator('.usage-chart');
  const production = page.locator('.production-chart');
  await expect(usage.locator('.chart__unit')).toHaveText('kWh');
  await expect(production.locator('.chart__unit')).toHaveText('kWh');
  await expectEvenMonthLabels(usage);
  await expectEvenMonthLabels(production);

  await page
    .getByRole('group', { name: 'Näytettävä yksikkö' })
    .getByRole('button', { name: '€' })
    .click();
  await expect(usage.locator('.chart__unit')).toHaveText('€');
  // The tooltip of a bar says its unit too.
  await bars(page).first().focus();
  await expect(page.locator('.usage-chart__tooltip')).toContainText('€');
  await expectNoSidewaysScroll(page);
  await shoot(page, 'sahko-euroina', { detail: usage });
});
