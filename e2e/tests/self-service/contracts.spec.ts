import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../../fixtures';
import { loginAs } from '../../login';

const consumer = 'kuluttaja@example.fi';

async function openContracts(page: Page) {
  await loginAs(page, consumer);
  await page.goto('/sopimukset');
  await expect(page.getByRole('heading', { level: 1, name: 'Käyttöpaikan tiedot' })).toBeVisible();
  return page.getByRole('region', { name: 'Sopimukset' });
}

test('the contracts page shows the customer and the contracts sorted by street', async ({
  page,
}) => {
  const list = await openContracts(page);
  const customer = page.getByRole('region', { name: 'Asiakastiedot' });
  await expect(customer).toContainText('Matti Meikäläinen');
  await expect(customer).toContainText('100001');
  await expect(customer).toContainText('kuluttaja@example.fi');

  const titles = await list.getByRole('button').allTextContents();
  // Main point: two network contracts, energy, production, heat, water; then the cottage's
  // network and energy contracts.
  expect(titles).toHaveLength(8);
  const streets = titles.map((title) => title.split(',')[0]);
  expect(streets).toEqual([...streets].sort((a, b) => a!.localeCompare(b!, 'fi')));
  expect(streets.at(-1)).toBe('Mökkipolku 12');

  const valid = list.getByRole('button', { name: /Esimerkkitie 5.*Yleissiirto/ });
  await valid.click();
  await expect(valid).toHaveAttribute('aria-expanded', 'true');
  const panel = list.getByRole('region', { name: /Esimerkkitie 5.*Yleissiirto/ });
  await expect(panel).toContainText('Voimassa toistaiseksi');
  await expect(panel).toContainText('1.1.2020');
  await expect(panel).toContainText('7\u00a0400 kWh');
  await expect(panel).toContainText(/GSRN-tunnus\s*\d{18}/);

  await list.getByRole('button', { name: /Aikasiirto/ }).click();
  const ended = list.getByRole('region', { name: /Aikasiirto/ });
  await expect(ended).toContainText('31.12.2019');
  await expect(ended).not.toContainText('Vuosiarvio');

  await list.getByRole('button', { name: /Vesisopimus/ }).click();
  await expect(list.getByRole('region', { name: /Vesisopimus/ })).toHaveText(
    'Veden sopimustiedot tulossa seuraavissa julkaisuissa.',
  );
  await expectNoA11yViolations(page);
});

test('the contracts open from the keyboard and fit a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const list = await openContracts(page);
  const first = list.getByRole('button').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});
