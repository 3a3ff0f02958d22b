import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { testClockEnv } from '../../clock';
import { expect, expectNoA11yViolations } from '../../fixtures';
import { acceptTerms, identifyWithTestIdp } from '../../identification';
import { submitLoginForm } from '../../login';
import { repoRoot } from '../../server';
import {
  postgresUrl,
  test,
  usePageOn,
  withOwnDatabase,
  withServerWorld,
  type ServerWorld,
} from '../self-service/server-world';

// Issue #22 part 1 (decision 0043): a customer imported by the register import, before any meter
// data has come, registers with strong identification and logs in. The dashboard, the detail
// view and the cost figures say 'Mittaustietoja ei ole vielä saatavilla' with the contract's
// start, never a failure or a retry button; a real failure still shows the failure text.

const run = promisify(execFile);
const person = {
  code: '150585-998U',
  email: 'uusi.asiakas@example.fi',
  first: 'Uuno',
  last: 'Uusi',
};
const password = 'Uusi-Asiakas-Kevät-58';
const contractStart = '2026-11-01';
const shownStart = '1.11.2026';
const electricityPoint = '7790000001';
const shotsDir = process.env.NODATA_SHOTS_DIR ?? '/tmp/nodata/shots';

// The register of a utility's first day: a person, two points, their contracts; no meter data.
const registerFiles: Record<string, string> = {
  customers: `kind,name,first_name,last_name,identity_code,business_id,parent_business_id,customer_numbers,email,phone,street,postal_code,city
person,,${person.first},${person.last},${person.code},,,990001,${person.email},+358401112222,Uusitie 1,00100,Helsinki
`,
  'metering-points': `identifier,gsrn,customer,utility,unit,street,postal_code,city,temperature_area,resolution_history,device_codes
${electricityPoint},643006966009900013,990001,electricity,kWh,Uusitie 1,00100,Helsinki,Helsinki,2026-11-01T00:00+02:00=60,7791001
7790000002,643006966009900020,990001,districtheat,MWh,Uusitie 1,00100,Helsinki,Helsinki,2026-11-01T00:00+02:00=60,7792001
`,
  contracts: `contract_identifier,metering_point,customer,contract_type,contract_product,start_date,end_date,yearly_estimate_kwh,tariff
9990001,${electricityPoint},,Sähköverkkosopimus,Yleissiirto,${contractStart},,5200,
9990002,7790000002,,Kaukolämmön myyntisopimus,Kaukolämpö Perus,${contractStart},,20000,
`,
};

interface ImportWorld extends ServerWorld {
  env: Record<string, string>;
}

const importTest = test.extend<object, { importWorld: ImportWorld }>({
  importWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, use) =>
      withOwnDatabase(async (databaseUrl) => {
        // No demo world: only what the import brings; the test identification stays on.
        const env = {
          NODE_ENV: 'test',
          DEMO_DATA: 'off',
          DATABASE_URL: databaseUrl,
          ALTCHA_MAX_NUMBER: '200',
        };
        await withServerWorld({ env, timeoutMs: 180_000 }, (world) => use({ ...world, env }));
      }),
    { scope: 'worker', timeout: 300_000 },
  ],
});

importTest.skip(
  !postgresUrl,
  'the register import runs beside the server: needs TEST_DATABASE_URL',
);

