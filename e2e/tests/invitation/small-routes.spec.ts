import {
  customerDataSchema,
  periodContaining,
  periodToSearchParams,
} from '@energiaportaali/domain';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations } from '../../fixtures';
import { loginAs, test } from '../../login';
import { mainElectricityPoint } from '../consumption/detail-helpers';
import { expectNoHorizontalScroll } from '../self-service/server-world';
import { testNow } from '../../clock';

// The small routes of issue 10: the housing-company view without a type, the existing-account
// identification error page, and the detail page's browser-back rule (spec 01 §2).

async function checkScreen(page: Page): Promise<void> {
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
}

test('the housing-company view without a type shows that there are no measurements', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, 'isannoitsija@example.fi');
  for (const path of ['/taloyhtio/', '/taloyhtio', '/taloyhtio//6400100001']) {
    await page.goto(path);
    await expect(page.getByText('Ei mittaustietoja saatavilla')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Takaisin' })).toHaveAttribute(
      'href',
      '/isannointi/dashboard',
    );
  }
  await checkScreen(page);
});

test('/tunnus/virhe shows the identification error with the way to a new password', async ({
  page,
}) => {
  await page.goto('/tunnus/virhe');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tunnistautuminen epäonnistui' }),
  ).toBeVisible();
  await checkScreen(page);
  await page.getByRole('link', { name: 'Vaihda salasana' }).click();
  await page.waitForURL((url) => url.pathname === '/palauta');
});

const yearQuery = new URLSearchParams(
  periodToSearchParams(periodContaining('year', testNow())),
).toString();

/**
 * Leaves `path` (made the current history entry without any router state, as a document's
 * first address is) for a page of another document, then comes back with the browser's back.
 */
async function comeBackTo(page: Page, path: string): Promise<void> {
  await page.evaluate((address) => window.history.replaceState(null, '', address), path);
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
}

async function pointOf(page: Page, businessId: string): Promise<string> {
  const response = await page.request.get(`/api/contracts?companyid=${businessId}`);
  expect(response.status()).toBe(200);
  const { contracts } = customerDataSchema.parse(await response.json());
  const contract = contracts.find((candidate) => candidate.utility === 'electricity');
  if (!contract) throw new Error(`${businessId} has no electricity point`);
  return contract.meteringpointIdentifier;
}

test.describe('browser back to a detail address without a full period', () => {
  test('a consumer goes to /dashboard, whether the period is missing or partial', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'kuluttaja@example.fi');
    const mp = await mainElectricityPoint(page);

    await comeBackTo(page, `/sahko/${mp}`);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Asiakkuuteni' })).toBeVisible();

    // Within the app: the detail entry loses its level, the user goes home and comes back.
    await page.goto(`/sahko/${mp}?${yearQuery}`);
    await expect(page.getByRole('heading', { level: 2, name: /^Vuosi / })).toBeVisible();
    const partial = `/sahko/${mp}?${yearQuery.replace(/&?level=[^&]*/, '')}`;
    await page.evaluate(
      (address) => window.history.replaceState(window.history.state, '', address),
      partial,
    );
    await page.getByRole('link', { name: 'Esimerkki Energia' }).first().click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Asiakkuuteni' })).toBeVisible();

    // A full period is shown as it was.
    await page.goto(`/sahko/${mp}?${yearQuery}`);
    await comeBackTo(page, `/sahko/${mp}?${yearQuery}`);
    await expect(page.getByRole('heading', { level: 2, name: /^Vuosi / })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === `/sahko/${mp}`);
  });

  test('a company user goes to /yritys/yleisnakyma', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'yrityskayttaja@example.fi');
    const mp = await pointOf(page, '1234567-1');
    await comeBackTo(page, `/yritys/sahko/${mp}/1234567-1`);
    await page.waitForURL((url) => url.pathname === '/yritys/yleisnakyma');
  });

  test('a property manager goes to /isannointi/dashboard', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'isannoitsija@example.fi');
    const mp = await pointOf(page, '5678901-2');
    await comeBackTo(page, `/taloyhtio/sahko/${mp}?frame=year`);
    await page.waitForURL((url) => url.pathname === '/isannointi/dashboard');
  });
});
