import { expect, type Page } from '@playwright/test';

/** The test identity provider's page (the default broker of the `vatu` button). */
export async function identifyWithTestIdp(page: Page, identityCode: string): Promise<void> {
  await page.getByRole('button', { name: 'Tunnistaudu', exact: true }).click();
  await expect(page).toHaveTitle(/Testitunnistus/);
  await page.getByRole('button', { name: new RegExp(`^${identityCode}`) }).click();
}

/** The embedded Tupas test bank of the 'Valitse pankkisi' list. */
export async function identifyWithTestBank(page: Page, identityCode: string): Promise<void> {
  await page.getByRole('button', { name: /Testipankki/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Testipankki/ })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${identityCode}`) }).click();
}

/** Accepts the terms of use and the privacy statement on /rekisteroidy. */
export async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Hyväksyn palvelun käyttöehdot' }).check();
  await page.getByRole('checkbox', { name: /tietosuojaselosteen/ }).check();
  await page.getByRole('button', { name: 'Lähetä' }).click();
}
