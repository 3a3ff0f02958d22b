import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations } from '../../fixtures';
import { mailWithSubject, test } from './server-world';

// The captcha of the anonymous forms must start however early the person begins: here every
// field is filled before the widget's code has even been asked for, as a fast typist, a browser's
// autofill or a slow connection would have it.

/** Holds back GET /api/captcha, which the widget waits for, until the returned function is called. */
async function holdCaptchaBack(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/captcha', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const verifying = (page: Page) => page.getByRole('button', { name: 'Varmistetaan…' });

async function fillBusinessRequest(page: Page, company: string, email: string): Promise<void> {
  await page.getByLabel('Yritykselle', { exact: true }).check();
  await page.getByLabel('Etunimi').fill('Nopea');
  await page.getByLabel('Sukunimi').fill('Näppäilijä');
  await page.getByLabel('Sähköposti').fill(email);
  await page.getByLabel('Yrityksen nimi').fill(company);
  await page.getByLabel('Yrityksen Y-tunnus').fill('3456782-2');
}

test('a registration request filled before the captcha loaded is verified and sent', async ({
  mailPage: page,
  mailWorld,
}) => {
  const release = await holdCaptchaBack(page);
  await page.goto('/rekisteroidy/pyynto');
  await fillBusinessRequest(page, 'Pikakirjoitus Oy', 'nopea@pikakirjoitus.example.fi');
  // The button says what it waits for, not just that it is disabled.
  await expect(verifying(page)).toBeDisabled();

  release();
  await page.getByRole('button', { name: 'Lähetä pyyntö' }).click();
  await expect(page.getByText('Kiitos rekisteröitymispyynnöstäsi!')).toBeVisible();
  const mail = await mailWithSubject(mailWorld.smtp, 'Tunnuspyyntö yritykselle: Pikakirjoitus Oy');
  expect(mail.replyTo).toContain('nopea@pikakirjoitus.example.fi');
});

test('an anonymous water reading filled before the captcha loaded is verified and sent', async ({
  mailPage: page,
  mailWorld,
}) => {
  const release = await holdCaptchaBack(page);
  await page.goto('/vesilukema');
  await page.getByLabel('Käyttöpaikan numero').fill('6400100004');
  await page.getByLabel('Vesimittarin numero').selectOption('21000420');
  await page.getByLabel('Lukema (m³)').fill('512');
  await page.getByLabel('Sähköpostiosoite (vapaaehtoinen)').fill('nopea@vesi.example.fi');
  await page.getByRole('checkbox', { name: 'Lähetä kopio lukemasta sähköpostiini' }).check();
  await expect(verifying(page)).toBeDisabled();

  release();
  await page.getByRole('button', { name: 'Lähetä lukema' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kiitos! Lukema on vastaanotettu' }),
  ).toBeVisible();
  await expect
    .poll(() => mailWorld.smtp.messages.find((mail) => mail.to.includes('nopea@vesi.example.fi')))
    .toMatchObject({ text: expect.stringContaining('512') });
});

test('a challenge that could not be fetched is offered again, and the retry sends the request', async ({
  mailPage: page,
  mailWorld,
}) => {
  let dropped = 0;
  await page.route('**/api/captcha/challenge*', async (route) => {
    if (dropped++ === 0) await route.abort('connectionfailed');
    else await route.continue();
  });
  await page.goto('/rekisteroidy/pyynto');
  await fillBusinessRequest(page, 'Toinen Yritys Oy', 'toinen@yritys.example.fi');

  const retry = page.getByRole('alert').filter({ hasText: 'Varmistus epäonnistui.' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lähetä pyyntö' })).toBeDisabled();
  await expectNoA11yViolations(page);
  await retry.getByRole('button', { name: 'Yritä uudelleen' }).click();

  await page.getByRole('button', { name: 'Lähetä pyyntö' }).click();
  await expect(page.getByText('Kiitos rekisteröitymispyynnöstäsi!')).toBeVisible();
  expect(dropped).toBe(2);
  await mailWithSubject(mailWorld.smtp, 'Tunnuspyyntö yritykselle: Toinen Yritys Oy');
});

test('a solve that takes too long offers a retry', async ({ mailPage: page, mailWorld }) => {
  await page.clock.install();
  let stalled: (() => void) | undefined;
  await page.route('**/api/captcha/challenge*', async (route) => {
    if (stalled) return route.continue();
    // The first challenge never arrives (until the test is done with it).
    await new Promise<void>((resolve) => (stalled = resolve));
    await route.abort('timedout');
  });
  await page.goto('/rekisteroidy/pyynto');
  await fillBusinessRequest(page, 'Hidas Yhteys Oy', 'hidas@yhteys.example.fi');
  await expect.poll(() => stalled).toBeDefined();
  await expect(verifying(page)).toBeDisabled();

  await page.clock.fastForward('00:16');
  const retry = page
    .getByRole('alert')
    .filter({ hasText: 'Varmistus kestää tavallista kauemmin.' });
  await retry.getByRole('button', { name: 'Yritä uudelleen' }).click();
  stalled!();

  await page.getByRole('button', { name: 'Lähetä pyyntö' }).click();
  await expect(page.getByText('Kiitos rekisteröitymispyynnöstäsi!')).toBeVisible();
  await mailWithSubject(mailWorld.smtp, 'Tunnuspyyntö yritykselle: Hidas Yhteys Oy');
});
