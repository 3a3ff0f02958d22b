import { expect, expectNoA11yViolations, test } from '../../fixtures';
import { bar, bars, loginToMainPoint, openDetail, periodHeading } from './detail-helpers';

// The consumption details page as the demo consumer, on the main electricity point: hourly data
// until 2024-01-01, quarter hours after it, solar production from 2023.

test('drills from a year to the quarter hours of a 2025 hour and stops there', async ({ page }) => {
  const mp = await loginToMainPoint(page);
  await openDetail(page, `/sahko/${mp}/2025`);
  await expect(page).toHaveURL(/\?start=2025-01-01&end=2026-01-01&frame=year&level=month$/);
  await expect(periodHeading(page, 'Vuosi 2025')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sähkö Esimerkkitie 5, 00100 Helsinki' }),
  ).toBeVisible();
  await expect(bars(page)).toHaveCount(12);

  await bar(page, 'toukokuu 2025').click();
  await expect(periodHeading(page, 'toukokuu 2025')).toBeVisible();
  await expect(page).toHaveURL(/start=2025-05-01&end=2025-06-01&frame=month&level=day/);
  await expect(bars(page)).toHaveCount(31);

  await bar(page, '14.5.2025').click();
  await expect(periodHeading(page, '14.5.2025')).toBeVisible();
  await expect(page).toHaveURL(/start=2025-05-14&end=2025-05-15&frame=day&level=hour/);
  await expect(bars(page)).toHaveCount(24);

  // Keyboard: the hour bars are one tab stop; arrows move, Enter opens.
  await bar(page, '14.5.2025 klo 0–1').focus();
  for (let hour = 0; hour < 12; hour += 1) await page.keyboard.press('ArrowRight');
  await expect(bar(page, '14.5.2025 klo 12–13')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(periodHeading(page, '14.5.2025 klo 12–13')).toBeVisible();
  await expect(page).toHaveURL(/frame=hour&level=quarterhour/);
  await expect(bars(page)).toHaveCount(4);
  // The hour frame is as deep as it goes: its bars are pictures, not buttons.
  await expect(page.getByRole('img', { name: /^14\.5\.2025 klo 12\.00–12\.15: / })).toBeVisible();
  await expect(page.locator('[data-bar-index][role="button"]')).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('drills into the hours of a 2023 day, but its quarter hours do not exist', async ({
  page,
}) => {
  const mp = await loginToMainPoint(page);
  await openDetail(page, `/sahko/${mp}?start=2023-05-01&end=2023-06-01&frame=month&level=day`);
  await bar(page, '3.5.2023').click();
  await expect(periodHeading(page, '3.5.2023')).toBeVisible();
  await expect(bars(page)).toHaveCount(24);
  // Hourly meters: the hours open nothing.
  await expect(page.getByRole('img', { name: /^3\.5\.2023 klo 12–13: / })).toBeVisible();
  await expect(page.locator('[data-bar-index][role="button"]')).toHaveCount(0);

  const dayUrl = page.url();
  // An address of that day's quarter hours (an old bookmark, say) gets the 404 and goes back.
  await page.goto(
    `/sahko/${mp}?start=2023-05-03T09%3A00%3A00Z&end=2023-05-03T10%3A00%3A00Z&frame=hour&level=quarterhour`,
  );
  await expect(page.getByRole('alert')).toHaveText(
    'Valitettavasti tarkempaa tietoa ei ole saatavilla tälle ajanjaksolle.',
  );
  const shownAt = performance.now();
  await expect(page).toHaveURL(dayUrl);
  expect(performance.now() - shownAt).toBeGreaterThan(3000);
  await expect(periodHeading(page, '3.5.2023')).toBeVisible();
});

test('DST days have 23 and 25 hours', async ({ page }) => {
  const mp = await loginToMainPoint(page);
  await openDetail(page, `/sahko/${mp}/2025-03-30`);
  await expect(periodHeading(page, '30.3.2025')).toBeVisible();
  await expect(bars(page)).toHaveCount(23);
  await expect(bar(page, '30.3.2025 klo 2–4')).toBeVisible();

  await openDetail(page, `/sahko/${mp}/2025-10-26`);
  await expect(periodHeading(page, '26.10.2025')).toBeVisible();
  await expect(bars(page)).toHaveCount(25);
  await expect(bar(page, '26.10.2025 klo 3–4')).toHaveCount(2);
});

test('shows the production of 2024, and none before 2023', async ({ page }) => {
  const mp = await loginToMainPoint(page);
  await openDetail(page, `/sahko/${mp}/2024`);
  await expect(page.getByRole('heading', { level: 2, name: 'Sähköntuotanto' })).toBeVisible();
  await expect(page.getByText('Tuotanto yhteensä')).toBeVisible();
  await expect(page.locator('.production-chart .chart__bar').first()).toBeVisible();
  await expect(
    page.getByText(/^Vuoden 2023 alusta alkaen kulutus näytetään nettona/),
  ).toBeVisible();

  await openDetail(page, `/sahko/${mp}/2022`);
  await expect(
    page.getByText('Sähköntuotannon tieto ei ole saatavilla tälle ajanjaksolle'),
  ).toBeVisible();
  await expect(page.getByText(/^Vuoden 2023 alusta alkaen/)).toHaveCount(0);
});

test('draws the previous year and the temperature when switched on', async ({ page }) => {
  const mp = await loginToMainPoint(page);
  await openDetail(page, `/sahko/${mp}/2025`);
  await expect(page.locator('.usage-chart__comparison')).toHaveCount(0);
  await expect(page.locator('.usage-chart__temperature')).toHaveCount(0);

  const comparison = page.waitForRequest((request) => request.url().includes('comparison=true'));
  await page.getByRole('checkbox', { name: 'Vertailu edelliseen vuoteen' }).check();
  await comparison;
  await expect(page.locator('.usage-chart__comparison .chart__bar')).toHaveCount(12);
  await expect(page.getByText('Edellinen vuosi (kWh)')).toBeVisible();

  const temperature = page.waitForRequest((request) =>
    request.url().includes('/api/temperature/thisyear?'),
  );
  await page.getByRole('checkbox', { name: 'Lämpötila' }).check();
  await temperature;
  await expect(page.locator('.usage-chart__temperature .chart__line')).toBeVisible();
  await expect(page.getByText('Lämpötila (°C)')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Näytä taulukkona' }).check();
  const table = page.getByRole('table', { name: 'Kulutus Vuosi 2025' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('columnheader', { name: 'Edellinen vuosi (kWh)' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Lämpötila (°C)' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('checkbox', { name: 'Vertailu edelliseen vuoteen' }).uncheck();
  await expect(page.locator('.usage-chart__comparison')).toHaveCount(0);
});
