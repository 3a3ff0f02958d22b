import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../../fixtures';
import { loginAs } from '../../login';
import { expectNoHorizontalScroll } from '../self-service/server-world';
import { testYear } from '../../clock';

// The company cards of Hallintapaneeli: each company's electricity and district heat summed over
// its points for a chosen period, with a small chart each; and the register message of a company
// login that found no company.

const companyCard = (page: Page, name: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

const totalOf = (card: ReturnType<typeof companyCard>, product: string) =>
  card
    .locator('.company-usage__product')
    .filter({ has: card.page().getByRole('heading', { level: 4, name: product }) })
    .locator('.company-usage__total strong');

test('a company user sees each company’s consumption change with a preset, drawn as bars', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, 'yrityskayttaja@example.fi');
  await expect(page.getByRole('tab', { name: 'Yritykset' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Henkilöt' })).toHaveCount(0);

  const card = companyCard(page, 'Esimerkki Oy');
  await expect(card.getByText(`Ajanjakso Vuosi ${testYear()}`)).toBeVisible();
  const electricity = totalOf(card, 'Sähkö');
  await expect(electricity).toHaveText(/^[\d\s]+ kWh$/, { timeout: 20_000 });
  await expect(totalOf(card, 'Kaukolämpö')).toBeVisible();
  await expect(card.locator('.small-usage-chart .chart__bar').first()).toBeVisible({
    timeout: 20_000,
  });
  const yearTotal = await electricity.textContent();

  await card.getByRole('button', { name: 'Kvartaali' }).click();
  await expect(card.getByRole('button', { name: 'Kvartaali' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card.getByText(/^Ajanjakso 1\.\d+\.\d{4}–\d+\.\d+\.\d{4}$/)).toBeVisible();
  await expect(electricity).not.toHaveText(yearTotal!, { timeout: 20_000 });
  await expect(electricity).toHaveText(/^[\d\s]+ kWh$/);
  await expect
    .poll(() => card.locator('.small-usage-chart .chart__bar').count(), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(3);

  // The point links open the detail page at the card's period.
  const firstLink = card
    .getByRole('list', { name: 'Esimerkki Oy: käyttöpaikat' })
    .getByRole('link')
    .first();
  await expect(firstLink).toHaveAttribute('href', /frame=custom&level=month$/);
  await expectNoA11yViolations(page);
});

test('the company cards page five at a time and fit a phone with the calendar open', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'yritys@example.fi');
  const card = companyCard(page, 'Esimerkki Oy');
  await expect(card.locator('.small-usage-chart .chart__bar').first()).toBeVisible({
    timeout: 20_000,
  });
  await expectNoHorizontalScroll(page);

  await card.getByRole('button', { name: 'Valitse ajanjakso' }).click();
  await expect(card.getByRole('grid').first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Vahvista' })).toBeEnabled();
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
  await card.getByRole('button', { name: 'Peruuta' }).click();
  await expect(card.getByRole('grid')).toHaveCount(0);
});

test('a company login with no company ends at the register message, logged out', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginAs(page, 'yrityskayttaja@example.fi');
  await page.goto('/yritys/rekisteroidy/tiedot');
  await expect(page.getByRole('heading', { level: 1, name: 'Yritystä ei löytynyt' })).toBeVisible();
  const mail = page.getByRole('main').getByRole('link', { name: /@/ });
  await expect(mail).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect
    .poll(async () => (await page.request.get('/api/contracts?companyid=1234567-1')).status())
    .toBe(401);
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
});
