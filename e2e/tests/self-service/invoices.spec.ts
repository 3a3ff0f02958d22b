import {
  calendarYearOf,
  consumerInvoicesAnswerSchema,
  customerDataSchema,
  formatDate,
  formatNumber,
} from '@energiaportaali/domain';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../../fixtures';
import { loginAs } from '../../login';
import { testNow } from '../../clock';

const consumer = 'kuluttaja@example.fi';
const currentYear = calendarYearOf(testNow());

async function openInvoices(page: Page, path = '/laskut') {
  await loginAs(page, consumer);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Laskut' })).toBeVisible();
}

/** The consumer's metering point at a street for a utility, from the contracts API. */
async function meteringPoint(page: Page, street: string, utility: string): Promise<string> {
  const response = await page.request.get('/api/contracts');
  const { contracts } = customerDataSchema.parse(await response.json());
  const contract = contracts.find((c) => c.address === street && c.utility === utility);
  if (!contract) throw new Error(`no ${utility} contract at ${street}`);
  return contract.meteringpointIdentifier;
}

async function invoicesOf(page: Page, productType: string, mp: string, year: number) {
  const response = await page.request.get(
    `/api/invoices?productType=${productType}&mp=${mp}&year=${year}`,
  );
  expect(response.status()).toBe(200);
  return consumerInvoicesAnswerSchema.parse(await response.json());
}

const invoiceButtons = (page: Page) => page.getByRole('button', { name: /^Lasku ajalta / });
const period = (start: string, end: string) => `${formatDate(start)}–${formatDate(end)}`;

test('the invoices page shows the chosen product, year and place with rows and VAT', async ({
  page,
}) => {
  await openInvoices(page);
  await expect(page).toHaveURL(/\/laskut\/sahko$/);
  const product = page.getByRole('combobox', { name: 'Tuote' });
  const year = page.getByRole('combobox', { name: 'Vuosi' });
  const place = page.getByRole('combobox', { name: 'Käyttöpaikka' });
  await expect(product.getByRole('option')).toHaveText(['Sähkö', 'Lämpö', 'Vesi']);
  await expect(year).toHaveValue(String(currentYear));
  await expect(place.getByRole('option')).toHaveText(['Esimerkkitie 5', 'Mökkipolku 12']);

  const home = await meteringPoint(page, 'Esimerkkitie 5', 'electricity');
  const current = await invoicesOf(page, 'electricity', home, currentYear);
  await expect(invoiceButtons(page)).toHaveText(
    current.map(
      (invoice) =>
        `Lasku ajalta ${period(invoice.LaskutusjaksoAlkuPvm, invoice.LaskutusjaksoLoppuPvm)}`,
    ),
  );

  // The cottage in 2023: twelve monthly invoices; January still had the 10 % electricity VAT.
  await year.selectOption('2023');
  await place.selectOption({ label: 'Mökkipolku 12' });
  const cottage = await meteringPoint(page, 'Mökkipolku 12', 'electricity');
  const invoices2023 = await invoicesOf(page, 'electricity', cottage, 2023);
  expect(invoices2023).toHaveLength(12);
  await expect(invoiceButtons(page)).toHaveCount(12);
  const january = invoices2023.at(-1)!;
  const title = `Lasku ajalta ${period(january.LaskutusjaksoAlkuPvm, january.LaskutusjaksoLoppuPvm)}`;
  await page.getByRole('button', { name: title }).click();
  const panel = page.getByRole('region', { name: title });
  await expect(panel).toContainText(january.Laskunumero);

  const rows = panel.getByRole('table', { name: /^Laskurivit/ }).locator('tbody tr');
  await expect(rows).toHaveCount(january.Rivit.length);
  for (const [index, row] of january.Rivit.entries()) {
    await expect(rows.nth(index).locator('th, td')).toHaveText([
      row.TuotekomponenttiTunnus,
      `${formatNumber(row.Maara, 3)} ${row.MaaranYksikko}`,
      `${formatNumber(row.YksikkohintaALV0, 2)} ${row.HintaYksikko}`,
      `${formatNumber(row.VeloitusALV0, 2)} €`,
    ]);
  }
  const vat = january.ALV['10']!;
  await expect(
    panel
      .getByRole('table', { name: 'Arvonlisävero', exact: true })
      .locator('tbody tr th, tbody tr td'),
  ).toHaveText([
    '10 %',
    `${formatNumber(vat.Veroton, 2)} €`,
    `${formatNumber(vat.Vero, 2)} €`,
    `${formatNumber(vat.Yht, 2)} €`,
  ]);
  await expect(panel).toContainText(`Laskun summa ${formatNumber(january.LaskunSumma, 2)} €`);
  await expectNoA11yViolations(page);
});

test('a year without invoices says so, and water invoices are coming later', async ({ page }) => {
  await openInvoices(page, '/laskut/lampo');
  const year = page.getByRole('combobox', { name: 'Vuosi' });
  await expect(year.getByRole('option').last()).toHaveText('2015');
  await year.selectOption('2015');
  await expect(
    page.getByText('Hakukriteereillä(käyttöpaikka ja vuosi) ei löytynyt yhtään lämpölaskua'),
  ).toBeVisible();
  await expect(invoiceButtons(page)).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Tuote' }).selectOption({ label: 'Vesi' });
  await expect(page).toHaveURL(/\/laskut\/vesi$/);
  await expect(page.getByText('Veden laskutiedot tulossa seuraavissa julkaisuissa.')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the invoices fit a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openInvoices(page, '/laskut/lampo');
  await invoiceButtons(page).first().click();
  await expect(page.getByRole('table', { name: /^Laskurivit/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});
