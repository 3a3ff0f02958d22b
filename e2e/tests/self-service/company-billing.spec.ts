import {
  calendarYearOf,
  companyInvoicesAnswerSchema,
  type CompanyInvoicesAnswer,
  type BillingInvoice,
} from '@energiaportaali/domain';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations } from '../../fixtures';
import { loginAs, test } from '../../login';
import { testNow } from '../../clock';

// The company invoice table /yritys/laskutustiedot as the demo company users.

const thisYear = () => String(calendarYearOf(testNow()));

async function openCompanyBilling(page: Page, email: string): Promise<void> {
  await loginAs(page, email);
  await page
    .getByRole('navigation', { name: 'Hallintapaneelin näkymät' })
    .getByRole('link', { name: 'Laskut' })
    .click();
  await page.waitForURL((url) => url.pathname === '/yritys/laskutustiedot');
  await expect(page.getByRole('heading', { level: 1, name: 'Laskutiedot' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

async function companyAnswer(page: Page): Promise<CompanyInvoicesAnswer> {
  const response = await page.request.get('/api/ropo/companyInvoices');
  expect(response.status()).toBe(200);
  return companyInvoicesAnswerSchema.parse(await response.json());
}

const issuedIn = (year: string) => (invoice: BillingInvoice) =>
  invoice.invoice_date.startsWith(year);

test("the table lists this year's invoices of both companies, without postponement", async ({
  page,
}) => {
  await openCompanyBilling(page, 'yritys@example.fi');
  const answer = await companyAnswer(page);
  const shown = answer.invoices.filter(issuedIn(thisYear()));
  await expect(page.getByRole('rowheader')).toHaveCount(shown.length);
  await expect(page.getByRole('columnheader', { name: 'Yritys' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Eräpäivän siirto' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Siirrä eräpäivää/ })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Esimerkki Kiinteistöt Oy' }).first()).toBeVisible();
  await expectNoA11yViolations(page);

  const [first] = shown;
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: `Lataa lasku ${first!.invoice_number} PDF-tiedostona` })
    .click();
  expect((await download).suggestedFilename()).toBe(`lasku_${first!.invoice_number}.pdf`);
});

test('the company and usage-place checkboxes narrow the table', async ({ page }) => {
  await openCompanyBilling(page, 'yrityskayttaja@example.fi');
  const answer = await companyAnswer(page);
  const year = thisYear();
  const subsidiaryNumbers = answer.companyInfo
    .filter((company) => company.identifier === '2345678-0')
    .map((company) => company.customerIdentifier);

  const companies = page.getByRole('group', { name: 'Yritykset' });
  await companies.getByRole('checkbox', { name: 'Esimerkki Oy (1234567-1)' }).uncheck();
  const subsidiaryInvoices = answer.invoices
    .filter(issuedIn(year))
    .filter((invoice) => subsidiaryNumbers.includes(invoice.customer_number));
  await expect(page.getByRole('rowheader')).toHaveCount(subsidiaryInvoices.length);
  await expect(page.getByRole('cell', { name: 'Esimerkki Oy', exact: true })).toHaveCount(0);

  const toggle = page.getByRole('button', { name: /^Näytä käyttöpaikat/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const places = page.getByRole('group', { name: 'Käyttöpaikat' });
  const boxes = places.getByRole('checkbox');
  const count = await boxes.count();
  expect(count).toBeGreaterThan(2);
  for (let index = 0; index < count; index += 1) await boxes.nth(index).uncheck();
  await expect(page.getByText('Valituilla rajauksilla ei löytynyt laskuja.')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Piilota käyttöpaikat' }).click();
  await expect(
    page.getByRole('button', { name: `Näytä käyttöpaikat (0/${count} valittu)` }),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the page fits the screen and the table scrolls inside it', async ({ page }) => {
    await openCompanyBilling(page, 'yritys@example.fi');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
});

test('a consumer is not let in', async ({ page }) => {
  await loginAs(page, 'kuluttaja@example.fi');
  await page.goto('/yritys/laskutustiedot');
  await page.waitForURL((url) => url.pathname === '/forbidden');
});
