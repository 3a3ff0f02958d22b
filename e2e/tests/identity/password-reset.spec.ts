import type { Page } from '@playwright/test';
import type { ReceivedMail } from '../../../apps/server/test/smtp';
import { expect, expectNoA11yViolations, test as base } from '../../fixtures';
import { loginAs, submitLoginForm } from '../../login';
import {
  expectNoHorizontalScroll,
  usePageOn,
  withServerWorld,
  type ServerWorld,
} from '../self-service/server-world';
import { clockContext } from '../../clock';

// Changing a demo account's password would break every other test that logs in with it, so
// this file gets a server (and a loopback SMTP server) of its own.
const test = base.extend<{ resetPage: Page }, { resetWorld: ServerWorld }>({
  resetWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, use) => withServerWorld({}, use),
    { scope: 'worker', timeout: 300_000 },
  ],
  resetPage: async ({ browser, resetWorld, viewport, locale, timezoneId }, use) =>
    usePageOn(resetWorld, { browser, viewport, locale, timezoneId }, use),
});

test.describe.configure({ mode: 'serial' });

const person = 'yrityskayttaja@example.fi';
const stranger = 'ei.tunnusta@example.fi';
const newPassword = 'Pakkasyö-Revontulet-2026';

const mailsTo = (world: ServerWorld, email: string): ReceivedMail[] =>
  world.smtp.messages.filter((message) => message.to.includes(email));

/** Asks for a link on the request page and waits for the answer every address gets. */
async function askForLink(page: Page, email: string) {
  await page.getByLabel('Sähköposti').fill(email);
  await page.getByRole('button', { name: 'Lähetä linkki' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tarkista sähköpostisi' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    `Jos osoitteella ${email} on tunnus, lähetimme siihen linkin salasanan vaihtoon. Linkki toimii tunnin ja vain kerran.`,
  );
}

test('a company person resets a forgotten password by an e-mailed link', async ({
  resetPage: page,
  resetWorld,
  browser,
  locale,
}, testInfo) => {
  // A session opened before the reset, in a browser of its own.
  const earlier = await clockContext(
    await browser.newContext({ baseURL: resetWorld.baseUrl, locale }),
  );
  const earlierPage = await earlier.newPage();
  await loginAs(earlierPage, person);

  await page.goto('/yritys/kirjaudu');
  await page.getByRole('link', { name: 'Unohtuitko salasanasi?' }).click();
  await page.waitForURL((url) => url.pathname === '/salasana/unohtui');
  await expect(page.getByRole('heading', { level: 1, name: 'Unohtuiko salasana?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vaihda salasana pankkitunnuksilla' })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`request-${width}.png`), fullPage: true });
  }
  await expectNoA11yViolations(page);

  // An unknown address first: the same page, and (below) no e-mail.
  await askForLink(page, stranger);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Tilaa uusi linkki' }).click();
  await askForLink(page, person);

  await expect
    .poll(() => mailsTo(resetWorld, person).length, { message: `no e-mail to ${person}` })
    .toBe(1);
  // The server handles the requests one at a time in order: the unknown one is done by now.
  expect(mailsTo(resetWorld, stranger)).toEqual([]);
  const [mail] = mailsTo(resetWorld, person);
  expect(mail!.subject).toMatch(/Salasanan vaihto$/);
  const link = new URL(/https?:\/\/\S+\/salasana\/uusi\/\S+/.exec(mail!.text)![0]);
  expect(link.origin).toBe(resetWorld.baseUrl);

  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Uusi salasana' })).toBeVisible();
  await expect(page.getByText(person)).toBeVisible();
  const save = page.getByRole('button', { name: 'Tallenna' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Uusi salasana', { exact: true }).fill(newPassword);
  await page.getByLabel('Uusi salasana uudelleen').fill(newPassword);
  await page.getByLabel('Uusi salasana uudelleen').blur();
  await expect(save).toBeEnabled();
  await page.setViewportSize({ width: 375, height: 900 });
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
  await save.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Salasana vaihdettu' })).toBeVisible();
  await page.getByRole('link', { name: 'Kirjaudu palveluun' }).click();
  await submitLoginForm(page, person, newPassword);
  await page.waitForURL((url) => url.pathname === '/yritys/yleisnakyma');
  await expect(page.getByRole('banner')).toContainText('Kaisa Käyttäjä');

  // The session opened before the reset has ended: its next data call logs it out.
  await earlierPage.reload();
  await earlierPage.waitForURL((url) => url.pathname === '/');
  expect(
    await earlierPage.evaluate(() => sessionStorage.getItem('energiaportaali.user')),
  ).toBeNull();
  await earlier.close();

  // The link worked once.
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Linkki ei enää toimi' })).toBeVisible();
  await page.getByRole('link', { name: 'Tilaa uusi linkki' }).click();
  await page.waitForURL((url) => url.pathname === '/salasana/unohtui');
  await expectNoA11yViolations(page);
});

test('a consumer’s login page keeps the bank identification, which points to the e-mail link', async ({
  resetPage: page,
}) => {
  await page.goto('/kirjaudu');
  await page.getByRole('link', { name: 'Unohtuitko salasanasi?' }).click();
  await page.waitForURL((url) => url.pathname === '/palauta');
  await page.getByRole('link', { name: 'Tilaa salasanan vaihtolinkki sähköpostiisi' }).click();
  await page.waitForURL((url) => url.pathname === '/salasana/unohtui');
});
