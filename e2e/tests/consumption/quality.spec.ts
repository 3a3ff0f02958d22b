import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { helsinkiFields, helsinkiMidnight } from '@energiaportaali/domain';
import { readSheet } from 'read-excel-file/node';
import { expect, expectNoA11yViolations } from '../../fixtures';
import { loginAs } from '../../login';
import { repoRoot } from '../../server';
import {
  postgresUrl,
  test as base,
  usePageOn,
  withSeededDatabase,
  withServerWorld,
  type ServerWorld,
} from '../self-service/server-world';
import { bar, bars, consumerEmail, openDetail, periodHeading } from './detail-helpers';
import { testClockEnv, testNow } from '../../clock';

// A utility's own meter data through the real import: a Datahub export of the demo consumer's
// main electricity point with estimated and suspect quarter-hours, loaded by
// `npm run import -- meter-data` into the database of a running server, then seen on the
// consumption page: marked bars, the legend, the tooltip, the table and the Excel file.

const run = promisify(execFile);
const mainPoint = '6400100001';
const mainGsrn = '643006966000100016';

interface ImportWorld extends ServerWorld {
  databaseUrl: string;
}

const test = base.extend<{ importPage: Page }, { importWorld: ImportWorld }>({
  importWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, use) =>
      withSeededDatabase((databaseUrl) =>
        withServerWorld({ env: { DATABASE_URL: databaseUrl }, timeoutMs: 300_000 }, (world) =>
          use({ ...world, databaseUrl }),
        ),
      ),
    { scope: 'worker', timeout: 360_000 },
  ],
  importPage: async ({ browser, importWorld, viewport, locale, timezoneId }, use) =>
    usePageOn(importWorld, { browser, viewport, locale, timezoneId }, use),
});

test.skip(!postgresUrl, 'imports into a running server: needs TEST_DATABASE_URL (PostgreSQL)');

/** `npm run import -- meter-data FILE` against the world's database; what it printed. */
async function importMeterData(world: ImportWorld, lines: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ep-e2e-datahub-'));
  try {
    const file = path.join(dir, 'datahub.csv');
    await writeFile(file, lines.join('\r\n') + '\r\n');
    const { stdout } = await run('npm', ['run', '--silent', 'import', '--', 'meter-data', file], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...testClockEnv(),
        NODE_ENV: 'test',
        DATABASE_URL: world.databaseUrl,
        LOG_LEVEL: 'warn',
      },
      timeout: 120_000,
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// Ten days ago (the demo world's own gaps are two and five days back): 10–11 estimated, the
// first quarter of 11–12 suspect.
const { year, month, day: today } = helsinkiFields(testNow().getTime());
const day = helsinkiMidnight(year, month, today - 10);
const dayEnd = helsinkiMidnight(year, month, today - 9);
const qualityOf = (quarter: number) =>
  quarter >= 40 && quarter < 44 ? 'ESTIMATED' : quarter === 44 ? 'UNCERTAIN' : 'OK';

function datahubFile(): string[] {
  const lines = [
    'Mittauspisteen tunnus;Tuotteen tyyppi;Resoluutio;Yksikkötyyppi;Lukeman tyyppi;Alkuaika;Määrä;Laatu',
  ];
  for (let t = day.getTime(), quarter = 0; t < dayEnd.getTime(); t += 900_000, quarter++) {
    const start = new Date(t).toISOString().replace('.000Z', 'Z');
    const kwh = `0,${String(100 + quarter * 7).padStart(3, '0')}`;
    lines.push(
      [mainGsrn, '8716867000030', 'PT15M', 'kWh', 'BN01', start, kwh, qualityOf(quarter)].join(';'),
    );
  }
  return lines;
}

test('estimated and suspect values of a Datahub file are marked in the chart, the table and the Excel file', async ({
  importPage: page,
  importWorld,
}) => {
  test.setTimeout(300_000);
  const printed = await importMeterData(importWorld, datahubFile());
  expect(printed).toContain('96 rows read');

  await loginAs(page, consumerEmail);
  const fields = helsinkiFields(day.getTime());
  const date = `${fields.year}-${String(fields.month).padStart(2, '0')}-${String(fields.day).padStart(2, '0')}`;
  const label = `${fields.day}.${fields.month}.${fields.year}`;
  await openDetail(page, `/sahko/${mainPoint}/${date}`);
  await expect(periodHeading(page, label)).toBeVisible();
  await expect(bars(page)).toHaveCount(24);

  const legend = page.getByRole('list', { name: 'Kaavion selitteet' });
  await expect(legend).toContainText('Sisältää arvioituja arvoja');
  await expect(legend).toContainText('Sisältää epävarmoja arvoja');
  await expect(bar(page, `${label} klo 10–11`)).toHaveAttribute(
    'aria-label',
    /, sisältää arvioituja arvoja(,|$)/,
  );
  await expect(bar(page, `${label} klo 9–10`)).not.toHaveAttribute('aria-label', /sisältää/);
  await bar(page, `${label} klo 11–12`).hover();
  await expect(page.locator('.usage-chart__tooltip')).toContainText(
    'Laatu: Sisältää epävarmoja arvoja',
  );

  await page.getByRole('checkbox', { name: 'Näytä taulukkona' }).check();
  const table = page.getByRole('table', { name: `Kulutus ${label}` });
  await expect(table.getByRole('columnheader', { name: 'Laatu' })).toBeVisible();
  await expect(
    table.getByRole('row').filter({ hasText: 'Sisältää arvioituja arvoja' }),
  ).toHaveCount(1);
  await expectNoA11yViolations(page);

  // The estimated hour's quarter-hours, each one marked, and its Excel file.
  await bar(page, `${label} klo 10–11`).click();
  await expect(periodHeading(page, `${label} klo 10–11`)).toBeVisible();
  await expect(bars(page)).toHaveCount(4);
  await expect(page.locator('[data-bar-index][aria-label*=", arvioitu"]')).toHaveCount(4);
  const quarterTable = page.getByRole('table', { name: `Kulutus ${label} klo 10–11` });
  await expect(quarterTable.getByRole('cell', { name: 'Arvioitu', exact: true })).toHaveCount(4);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Lataa Excel' }).click();
  const [header, ...rows] = await readSheet(await readFile(await (await downloading).path()));
  const qualityColumn = (header ?? []).indexOf('Laatu');
  expect(qualityColumn).toBeGreaterThan(0);
  expect(rows.map((row) => row[qualityColumn])).toEqual([
    'Arvioitu',
    'Arvioitu',
    'Arvioitu',
    'Arvioitu',
  ]);
});
