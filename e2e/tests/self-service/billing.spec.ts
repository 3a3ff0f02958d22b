import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  formatDate,
  helsinkiDay,
  postponementOffer,
  billingInvoicesAnswerSchema,
  type BillingInvoice,
  type BillingInvoicesAnswer,
} from '@energiaportaali/domain';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test as base } from '../../fixtures';
import { loginAs, test } from '../../login';
import { startServer } from '../../server';
import { clockContext, testNow } from '../../clock';

const consumer = 'kuluttaja@example.fi';
const today = () => helsinkiDay(testNow());

async function openBilling(page: Page): Promise<void> {
  await loginAs(page, consumer);
  await page
    .getByRole('navigation', { name: 'Asiakkuuteni palvelut' })
    .getByRole('link', { name: 'Laskutiedot' })
    .click();
  await page.waitForURL((url) => url.pathname === '/laskutustiedot');
  await expect(page.getByRole('heading', { level: 1, name: 'Laskutiedot' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

async function billingAnswer(page: Page): Promise<BillingInvoicesAnswer> {
  const response = await page.request.get('/api/ropo/invoices');
  expect(response.status()).toBe(200);
  return billingInvoicesAnswerSchema.parse(await response.json());
}

const postponeButtons = (page: Page) =>
  page.getByRole('table').getByRole('button', { name: /^Siirrä eräpäivää, lasku \d+$/ });

const rowOf = (page: Page, invoiceNumber: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: invoiceNumber }) });

/** The one invoice the domain rule offers to postpone. */
function postponableIn(answer: BillingInvoicesAnswer): BillingInvoice {
  const offered = answer.invoices.filter(
    (invoice) => postponementOffer(invoice, answer.companyParams, 'consumer', today()).allowed,
  );
  expect(offered).toHaveLength(1);
  return offered[0]!;
}

function popplerInstalled(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

test("the invoice table lists this year's invoices and downloads an invoice PDF", async ({
  page,
}) => {
  await openBilling(page);
  await expect(page.getByRole('button', { name: 'Tämä vuosi' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const answer = await billingAnswer(page);
  const year = today().slice(0, 4);
  const thisYear = answer.invoices.filter((invoice) => invoice.invoice_date.startsWith(year));
  await expect(page.getByRole('rowheader')).toHaveCount(thisYear.length);
  const dueDates = await page.getByRole('row').locator('td:nth-child(5)').allTextContents();
  const days = dueDates.map((text) => text.replace(/ \(siirretty\)$/, ''));
  const sorted = thisYear
    .map((invoice) => invoice.duedate)
    .sort()
    .reverse()
    .map((day) => formatDate(day));
  expect(days).toEqual(sorted);

  // Exactly one offer, on the postponable invoice; the third-party row has no status or PDF.
  const postponable = postponableIn(answer);
  await expect(postponeButtons(page)).toHaveCount(1);
  await expect(postponeButtons(page)).toHaveAccessibleName(
    `Siirrä eräpäivää, lasku ${postponable.invoice_number}`,
  );
  const row = rowOf(page, postponable.invoice_number);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Avoin');
  await expect(row.getByRole('cell').nth(6)).toHaveText('89,40 €');
  const thirdParty = answer.invoices.find((i) => i.third_party_invoicing_invoice_type === 269002);
  if (thirdParty?.invoice_date.startsWith(year)) {
    const cells = rowOf(page, thirdParty.invoice_number).getByRole('cell');
    await expect(cells.nth(1)).toHaveText('');
    await expect(cells.nth(7)).toHaveText('');
  }
  // On a desktop the whole table fits: nothing to scroll sideways.
  const region = page.getByRole('region', { name: /laskua · Laskupäivä/ });
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  await expectNoA11yViolations(page);

  const download = page.waitForEvent('download');
  await row
    .getByRole('button', { name: `Lataa lasku ${postponable.invoice_number} PDF-tiedostona` })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`lasku_${postponable.invoice_number}.pdf`);
  const dir = mkdtempSync(path.join(tmpdir(), 'ep-invoice-'));
  try {
    const pdfPath = path.join(dir, file.suggestedFilename());
    await file.saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (popplerInstalled()) {
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '40',
        '-singlefile',
        pdfPath,
        path.join(dir, 'page'),
      ]);
      expect(readFileSync(path.join(dir, 'page.png')).subarray(1, 4).toString('latin1')).toBe(
        'PNG',
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the filters narrow the table to last year and to one usage place', async ({ page }) => {
  await openBilling(page);
  const answer = await billingAnswer(page);
  const lastYear = String(Number(today().slice(0, 4)) - 1);
  await page.getByRole('button', { name: 'Edellinen vuosi' }).click();
  await expect(
    page.getByText(`Laskupäivä 1.1.${lastYear}–31.12.${lastYear}`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveCount(
    answer.invoices.filter((invoice) => invoice.invoice_date.startsWith(lastYear)).length,
  );
  const place = page.getByRole('combobox', { name: 'Käyttöpaikka' });
  const options = await place.getByRole('option').allTextContents();
  expect(options[0]).toBe('Kaikki käyttöpaikat');
  expect(options.length).toBeGreaterThan(2);
  const [, heatKey] = /\((\d+)\)$/.exec(options[2]!)!;
  await place.selectOption(heatKey!);
  await expect(page.getByRole('rowheader')).toHaveCount(
    answer.invoices.filter(
      (invoice) =>
        invoice.invoice_date.startsWith(lastYear) &&
        invoice.calculation_periods.some((period) => period.object_key === heatKey),
    ).length,
  );
  await page.getByRole('button', { name: 'Valitse päivät' }).click();
  await expect(page.getByRole('grid').first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the page fits the screen and the table scrolls sideways inside it', async ({ page }) => {
    await openBilling(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    const region = page.getByRole('region', { name: /laskua · Laskupäivä/ });
    const scrollable = await region.evaluate(
      (element) => element.scrollWidth > element.clientWidth,
    );
    expect(scrollable).toBe(true);
    // Keyboard users can focus the region to scroll it; scrolled, the last column is in view.
    await expect(region).toHaveAttribute('tabindex', '0');
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await region.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    await expect(postponeButtons(page)).toBeInViewport();
    await expectNoA11yViolations(page);
  });
});

/**
 * A server of this file's own: postponing changes the demo data, which the other tests (on the
 * shared server) must keep seeing as it was.
 */
const ownServerTest = base.extend<{ ownPage: Page }, { ownServerUrl: string }>({
  ownServerUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, use) => {
      const server = await startServer({ env: { NODE_ENV: 'test' } });
      try {
        await use(server.baseUrl);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  ownPage: async ({ browser, ownServerUrl, viewport, locale, timezoneId }, use) => {
    const context = await clockContext(
      await browser.newContext({
        baseURL: ownServerUrl,
        viewport,
        locale,
        timezoneId,
      }),
    );
    await use(await context.newPage());
    await context.close();
  },
});

ownServerTest(
  'the consumer postpones the postponable invoice once, and no offer remains',
  async ({ ownPage: page }) => {
    await openBilling(page);
    const answer = await billingAnswer(page);
    const invoice = postponableIn(answer);
    const offer = postponementOffer(invoice, answer.companyParams, 'consumer', today());
    if (!offer.allowed) throw new Error('the demo invoice is not postponable');

    await postponeButtons(page).click();
    const panel = page.getByRole('region', {
      name: `Laskun ${invoice.invoice_number} eräpäivän siirto`,
    });
    await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(panel).toContainText(
      `Valitse uusi eräpäivä väliltä ${formatDate(offer.minDate)}–${formatDate(offer.maxDate)}.`,
    );
    await expect(panel.getByRole('button', { name: 'Vahvista siirto' })).toBeDisabled();
    await expectNoA11yViolations(page);

    await panel.locator(`[data-day="${offer.maxDate}"] button`).click();
    await expect(panel).toContainText(`Uusi eräpäivä ${formatDate(offer.maxDate)}.`);
    await panel.getByRole('button', { name: 'Vahvista siirto' }).click();

    const row = rowOf(page, invoice.invoice_number);
    await expect(row.getByRole('status')).toHaveText('Laskun siirto onnistui');
    await expect(row.getByRole('cell').nth(3)).toHaveText(
      `${formatDate(offer.maxDate)} (siirretty)`,
    );
    await expect(panel).toBeHidden();
    await expect(postponeButtons(page)).toHaveCount(0);
    await expectNoA11yViolations(page);
    // The message goes after 3 seconds.
    await expect(row.getByRole('status')).toHaveCount(0);

    // The change is stored: after a reload no invoice offers postponement.
    await page.reload();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(rowOf(page, invoice.invoice_number).getByRole('cell').nth(3)).toHaveText(
      `${formatDate(offer.maxDate)} (siirretty)`,
    );
    await expect(postponeButtons(page)).toHaveCount(0);
    const after = await billingAnswer(page);
    expect(
      after.invoices.filter(
        (i) => postponementOffer(i, after.companyParams, 'consumer', today()).allowed,
      ),
    ).toHaveLength(0);
  },
);
