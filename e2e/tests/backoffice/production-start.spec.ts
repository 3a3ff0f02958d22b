import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations } from '../../fixtures';
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
import {
  newestSetPasswordLink,
  setInvitedPassword,
  setPasswordLinks,
  strongPassword,
} from './set-password';

// Issue #12 'Done when': an empty PostgreSQL database and NODE_ENV=production with its secrets.
// The server starts with no demo rows, the example register files import, the operator made by
// `npm run operator -- create` logs in and invites the imported consumer and company manager,
// and both set their passwords and see exactly their imported metering points and contracts.

const run = promisify(execFile);
const operatorEmail = 'palvelu@energia.example.fi';
const consumer = { email: 'tuuli.tuontinen@example.fi', name: 'Tuuli Tuontinen' };
const manager = { email: 'taisto.tuonti@tuonti.example.fi', name: 'Taisto Tuonti' };

interface ProductionWorld extends ServerWorld {
  /** The environment the server runs with: the commands run with the same. */
  env: Record<string, string>;
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
}

async function command(world: ProductionWorld, script: string, args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...world.env, PUBLIC_ORIGIN: world.baseUrl, SMTP_URL: world.smtp.url },
    timeout: 120_000,
  });
  return stdout;
}

const productionTest = test.extend<object, { productionWorld: ProductionWorld }>({
  productionWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, use) =>
      withOwnDatabase(async (databaseUrl, pool) => {
        const env = {
          NODE_ENV: 'production',
          DATABASE_URL: databaseUrl,
          IDENTITY_CODE_KEY: randomBytes(32).toString('hex'),
          ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
          OUTBOX_POLL_INTERVAL_MS: '500',
        };
        await withServerWorld({ env, timeoutMs: 180_000 }, (world) =>
          use({
            ...world,
            env,
            query: async (text, values) => (await pool.query(text, values)).rows,
          }),
        );
      }),
    { scope: 'worker', timeout: 300_000 },
  ],
});

productionTest.skip(
  !postgresUrl,
  'a production start on an empty PostgreSQL database: needs TEST_DATABASE_URL',
);

async function inviteFromBackOffice(page: Page, world: ProductionWorld, email: string) {
  const before = setPasswordLinks(world, email).length;
  await page.getByRole('link', { name: 'Käyttäjät' }).click();
  await page.getByLabel('Hae käyttäjää').fill(email);
  await page.getByRole('button', { name: 'Hae', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });
  await expect(row).toContainText('Ei salasanaa');
  await row.getByRole('button', { name: 'Lähetä kutsu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lähetä kutsu' }).click();
  await expect(page.getByText(`Kutsu lähetettiin osoitteeseen ${email}.`)).toBeVisible();
  return before;
}

productionTest(
  'an empty production instance: register imported, operator invites, customers log in',
  async ({ productionWorld: world, browser, viewport, locale, timezoneId }) => {
    test.setTimeout(300_000);
    // No demo world: nothing but the migrations' own rows.
    const counts = async () =>
      (
        await world.query<{ users: number; customers: number; points: number }>(
          `SELECT (SELECT count(*) FROM users)::int AS users,
                  (SELECT count(*) FROM customers)::int AS customers,
                  (SELECT count(*) FROM metering_points)::int AS points`,
        )
      )[0]!;
    expect(await counts()).toEqual({ users: 0, customers: 0, points: 0 });

    for (const kind of [
      'customers',
      'offices',
      'metering-points',
      'tariffs',
      'contracts',
      'users',
    ]) {
      const printed = await command(world, 'import', [kind, `docs/examples/${kind}.csv`]);
      expect(printed).toMatch(/rows/);
    }
    expect((await counts()).customers).toBeGreaterThan(0);

    const printed = await command(world, 'operator', [
      'create',
      operatorEmail,
      '--first-name',
      'Olli',
      '--last-name',
      'Operaattori',
    ]);
    const operatorLink = new URL(/https?:\/\/\S+\/uusisalasana\/[\w-]+/.exec(printed)![0]);
    expect(operatorLink.origin).toBe(world.baseUrl);
    // Operators set their password outside the property managers' path (decision 0046).
    expect(operatorLink.pathname).toMatch(/^\/uusisalasana\//);

    await usePageOn(world, { browser, viewport, locale, timezoneId }, async (page) => {
      await setInvitedPassword(page, operatorLink.pathname, '/asiakaspalvelu/kirjaudu');
      await submitLoginForm(page, operatorEmail, strongPassword);
      await page.waitForURL((url) => url.pathname === '/asiakaspalvelu/rekisteroinnit');
      await expect(page.getByRole('heading', { level: 1, name: 'Asiakaspalvelu' })).toBeVisible();
      await expectNoA11yViolations(page);
      const consumerBefore = await inviteFromBackOffice(page, world, consumer.email);
      const managerBefore = await inviteFromBackOffice(page, world, manager.email);

      await usePageOn(world, { browser, viewport, locale, timezoneId }, async (customer) => {
        await setInvitedPassword(
          customer,
          await newestSetPasswordLink(world, consumer.email, consumerBefore),
          '/kirjaudu',
        );
        await submitLoginForm(customer, consumer.email, strongPassword);
        await customer.waitForURL((url) => url.pathname === '/dashboard');
        await expect(customer.getByRole('banner')).toContainText(consumer.name);
        await customer.goto('/sopimukset');
        const contracts = customer.getByRole('region', { name: 'Sopimukset' });
        await expect(contracts.getByRole('button')).toHaveCount(3);
        const titles = await contracts.getByRole('button').allTextContents();
        expect(titles.join(' | ')).toMatch(/Tuontipolku 3.*Yleissiirto/);
        expect(titles.join(' | ')).toMatch(/Vesihuolto/);
      });

      await usePageOn(world, { browser, viewport, locale, timezoneId }, async (customer) => {
        await setInvitedPassword(
          customer,
          await newestSetPasswordLink(world, manager.email, managerBefore),
          '/yritys/kirjaudu',
        );
        await submitLoginForm(customer, manager.email, strongPassword);
        await customer.waitForURL((url) => url.pathname === '/yritys/yleisnakyma');
        await expect(customer.getByRole('banner')).toContainText(manager.name);
        for (const company of ['Tuonti Oy', 'Tuonti Kiinteistöt Oy']) {
          const points = customer.getByRole('list', { name: `${company}: käyttöpaikat` });
          await expect(points.getByRole('link')).toHaveCount(1);
        }
        await expect(customer.getByRole('main')).not.toContainText('Esimerkki');
      });
    });
  },
);
