import type { Page } from '@playwright/test';
import type { ReceivedMail } from '../../../apps/server/test/smtp';
import { expect, expectNoA11yViolations, test as base } from '../../fixtures';
import { loginAs } from '../../login';
import { usePageOn, withServerWorld, type ServerWorld } from '../self-service/server-world';

// A server of this spec's own (fresh demo world, mail to a loopback SMTP server) that checks the
// alerts every second and delivers the outbox every half second; no other spec sees its alerts.
const test = base.extend<{ alertsPage: Page }, { alertsWorld: ServerWorld }>({
  alertsWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, use) =>
      withServerWorld(
        {
          env: { ALERT_CHECK_INTERVAL_MS: '1000', OUTBOX_POLL_INTERVAL_MS: '500' },
          timeoutMs: 300_000,
        },
        use,
      ),
    { scope: 'worker', timeout: 360_000 },
  ],
  alertsPage: async ({ browser, alertsWorld, viewport, locale, timezoneId }, use) =>
    usePageOn(alertsWorld, { browser, viewport, locale, timezoneId }, use),
});

const subject = 'Esimerkki Energia: Sähkön hinta ylittää huomenna rajasi';
// The day-ahead market's floor is −500 €/MWh (−62.75 c/kWh with VAT): every day of the demo
// world's prices, which run to the end of tomorrow, has an hour above −100 c/kWh.
const threshold = '-100';
const description = 'Huomisen sähkön hinta yli -100 c/kWh';

const priceMails = (world: ServerWorld): ReceivedMail[] =>
  world.smtp.messages.filter((message) => message.subject === subject);

test('a price alert set on /ilmoitukset sends one e-mail whose link turns it off', async ({
  alertsPage: page,
  alertsWorld,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, 'kuluttaja@example.fi');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /valikko/i })
    .click();
  await page.getByRole('link', { name: 'Ilmoitukset', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ilmoitukset' })).toBeVisible();
  await expect(page.getByText('Sinulla ei ole vielä ilmoituksia.')).toBeVisible();

  await page.getByLabel('Ilmoituksen tyyppi').selectOption({ label: 'Huomisen sähkön hinta' });
  await page.getByLabel('Raja (c/kWh)').fill(threshold);
  await page.getByRole('button', { name: 'Lisää ilmoitus' }).click();
  await expect(page.getByText('Ilmoitus lisätty.')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: description });
  await expect(item).toContainText('Päällä');
  await expectNoA11yViolations(page);

  // The scheduler's next check (within a second) queues it; the outbox delivers it.
  await expect
    .poll(() => priceMails(alertsWorld).length, { timeout: 30_000, message: 'no alert e-mail' })
    .toBe(1);
  const [mail] = priceMails(alertsWorld);
  expect(mail!.to).toEqual(['kuluttaja@example.fi']);
  expect(mail!.text).toContain('ylittää huomenna');
  const link = /https?:\/\/\S+\/ilmoitukset\/peru\?token=\S+/.exec(mail!.text)?.[0];
  expect(link, 'the e-mail has no unsubscribe link').toBeDefined();
  const url = new URL(link!);
  expect(url.origin).toBe(alertsWorld.baseUrl);
  const unsubscribePath = `${url.pathname}${url.search}`;

  // Opening the link changes nothing: the button does.
  await page.goto(unsubscribePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Lopeta ilmoitus' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Lopeta ilmoitus' }).click();
  await expect(
    page.getByText(`Ilmoitus on lopetettu (${description}). Et saa siitä enää sähköpostia.`),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Siirry ilmoituksiin' }).click();
  await expect(item).toContainText('Pois päältä');
  await expect(item.getByRole('button', { name: 'Ota käyttöön' })).toBeVisible();

  await page.goto(unsubscribePath);
  await page.getByRole('button', { name: 'Lopeta ilmoitus' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Tämä linkki on jo käytetty: ilmoitus on jo lopetettu.' }),
  ).toBeVisible();

  // Several checks have run since: still the one e-mail for this alert and day.
  expect(priceMails(alertsWorld)).toHaveLength(1);

  await page.goto('/ilmoitukset');
  await item.getByRole('button', { name: 'Poista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Poistetaanko ilmoitus?' });
  await dialog.getByRole('button', { name: 'Poista' }).click();
  await expect(page.getByText('Sinulla ei ole vielä ilmoituksia.')).toBeVisible();
});
