import { usageAnswerSchema } from '@energiaportaali/domain';
import { readFile } from 'node:fs/promises';
import { readSheet } from 'read-excel-file/node';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../../fixtures';
import { bar, bars, loginToMainPoint, openDetail, periodHeading } from './detail-helpers';

// The consumption page in euros (issue #14) as the demo consumer on the main electricity point:
// the kWh / € toggle, drilling down to a day priced by the quarter hour (after 2025-10-01), the
// price in the tooltip, and the Excel file's cost column against the page's total.

// Cost views read prices and tariffs alongside the rollups; a slow shared machine gets time.
const loadTimeout = 60_000;

/** The period's total as shown ('1 234,56 €'). */
function shownTotal(page: Page): Locator {
  return page.locator('.usage-summary .usage-summary__sum strong');
}

/** Euros of a shown amount: '1 234,56 €' → 1234.56. */
function euros(text: string): number {
  return Number(text.replace(/[\s\u00a0€]/g, '').replace(',', '.'));
}

const cents = (value: number) => Math.round(value * 100);

/** The chart's tooltip after pointing at `target`. */
async function tooltipOf(page: Page, target: Locator): Promise<Locator> {
  await target.hover();
  const tooltip = page.locator('.usage-chart__tooltip');
  await expect(tooltip).toBeVisible();
  return tooltip;
}

