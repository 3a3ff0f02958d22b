import {
  apiLevelOf,
  customerDataSchema,
  formatDate,
  formatNumber,
  periodContaining,
  usageAnswerSchema,
  usageQueryRange,
  usageTypeOf,
  type Contract,
  type Product,
} from '@energiaportaali/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations } from '../../fixtures';
import { loginAs, test } from '../../login';
import { testNow, testYear } from '../../clock';

const titles: Record<Product, string> = {
  electricity: 'Sähkö',
  districtheat: 'Kaukolämpö',
  water: 'Vesi',
};
const decimals: Record<Product, number> = { electricity: 0, districtheat: 0, water: 3 };
const unitTexts = { kWh: 'kWh', MWh: 'MWh', m3: 'm³' } as const;

interface PointTotal {
  contract: Contract;
  value: number;
  unit: keyof typeof unitTexts;
}

/** This year's total of every metering point of a product, asked from the API as the user. */
async function pointTotals(request: APIRequestContext, product: Product): Promise<PointTotal[]> {
  const contracts = customerDataSchema.parse(await (await request.get('/api/contracts')).json());
  const points = new Map<string, Contract>();
  for (const contract of contracts.contracts) {
    if (contract.utility === product && !points.has(contract.meteringpointIdentifier)) {
      points.set(contract.meteringpointIdentifier, contract);
    }
  }
  const period = periodContaining('year', testNow());
  const { start, end } = usageQueryRange(period);
  const level = apiLevelOf(product, period);
  return Promise.all(
    [...points.values()].map(async (contract) => {
      const query = `start=${start}&end=${end}&mp=${contract.meteringpointIdentifier}`;
      const response = await request.get(`/api/${usageTypeOf[product]}/${level}?${query}`);
      expect(response.status()).toBe(200);
      const answer = usageAnswerSchema.parse(await response.json());
      const value = answer.data.reduce((sum, bucket) => sum + (bucket.v ?? 0), 0);
      return { contract, value, unit: answer.unit };
    }),
  );
}

function shownTotal(product: Product, totals: PointTotal[]): string {
  const sum = totals.reduce((total, point) => total + point.value, 0);
  return `${formatNumber(sum, decimals[product])} ${unitTexts[totals[0]!.unit]}`;
}

function productCard(page: Page, product: Product): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: titles[product] }) });
}

/**
 * A mouse click where `target` is on screen. The card's title link or button covers the whole
 * card summary, so the click lands on it, not on `target` (which Playwright's click refuses).
 */