async function importRegister(world: ImportWorld): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ep-nodata-'));
  try {
    for (const [kind, text] of Object.entries(registerFiles)) {
      const file = path.join(dir, `${kind}.csv`);
      writeFileSync(file, text);
      const { stdout } = await run('npm', ['run', '--silent', 'import', '--', kind, file], {
        cwd: repoRoot,
        env: { ...process.env, ...world.env, ...testClockEnv(), PUBLIC_ORIGIN: world.baseUrl },
        timeout: 120_000,
      });
      expect(stdout).toMatch(/rows/);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function registerAndLogIn(page: Page): Promise<void> {
  await page.goto('/rekisteroidy');
  await acceptTerms(page);
  await identifyWithTestIdp(page, person.code);
  await page.waitForURL((url) => url.pathname === '/rekisteroidy/tiedot');
  await page.getByLabel('Sähköposti').fill(person.email);
  await page.getByLabel('Etunimi').fill(person.first);
  await page.getByLabel('Sukunimi').fill(person.last);
  await page.getByLabel('Puhelinnumero').fill('+358401112222');
  await page.getByLabel('Salasana', { exact: true }).fill(password);
  await page.getByLabel('Salasana uudelleen').fill(password);
  await page.getByLabel('Salasana uudelleen').blur();
  await page.getByRole('button', { name: 'Rekisteröidy' }).click();
  await page.waitForURL((url) => url.pathname === '/rekisteroidy/success');
  await page.getByRole('link', { name: 'Kirjaudu palveluun' }).click();
  await submitLoginForm(page, person.email, password);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

const card = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

/** Nothing on the page looks like a failure. */
async function expectNoFailure(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Yritä uudestaan' })).toHaveCount(0);
  for (const text of [
    'Lataus epäonnistui',
    'Kustannusten lataus epäonnistui',
    'Pyydettyjä tietoja ei löytynyt',
    'Virhe tietoja ladatessa',
  ]) {
    await expect(page.getByText(text)).toHaveCount(0);
  }
}

importTest(
  'an imported customer without meter data sees that it has not come yet, not a failure',
  async ({ importWorld: world, browser, viewport, locale, timezoneId }) => {
    test.setTimeout(300_000);
    await importRegister(world);

    await usePageOn(world, { browser, viewport, locale, timezoneId }, async (page) => {
      await registerAndLogIn(page);
      await expect(page.getByRole('banner')).toContainText(`${person.first} ${person.last}`);

      // The dashboard: both cards and the cost figures say it plainly.
      for (const title of ['Sähkö', 'Kaukolämpö']) {
        const productCard = card(page, title);
        await expect(
          productCard.getByText('Mittaustietoja ei ole vielä saatavilla', { exact: true }),
        ).toBeVisible();
        await expect(
          productCard.getByText(`Mittaustiedot kertyvät ${shownStart} alkaen.`),
        ).toBeVisible();
        await expect(
          productCard.getByText(
            'Kustannuksia ei voi vielä laskea: mittaustietoja ei ole vielä saatavilla.',
          ),
        ).toBeVisible();
      }
      await expectNoFailure(page);
      await expectNoA11yViolations(page);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(card(page, 'Sähkö').getByText(`Mittaustiedot kertyvät`)).toBeVisible();
        await page.screenshot({
          path: path.join(shotsDir, `dashboard-${width}.png`),
          fullPage: true,
        });
      }

      // The detail view, in kWh and in euros: no sum, no chart, no Excel file to download.
      await card(page, 'Sähkö').getByRole('link', { name: 'Sähkö' }).click();
      await page.waitForURL((url) => url.pathname === `/sahko/${electricityPoint}`);
      const status = page.getByRole('status').filter({ hasText: 'Mittaustietoja ei ole' });
      await expect(status).toContainText(`Mittaustiedot kertyvät ${shownStart} alkaen.`);
      await expect(page.getByRole('button', { name: 'Lataa Excel' })).toHaveCount(0);
      await expectNoFailure(page);
      await page.screenshot({ path: path.join(shotsDir, 'detail-1280.png'), fullPage: true });
      await page.getByRole('button', { name: '€' }).click();
      await page.waitForURL((url) => url.searchParams.get('cost') === 'true');
      await expect(status).toContainText(`Mittaustiedot kertyvät ${shownStart} alkaen.`);
      await expect(page.getByRole('button', { name: 'Lataa Excel' })).toHaveCount(0);
      await expectNoFailure(page);
      await expectNoA11yViolations(page);

      // A real failure is still one: an answer of 500, then no answer at all.
      await page.route('**/api/electricity/**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'INTERNAL', message: 'Palvelinvirhe' }),
        }),
      );
      await page.goto('/dashboard');
      const electricity = card(page, 'Sähkö');
      await expect(electricity.getByText('Lataus epäonnistui', { exact: true })).toBeVisible();
      await expect(electricity.getByRole('button', { name: 'Yritä uudestaan' })).toBeVisible();
      await expect(electricity.getByText('Mittaustietoja ei ole vielä')).toHaveCount(0);
      await page.unroute('**/api/electricity/**');
      await page.route('**/api/electricity/**', (route) => route.abort('connectionrefused'));
      await page.goto('/dashboard');
      await expect(
        card(page, 'Sähkö').getByText('Yhteysvirhe kulutustietoja ladattaessa'),
      ).toBeVisible();
      await expect(
        card(page, 'Sähkö').getByRole('button', { name: 'Yritä uudestaan' }),
      ).toBeVisible();
    });
  },
);
