import {
  apiLevelOf,
  customerDataSchema,
  formatNumber,
  periodContaining,
  usageAnswerSchema,
  usageQueryRange,
  usageTypeOf,
  type Contract,
  type Product,
} from '@energiaportaali/domain';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations } from '../../fixtures';
import { loginAs, test } from '../../login';
import { bars, periodHeading } from './detail-helpers';
import { testNow, testYear } from '../../clock';

// The company view (/yritys/{sahko|kaukolampo}/{mp}/{businessId}) and the property managers'
// housing-company view (/taloyhtio/{vesi|sahko|kaukolampo}/{mp}), opened from their front pages.

const esimerkki = '1234567-1';
const subsidiary = '2345678-0';
const esimerkkitalo = '5678901-2';

async function contractOf(page: Page, businessId: string, product: Product): Promise<Contract> {
  const response = await page.request.get(`/api/contracts?companyid=${businessId}`);
  expect(response.status()).toBe(200);
  const { contracts } = customerDataSchema.parse(await response.json());
  const contract = contracts.find((candidate) => candidate.utility === product);
  if (!contract) throw new Error(`${businessId} has no ${product} point`);
  return contract;
}

/** This year's sum of a point as the API gives it to the view that names `businessId`. */
async function yearSum(page: Page, product: Product, mp: string, businessId?: string) {
  const period = periodContaining('year', testNow());
  const { start, end } = usageQueryRange(period);
  const company = businessId ? `&companyid=${businessId}` : '';
  const response = await page.request.get(
    `/api/${usageTypeOf[product]}/${apiLevelOf(product, period)}?start=${start}&end=${end}&mp=${mp}${company}`,
  );
  expect(response.status()).toBe(200);
  const answer = usageAnswerSchema.parse(await response.json());
  return answer.data.reduce((sum, bucket) => sum + (bucket.v ?? 0), 0);
}

const placeOf = (contract: Contract) => `${contract.address}, ${contract.zip} ${contract.city}`;

test('a company user opens a company point from Hallintapaneeli and comes back', async ({
  page,
}) => {
  await loginAs(page, 'yrityskayttaja@example.fi');
  const contract = await contractOf(page, esimerkki, 'electricity');
  const mp = contract.meteringpointIdentifier;

  const points = page.getByRole('list', { name: 'Esimerkki Oy: käyttöpaikat' });
  // Electricity and heat only: the company routes have no water.
  await expect(points.getByRole('link')).toHaveCount(4);
  await expect(
    page.getByRole('list', { name: 'Esimerkki Kiinteistöt Oy: käyttöpaikat' }).getByRole('link'),
  ).not.toHaveCount(0);
  await expectNoA11yViolations(page);

  await points.getByRole('link', { name: `Sähkö ${placeOf(contract)}` }).click();
  await page.waitForURL((url) => url.pathname === `/yritys/sahko/${mp}/${esimerkki}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Sähkö ${placeOf(contract)}` }),
  ).toBeVisible();
  await expect(periodHeading(page, `Vuosi ${testYear()}`)).toBeVisible();
  await expect(bars(page).first()).toBeVisible();
  const sum = await yearSum(page, 'electricity', mp, esimerkki);
  await expect(page.getByText(`${formatNumber(sum, 2)} kWh`, { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Takaisin' }).click();
  await page.waitForURL((url) => url.pathname === '/yritys/yleisnakyma');
});

test('a company point named through a company it does not belong to logs the user out', async ({
  page,
}) => {
  await loginAs(page, 'yritys@example.fi');
  const { meteringpointIdentifier: mp } = await contractOf(page, esimerkki, 'districtheat');
  await page.goto(`/yritys/kaukolampo/${mp}/${subsidiary}`);
  // The server answers 403; the page says 'kirjaudutaan ulos' while the logout runs, then home.
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.request.get(`/api/contracts?companyid=${esimerkki}`)).status()).toBe(401);
});

test("a property manager opens a housing company's water point from the dashboard", async ({
  page,
}) => {
  await loginAs(page, 'isannoitsija@example.fi');
  const contract = await contractOf(page, esimerkkitalo, 'water');
  const mp = contract.meteringpointIdentifier;

  const points = page.getByRole('list', { name: 'As Oy Esimerkkitalo: käyttöpaikat' });
  await expect(points.getByRole('link')).toHaveCount(3);
  await points.getByRole('link', { name: `Vesi ${placeOf(contract)}` }).click();
  await page.waitForURL((url) => url.pathname === `/taloyhtio/vesi/${mp}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Vesi ${placeOf(contract)}` }),
  ).toBeVisible();
  await expect(bars(page).first()).toBeVisible();
  const sum = await yearSum(page, 'water', mp);
  await expect(page.getByText(`${formatNumber(sum, 3)} m³`, { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Takaisin' }).click();
  await page.waitForURL((url) => url.pathname === '/isannointi/dashboard');
});

test('a housing-company address of no measured product says so', async ({ page }) => {
  await loginAs(page, 'paakayttaja@example.fi');
  await page.goto('/taloyhtio/kuitu/6400100001');
  await expect(page.getByText('Ei mittaustietoja saatavilla')).toBeVisible();
  await page.getByRole('link', { name: 'Takaisin' }).click();
  await page.waitForURL((url) => url.pathname === '/paakayttaja/dashboard');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the company overview and a company point fit the screen', async ({ page }) => {
    await loginAs(page, 'yritys@example.fi');
    const contract = await contractOf(page, esimerkki, 'districtheat');
    const noOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await expect(
      page.getByRole('list', { name: 'Esimerkki Oy: käyttöpaikat' }).getByRole('link').first(),
    ).toBeVisible();
    expect(await noOverflow(), 'no horizontal scrolling').toBe(true);
    await page
      .getByRole('link', { name: `Kaukolämpö ${placeOf(contract)}` })
      .first()
      .click();
    await expect(bars(page).first()).toBeVisible();
    expect(await noOverflow(), 'no horizontal scrolling').toBe(true);
  });
});