test('the detail page in euros: drill to a quarter-hour day, the price, the Excel file', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const mp = await loginToMainPoint(page);
  await openDetail(page, `/sahko/${mp}/2025`);
  const unit = page.getByRole('group', { name: 'Näytettävä yksikkö' });
  const eurosButton = unit.getByRole('button', { name: '€' });
  await expect(unit.getByRole('button', { name: 'kWh' })).toHaveAttribute('aria-pressed', 'true');
  await expect(shownTotal(page)).toHaveText(/ kWh$/);

  // The year in euros: bars, axis and total.
  const yearCost = page.waitForResponse(
    (response) =>
      response.url().includes('/api/electricity/thisyear?') && response.url().includes('cost=true'),
    { timeout: loadTimeout },
  );
  await eurosButton.click();
  await expect(page).toHaveURL(/frame=year&level=month&cost=true$/);
  const yearAnswer = usageAnswerSchema.parse(await (await yearCost).json());
  await expect(eurosButton).toHaveAttribute('aria-pressed', 'true');
  await expect(shownTotal(page)).toHaveText(/^\d[\d\s]*,\d{2} €$/, { timeout: loadTimeout });
  const yearSum = yearAnswer.data.reduce((sum, point) => sum + (point.c ?? 0), 0);
  expect(yearSum).toBeGreaterThan(0);
  expect(cents(euros((await shownTotal(page).textContent()) ?? ''))).toBe(cents(yearSum));
  await expect(page.getByText('Kustannukset (€)')).toBeVisible();
  // The value axis reads euros.
  await expect(page.locator('.usage-chart .chart__tick', { hasText: / €$/ }).first()).toBeVisible();
  await expect(bar(page, 'marraskuu 2025')).toHaveAttribute(
    'aria-label',
    /^marraskuu 2025: [\d\s]+,\d{2} €, /,
  );
  await expect(page.getByRole('checkbox', { name: 'Vertailu edelliseen vuoteen' })).toBeDisabled();
  await expectNoA11yViolations(page);

  // Drilling keeps euros: the month, then a day priced by the quarter hour.
  await bar(page, 'marraskuu 2025').click();
  await expect(periodHeading(page, 'marraskuu 2025')).toBeVisible({ timeout: loadTimeout });
  await expect(page).toHaveURL(/start=2025-11-01&end=2025-12-01&frame=month&level=day&cost=true$/);
  await expect(bars(page)).toHaveCount(30, { timeout: loadTimeout });
  await expect(shownTotal(page)).toHaveText(/ €$/);

  await bar(page, '12.11.2025').click();
  await expect(periodHeading(page, '12.11.2025')).toBeVisible({ timeout: loadTimeout });
  await expect(page).toHaveURL(/start=2025-11-12&end=2025-11-13&frame=day&level=hour&cost=true$/);
  await expect(bars(page)).toHaveCount(24, { timeout: loadTimeout });
  await expect(shownTotal(page)).toHaveText(/ €$/);

  // An hour's tooltip: its cost, split, and the hour's mean day-ahead price.
  const hour = await tooltipOf(page, bar(page, '12.11.2025 klo 17–18'));
  await expect(hour).toContainText('12.11.2025 klo 17–18');
  await expect(hour).toContainText(/Kustannus: [\d\s]+,\d{2} €/);
  await expect(hour).toContainText('Siirto (alv 0 %):');
  await expect(hour).toContainText('Sähkövero (alv 0 %):');
  await expect(hour).toContainText(/Hinta: -?[\d\s]+,\d{2} c\/kWh/);

  // The day's Excel file in euros: its cost column adds up to the page's total.
  const dayTotal = euros((await shownTotal(page).textContent()) ?? '');
  const downloading = page.waitForEvent('download', { timeout: loadTimeout });
  await page.getByRole('button', { name: 'Lataa Excel' }).click();
  const download = await downloading;
  await expect(page.getByText('Excel-tiedosto ladattu')).toBeVisible();
  const [header, ...rows] = await readSheet(await readFile(await download.path()));
  expect(header).toEqual(
    expect.arrayContaining(['Kustannus (€, sis. alv)', 'Spot-hinta (c/kWh, sis. alv)']),
  );
  const costColumn = (header ?? []).indexOf('Kustannus (€, sis. alv)');
  expect(rows).toHaveLength(24);
  const fileSum = rows.reduce((sum, row) => sum + Number(row[costColumn] ?? 0), 0);
  expect(dayTotal).toBeGreaterThan(0);
  expect(cents(fileSum)).toBe(cents(dayTotal));

  // The quarter hours of that hour, each with its own price.
  await bar(page, '12.11.2025 klo 17–18').click();
  await expect(periodHeading(page, '12.11.2025 klo 17–18')).toBeVisible({ timeout: loadTimeout });
  await expect(page).toHaveURL(/frame=hour&level=quarterhour&cost=true$/);
  await expect(bars(page)).toHaveCount(4, { timeout: loadTimeout });
  const quarter = await tooltipOf(page, bar(page, '12.11.2025 klo 17.15–17.30'));
  await expect(quarter).toContainText(/Kustannus: [\d\s]+,\d{2} €/);
  await expect(quarter).toContainText(/Hinta: -?[\d\s]+,\d{2} c\/kWh/);

  // Back in kWh the address loses the flag and the total is energy again.
  await page
    .getByRole('group', { name: 'Näytettävä yksikkö' })
    .getByRole('button', { name: 'kWh' })
    .click();
  await expect(page).not.toHaveURL(/cost=true/);
  await expect(shownTotal(page)).toHaveText(/ kWh$/, { timeout: loadTimeout });
});

test("the dashboard's electricity card shows this month's cost and its forecast", async ({
  page,
}) => {
  await loginToMainPoint(page);
  await page.goto('/dashboard');
  const electricity = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Sähkö' }) });
  const soFar = electricity.locator('dt', { hasText: 'Tämän kuun kustannukset' }).locator('+ dd');
  const forecast = electricity.locator('dt', { hasText: 'Ennuste koko kuulle' }).locator('+ dd');
  await expect(soFar).toHaveText(/^\d[\d\s]*,\d{2} €$/, { timeout: loadTimeout });
  await expect(forecast).toHaveText(/^\d[\d\s]*,\d{2} €$/);
  expect(euros((await forecast.textContent()) ?? '')).toBeGreaterThanOrEqual(
    euros((await soFar.textContent()) ?? ''),
  );
});
