import {
  helsinkiWallClock,
  periodToSearchParams,
  previousPeriod,
  usageAnswerSchema,
} from '@energiaportaali/domain';
import { readSheet } from 'read-excel-file/node';
import { readFile } from 'node:fs/promises';
import { expect, expectNoA11yViolations, test } from '../../fixtures';
import { bar, bars, loginToMainPoint, openDetail, periodHeading } from './detail-helpers';
import { testNow, testYear } from '../../clock';

// Moving between periods on the consumption page: arrows, frame buttons, presets, a custom
// range, browser history; the Excel file; the page at phone width.

test('arrows move by a year and the later one stops at the present', async ({ page }) => {
  const mp = await loginToMainPoint(page);
  await openDetail(page, `/sahko/${mp}/2025`);
  await page.getByRole('button', { name: 'Edellinen jakso' }).click();
  await expect(periodHeading(page, 'Vuosi 2024')).toBeVisible();
  await expect(page).toHaveURL(/\?start=2024-01-01&end=2025-01-01&frame=year&level=month$/);
  await expect(bar(page, 'tammikuu 2024')).toBeVisible();

  const later = page.getByRole('button', { name: 'Seuraava jakso' });
  await later.click();
  await later.click();
  const thisYear = testYear();
  await expect(periodHeading(page, `Vuosi ${thisYear}`)).toBeVisible();
  await expect(later).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edellinen jakso' })).toBeEnabled();
});

test('frame buttons, browser history and reload keep the period in the address', async ({
  page,
}) => {
  const mp = await loginToMainPoint(page);
  await openDetail(page, `/sahko/${mp}/2025`);
  await page.getByRole('button', { name: 'Kuukausi', exact: true }).click();
  await expect(periodHeading(page, 'tammikuu 2025')).toBeVisible();
  await expect(bars(page)).toHaveCount(31);
  await page.getByRole('button', { name: 'Viikko', exact: true }).click();
  await expect(periodHeading(page, 'Viikko 1/2025')).toBeVisible();
  await expect(page).toHaveURL(/start=2024-12-30&end=2025-01-06&frame=week&level=day/);
  await expect(bars(page)).toHaveCount(7);

  await page.goBack();
  await expect(periodHeading(page, 'tammikuu 2025')).toBeVisible();
  await page.goBack();
  await expect(periodHeading(page, 'Vuosi 2025')).toBeVisible();
  await page.goForward();
  await expect(periodHeading(page, 'tammikuu 2025')).toBeVisible();
  await page.reload();
  await expect(periodHeading(page, 'tammikuu 2025')).toBeVisible();
  await expect(bars(page)).toHaveCount(31);
});

test('a preset and a picked range of the custom period change the address and the bars', async ({
  page,
}) => {
  const mp = await loginToMainPoint(page);
  await openDetail(page, `/sahko/${mp}/2025`);
  const custom = page.getByRole('button', { name: 'Määritä ajanjakso' });

  await custom.click();
  await expect(page.getByRole('grid')).toHaveCount(2);
  await expectNoA11yViolations(page);
  await page
    .getByRole('group', { name: 'Edellinen' })
    .getByRole('button', { name: 'Kuukausi' })
    .click();
  await page.getByRole('button', { name: 'Vahvista' }).click();
  const lastMonth = new URLSearchParams(periodToSearchParams(previousPeriod('month', testNow())));
  await expect(page).toHaveURL((url) => url.search === `?${lastMonth.toString()}`);
  await expect(custom).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('grid')).toHaveCount(0);

  await page.goto(`/sahko/${mp}/2025`);
  await custom.click();
  await page.getByRole('button', { name: /10\. tammikuuta 2025/ }).click();
  await page.getByRole('button', { name: /20\. tammikuuta 2025/ }).click();
  await expect(page.getByText('Valittu ajanjakso 10.1.2025–20.1.2025.')).toBeVisible();
  await page.getByRole('button', { name: 'Vahvista' }).click();
  await expect(periodHeading(page, '10.1.2025–20.1.2025')).toBeVisible();
  await expect(page).toHaveURL(/\?start=2025-01-10&end=2025-01-21&frame=custom&level=day$/);
  await expect(bars(page)).toHaveCount(11);

  // A custom range moves by its own length.
  await page.getByRole('button', { name: 'Seuraava jakso' }).click();
  await expect(periodHeading(page, '21.1.2025–31.1.2025')).toBeVisible();
});

test('the Excel file holds the rows of the API answer', async ({ page }) => {
  const mp = await loginToMainPoint(page);
  await openDetail(page, `/sahko/${mp}/2025-05-14`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Lataa Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`kulutus_${mp}_electricity_2025-05-14.xlsx`);
  await expect(page.getByText('Excel-tiedosto ladattu')).toBeVisible();

  const rows = await readSheet(await readFile(await download.path()));
  const response = await page.request.get(
    `/api/electricity/hour?start=2025-05-14&end=2025-05-15&mp=${mp}`,
  );
  const answer = usageAnswerSchema.parse(await response.json());
  const [header, ...data] = rows;
  expect(header).toEqual(['Aika', 'Kulutus (kWh)', 'Laatu', 'Tuotanto (kWh)']);
  expect(data).toHaveLength(answer.data.length);
  expect(data.map((row) => [row[1], row[2], row[3]])).toEqual(
    answer.data.map((point) => [point.v, 'Mitattu', point.vp]),
  );
  // Excel holds Helsinki wall-clock times (as a date's UTC fields), to the second or so.
  const minuteOf = (cell: unknown) => Math.round((cell as Date).getTime() / 60_000) * 60_000;
  expect(data.map((row) => minuteOf(row[0]))).toEqual(
    answer.data.map((point) => helsinkiWallClock(new Date(point.ts)).getTime()),
  );
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('fits 375 px and still drills down', async ({ page }) => {
    const mp = await loginToMainPoint(page);
    await openDetail(page, `/sahko/${mp}/2025`);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Määritä ajanjakso' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Määritä ajanjakso' }).click();
    await expect(page.getByRole('grid')).toHaveCount(2);
    const day = page.getByRole('grid').first().locator('.rdp-day').first();
    expect(Math.round((await day.boundingBox())?.width ?? 0)).toBe(39);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Peruuta' }).click();

    await bar(page, 'maaliskuu 2025').click();
    await expect(periodHeading(page, 'maaliskuu 2025')).toBeVisible();
    await expect(bars(page)).toHaveCount(31);
  });
});