async function clickOn(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function openDashboard(page: Page): Promise<void> {
  await loginAs(page, 'kuluttaja@example.fi');
  await expect(page.getByRole('heading', { level: 2, name: 'Kulutustietoni' })).toBeVisible();
}

test('the totals are the sums of the API answers for this year', async ({ page }) => {
  await openDashboard(page);
  const today = `1.1.${testYear()}–${formatDate(testNow())}`;
  for (const product of ['electricity', 'districtheat', 'water'] as const) {
    const expected = shownTotal(product, await pointTotals(page.request, product));
    const card = productCard(page, product);
    // The final value for screen readers at once, and on screen once the count-up ends.
    await expect(card.locator('.visually-hidden')).toHaveText(expected);
    await expect(card.locator('.product-card__amount')).toHaveText(expected);
    await expect(card.getByText(today)).toBeVisible();
  }
  await expect(productCard(page, 'electricity').getByText('2 käyttöpaikkaa')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the electricity card expands to its two points, each linking to its page', async ({
  page,
}) => {
  await openDashboard(page);
  const totals = await pointTotals(page.request, 'electricity');
  expect(totals).toHaveLength(2);

  const toggle = page.getByRole('button', { name: 'Sähkö', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await clickOn(page, productCard(page, 'electricity').getByText('2 käyttöpaikkaa'));
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const points = page.getByRole('list', { name: 'Sähkö: käyttöpaikat' });
  await expect(points.getByRole('link')).toHaveCount(2);
  for (const { contract, value, unit } of totals) {
    const link = points.getByRole('link', { name: new RegExp(`^${contract.address}`) });
    await expect(link).toContainText(`${contract.address}, ${contract.zip} ${contract.city}`);
    await expect(link).toContainText(`${formatNumber(value, 0)} ${unitTexts[unit]}`);
    await expect(link).toHaveAttribute('href', `/sahko/${contract.meteringpointIdentifier}`);
  }
  await expectNoA11yViolations(page);

  const [first] = totals;
  await points.getByRole('link', { name: new RegExp(`^${first!.contract.address}`) }).click();
  // The page adds the year's period to the address at once, so match the path alone.
  await page.waitForURL(
    (url) => url.pathname === `/sahko/${first!.contract.meteringpointIdentifier}`,
  );
});

test('a click anywhere on the heat card opens its one point', async ({ page }) => {
  await openDashboard(page);
  const [heat] = await pointTotals(page.request, 'districtheat');
  const card = productCard(page, 'districtheat');
  await expect(card.getByRole('link', { name: 'Kaukolämpö' })).toHaveAttribute(
    'href',
    `/kaukolampo/${heat!.contract.meteringpointIdentifier}`,
  );
  await clickOn(page, card.getByText(`${heat!.contract.address}, ${heat!.contract.zip}`));
  await page.waitForURL(
    (url) => url.pathname === `/kaukolampo/${heat!.contract.meteringpointIdentifier}`,
  );
});

test('the year selector leads to the chosen year of the chosen point', async ({ page }) => {
  await openDashboard(page);
  const [, cottage] = await pointTotals(page.request, 'electricity');
  const card = productCard(page, 'electricity');
  const open = card.getByRole('button', { name: 'Avaa vuosivalinta mahdollisuus' });
  await open.click();

  const panel = card.getByRole('group', { name: 'Vuosivalinta' });
  await expect(panel.getByLabel('Käyttöpaikka')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  const lastYear = testYear() - 1;
  await panel.getByLabel('Käyttöpaikka').selectOption(cottage!.contract.meteringpointIdentifier);
  await panel.getByLabel('Vuosi').selectOption(String(lastYear));
  await expectNoA11yViolations(page);
  await panel.getByRole('link', { name: `Siirry vuoden ${lastYear} kulutusnäkymään` }).click();
  await page.waitForURL(
    (url) => url.pathname === `/sahko/${cottage!.contract.meteringpointIdentifier}/${lastYear}`,
  );
});

test('Asiakkuuteni links to invoices, contracts and billing and shows the fibre offer', async ({
  page,
}) => {
  await openDashboard(page);
  const nav = page.getByRole('navigation', { name: 'Asiakkuuteni palvelut' });
  await expect(nav.getByRole('link', { name: 'Laskuni' })).toHaveAttribute('href', '/laskut');
  await expect(nav.getByRole('link', { name: 'Käyttöpaikan tiedot' })).toHaveAttribute(
    'href',
    '/sopimukset',
  );
  await expect(nav.getByRole('link', { name: 'Laskutiedot' })).toHaveAttribute(
    'href',
    '/laskutustiedot',
  );
  const fibre = page.getByRole('region', { name: 'Valokuitu' });
  await expect(fibre.getByRole('heading', { name: 'Valokuitua kotiisi?' })).toBeVisible();
  await expect(fibre.getByRole('link', { name: 'Pyydä tarjous valokuidusta' })).toHaveAttribute(
    'href',
    '/kuitu',
  );
});

test('configured HTML blocks are sanitised in the browser', async ({ page }) => {
  await page.route('**/api/configuration', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.templates = {
      ...config.templates,
      'infoboksi.html':
        '<p id="kept">Tiedote</p><img src="/puuttuu.png" alt="" onerror="window.hacked=1">' +
        '<script>window.hacked=2</script><a id="js-link" href="javascript:window.hacked=3">Linkki</a>' +
        '<p onclick="window.hacked=4" style="color:red">Klikkaa</p><iframe src="/"></iframe>',
      'fiber0.html':
        '<form action="/x"><input name="a"></form><svg><script>window.hacked=5</script></svg><p>Kuitu</p>',
    };
    await route.fulfill({ response, json: config });
  });
  await openDashboard(page);
  const column = page.getByRole('region', { name: 'Asiakkuuteni' });
  await expect(column.locator('#kept')).toHaveText('Tiedote');
  await column.locator('#js-link').click();
  await column.getByText('Klikkaa').click();
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await expect(
    column.locator('script, iframe, form, input, svg, [onerror], [onclick], [style]'),
  ).toHaveCount(0);
  await expect(column.locator('#js-link')).not.toHaveAttribute('href', /.*/);
  await expect(
    page.getByRole('region', { name: 'Valokuitu' }).getByText('Kuitu', { exact: true }),
  ).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the columns stack and nothing overflows', async ({ page }) => {
    await openDashboard(page);
    const expected = shownTotal('water', await pointTotals(page.request, 'water'));
    await expect(productCard(page, 'water').locator('.product-card__amount')).toHaveText(expected);
    await page.getByRole('button', { name: 'Sähkö', exact: true }).click();
    await productCard(page, 'electricity')
      .getByRole('button', { name: 'Avaa vuosivalinta mahdollisuus' })
      .click();

    const consumption = await page.getByRole('region', { name: 'Kulutustietoni' }).boundingBox();
    const customer = await page.getByRole('region', { name: 'Asiakkuuteni' }).boundingBox();
    expect(customer!.y).toBeGreaterThanOrEqual(consumption!.y + consumption!.height);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoA11yViolations(page);
  });
});
