import type { Page } from '@playwright/test';
import type pg from 'pg';
import { expect, expectNoA11yViolations, test as base } from '../../fixtures';
import { loginAs } from '../../login';
import {
  mailWithSubject,
  postgresUrl,
  usePageOn,
  withSeededDatabase,
  withServerWorld,
  type ServerWorld,
} from '../self-service/server-world';

// A utility without a trade-register service whose imported register does not list the housing
// company (decision 0045): the manager's 'Lisää asunto-osakeyhtiö' becomes a request that
// customer service approves, and the manager hears it by e-mail. A server of its own on a
// PostgreSQL database of its own: the test removes the demo register's row and reads the tables.

interface RequestWorld extends ServerWorld {
  pool: pg.Pool;
}

const test = base.extend<{ world: RequestWorld }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
  world: async ({}, use) =>
    withSeededDatabase((databaseUrl, pool) =>
      withServerWorld({ env: { DATABASE_URL: databaseUrl }, timeoutMs: 300_000 }, (world) =>
        use({ ...world, pool }),
      ),
    ),
});

test.skip(!postgresUrl, 'needs TEST_DATABASE_URL (a PostgreSQL of its own)');
test.setTimeout(420_000);

const house = { businessId: '7890123-9', name: 'As Oy Vaahterarinne' };

async function sendRequest(page: Page) {
  await loginAs(page, 'isannoitsija@example.fi');
  await page.getByRole('button', { name: 'Lisää asunto-osakeyhtiö' }).click();
  await page.getByLabel('Taloyhtiön Y-tunnus').fill(house.businessId);
  await page.getByRole('button', { name: 'Hae', exact: true }).click();
  await page.getByRole('checkbox', { name: /^Vakuutan/ }).check();
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Pyyntö lähetetty: asiakaspalvelu tarkistaa/ }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: `${house.name}: käyttöpaikat` })).toHaveCount(0);
}

test('a request no register can check is approved by customer service', async ({
  world,
  browser,
  viewport,
  locale,
  timezoneId,
}) => {
  await world.pool.query('DELETE FROM housing_managers WHERE housing_company_business_id = $1', [
    house.businessId,
  ]);
  await usePageOn(world, { browser, viewport, locale, timezoneId }, sendRequest);

  await usePageOn(world, { browser, viewport, locale, timezoneId }, async (page) => {
    await loginAs(page, 'asiakaspalvelu@example.fi');
    await page.getByRole('link', { name: 'Taloyhtiöpyynnöt' }).click();
    const row = page.getByRole('row', { name: new RegExp(house.name) });
    await expect(row).toContainText('Isännöinti Esimerkki Oy (4567890-7)');
    await expect(row).toContainText('isannoitsija@example.fi');
    await expectNoA11yViolations(page);
    await row.getByRole('button', { name: `Hyväksy: ${house.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hyväksytäänkö pyyntö?' });
    await dialog.getByRole('button', { name: 'Hyväksy' }).click();
    await expect(
      page.getByText(`${house.name} liitettiin toimistoon, ja pyytäjälle lähetettiin viesti.`),
    ).toBeVisible();
  });

  const mail = await mailWithSubject(world.smtp, 'Esimerkki Energia: Taloyhtiö lisätty');
  expect(mail.to).toEqual(['isannoitsija@example.fi']);
  expect(mail.text).toContain(`Pyyntösi on hyväksytty: ${house.name}`);
  const audit = await world.pool.query(
    "SELECT 1 FROM audit_log WHERE action = 'backoffice.housing_request.approve'",
  );
  expect(audit.rowCount).toBe(1);

  await usePageOn(world, { browser, viewport, locale, timezoneId }, async (page) => {
    await loginAs(page, 'isannoitsija@example.fi');
    const points = page.getByRole('list', { name: `${house.name}: käyttöpaikat` });
    await expect(points.getByRole('link').first()).toBeVisible();
  });
});
