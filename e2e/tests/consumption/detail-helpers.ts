import { customerDataSchema } from '@energiaportaali/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { loginAs } from '../../login';

export const consumerEmail = 'kuluttaja@example.fi';

/** The consumer's main electricity point (the one with solar production), from GET /api/contracts. */
export async function mainElectricityPoint(page: Page): Promise<string> {
  const response = await page.request.get('/api/contracts');
  expect(response.status()).toBe(200);
  const { contracts } = customerDataSchema.parse(await response.json());
  const production = contracts.find(
    (contract) => contract.contractType === 'Sähköntuotannon verkkosopimus',
  );
  if (!production) throw new Error('the demo consumer has no production contract');
  return production.meteringpointIdentifier;
}

/** Logs the demo consumer in and gives the main electricity point's identifier. */
export async function loginToMainPoint(page: Page): Promise<string> {
  await loginAs(page, consumerEmail);
  return mainElectricityPoint(page);
}

/** Every bar of the consumption chart (focusable targets, one per time step with data). */
export function bars(page: Page): Locator {
  return page.locator('[data-bar-index]');
}

/** The consumption bar whose accessible name starts with `time` (e.g. 'toukokuu 2025'). */
export function bar(page: Page, time: string): Locator {
  return page.locator(`[data-bar-index][aria-label^="${time}:"]`);
}

/** The shown period's heading, e.g. 'Vuosi 2025'. */
export function periodHeading(page: Page, label: string): Locator {
  return page.getByRole('heading', { level: 2, name: label, exact: true });
}

/** Opens a detail path and waits until its bars are drawn. */
export async function openDetail(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(bars(page).first()).toBeVisible();
}
