import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations } from '../../fixtures';
import { submitLoginForm } from '../../login';
import { expectNoHorizontalScroll } from '../self-service/server-world';
import {
  expireInvitation,
  invitationLinkMailedTo,
  invite,
  postgresUrl,
  test,
  type InvitationWorld,
} from './invitation-world';

// Invited accounts (spec 02 §2 'Password creation', 'Manager registration'): the CLI invites,
// the e-mail carries the link, the person registers or sets a password and logs in. The CLI
// writes into the server's database while it runs, so these need PostgreSQL.

const strongPassword = 'Sininen-Tuuli-Puhaltaa-42';
const noLongerValid = 'Linkki ei ole enää voimassa';

test.describe.configure({ mode: 'serial' });
test.skip(
  !postgresUrl,
  'runs `npm run invite` against the server’s database: needs TEST_DATABASE_URL',
);

/** Every new screen: no axe violations, and nothing scrolls sideways at 375 px. */
async function checkScreen(page: Page): Promise<void> {
  await expectNoA11yViolations(page);
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
  if (viewport) await page.setViewportSize(viewport);
}

async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Hyväksyn palvelun käyttöehdot' }).check();
  await page
    .getByRole('checkbox', { name: 'Olen lukenut tietosuojaselosteen ja hyväksyn sen' })
    .check();
}

async function invitedLink(world: InvitationWorld, args: string[]): Promise<string> {
  const printed = await invite(world, args);
  const link = await invitationLinkMailedTo(world, args[1]!);
  expect(printed).toContain(link);
  return link;
}

async function fillPerson(page: Page): Promise<void> {
  await page.getByLabel('Etunimi').fill('Uuno');
  await page.getByLabel('Sukunimi').fill('Uusitalo');
  await page.getByLabel('Salasana', { exact: true }).fill(strongPassword);
  await page.getByLabel('Salasana uudelleen').fill(strongPassword);
  await acceptTerms(page);
}

test('a manager company registers through its invitation and its main user logs in', async ({
  invitationPage: page,
  invitationWorld,
}) => {
  test.setTimeout(180_000);
  const email = 'uusi.toimisto@example.fi';
  const link = await invitedLink(invitationWorld, ['manager-company', email]);
  expect(link).toMatch(/^\/isannointi\/rekisteroidy\?token=[\w-]+$/);

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Isännöintitoimiston rekisteröityminen' }),
  ).toBeVisible();
  const steps = page.getByRole('list', { name: 'Rekisteröitymisen vaiheet' });
  await expect(steps.locator('[aria-current="step"]')).toHaveText('Omat tiedot');
  await expect(page.getByLabel('Sähköposti')).toHaveValue(email);
  await checkScreen(page);
  await fillPerson(page);
  await page.getByRole('button', { name: 'Jatka' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Yrityksen tiedot' })).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toHaveText('Yrityksen tiedot');
  await page.getByLabel('Yrityksen nimi').fill('Isännöinti Uusitalo Oy');
  await page.getByLabel('Y-tunnus').fill('4567890-7');
  await page.getByLabel('Katuosoite').fill('Kauppakatu 1');
  await page.getByLabel('Postinumero').fill('00100');
  await page.getByLabel('Postitoimipaikka').fill('Helsinki');
  await checkScreen(page);

  // The demo world's office has this business id already.
  await page.getByRole('button', { name: 'Rekisteröidy' }).click();
  await expect(
    page.getByText('Tällä Y-tunnuksella on jo rekisteröity isännöintitoimisto', { exact: false }),
  ).toBeVisible();

  // Back to step 0 and forth again keeps what was typed.
  await page.getByRole('button', { name: 'Takaisin' }).click();
  await expect(page.getByLabel('Etunimi')).toHaveValue('Uuno');
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByLabel('Katuosoite')).toHaveValue('Kauppakatu 1');
  // A valid business id that no office has.
  await page.getByLabel('Y-tunnus').fill('1572860-0');
  await page.getByRole('button', { name: 'Rekisteröidy' }).click();

  await page.waitForURL((url) => url.pathname === '/isannoitsija/rekisteroidy/success');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Rekisteröityminen onnistui' }),
  ).toBeVisible();
  await checkScreen(page);
  await page.getByRole('link', { name: 'Kirjaudu palveluun' }).click();
  await submitLoginForm(page, email, strongPassword);
  await page.waitForURL((url) => url.pathname === '/paakayttaja/dashboard', { timeout: 30_000 });
  await expect(page.getByText('Uuno Uusitalo').first()).toBeVisible();

  // The link is used up; opening it changes nothing for whoever is logged in.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: noLongerValid })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/isannointi/rekisteroidy' && !url.search);
  await expect(
    page.getByRole('link', { name: 'Hae tunnuksia isännöintitoimistolle' }),
  ).toHaveAttribute('href', '/rekisteroidy/pyynto');
  await checkScreen(page);
});

test('an expired registration link is no longer valid', async ({
  invitationPage: page,
  invitationWorld,
}) => {
  test.setTimeout(120_000);
  const link = await invitedLink(invitationWorld, ['manager-company', 'myohassa@example.fi']);
  await expireInvitation(invitationWorld, link);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: noLongerValid })).toBeVisible();
  await expect(page.getByRole('link', { name: 'asiakaspalvelu@example.fi' }).first()).toBeVisible();
});

test('without a token the registration page tells how to ask for access', async ({
  invitationPage: page,
}) => {
  await page.goto('/isannointi/rekisteroidy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Rekisteröitymislinkki puuttuu' }),
  ).toBeVisible();
  await checkScreen(page);
  await page.getByRole('link', { name: 'Hae tunnuksia isännöintitoimistolle' }).click();
  await page.waitForURL((url) => url.pathname === '/rekisteroidy/pyynto');
});

test('an invited e-mail that got an account meanwhile leads to the exists page', async ({
  invitationPage: page,
  invitationWorld,
}) => {
  test.setTimeout(180_000);
  const email = 'kahdesti.kutsuttu@example.fi';
  const link = await invitedLink(invitationWorld, ['manager-company', email]);
  // The same address becomes a company person before the office registers.
  await invite(invitationWorld, [
    'company-person',
    email,
    '--company',
    '1234567-1',
    '--first-name',
    'Kaarlo',
    '--last-name',
    'Kahdesti',
  ]);
  await page.goto(link);
  await fillPerson(page);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await page.waitForURL((url) => url.pathname === '/isannointi/rekisteroidy/tiedot');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sähköpostiosoite on jo käytössä' }),
  ).toBeVisible();
  await checkScreen(page);
  await page.getByRole('link', { name: 'Vaihda salasana' }).click();
  await page.waitForURL((url) => url.pathname === '/palauta');
});

test('a company person sets the password through the invitation and logs in', async ({
  invitationPage: page,
  invitationWorld,
}) => {
  test.setTimeout(180_000);
  const email = 'ilmari.qvarnstrom@example.fi';
  const link = await invitedLink(invitationWorld, [
    'company-person',
    email,
    '--company',
    '1234567-1',
    '--first-name',
    'Ilmari',
    '--last-name',
    'Qvarnström',
  ]);
  expect(link).toMatch(/^\/isannointi\/uusisalasana\/[\w-]+$/);

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Palvelun käyttöehdot ja tietosuojaseloste' }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Ilmari Qvarnström')).toBeVisible();
  await checkScreen(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Jatka' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Uusi salasana' })).toBeVisible();
  const password = page.getByLabel('Salasana', { exact: true });
  const repeat = page.getByLabel('Salasana uudelleen');
  await password.fill('lyhyt');
  await password.blur();
  await expect(page.getByText('Salasanan on oltava vähintään 8 merkkiä pitkä')).toBeVisible();
  // Strong for anyone else, but made of the person's own names.
  await password.fill('IlmariQvarnstrom');
  await password.blur();
  await expect(page.getByText('Salasana on liian yksinkertainen')).toBeVisible();
  await password.fill(strongPassword);
  await repeat.fill(`${strongPassword}x`);
  await repeat.blur();
  await expect(page.getByText('Salasanat eivät ole samat')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tallenna salasana' })).toBeDisabled();
  await checkScreen(page);
  await repeat.fill(strongPassword);
  await page.getByRole('button', { name: 'Tallenna salasana' }).click();

  await page.waitForURL((url) => url.pathname === '/isannointi/rekisteroidy/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Salasana tallennettu' })).toBeVisible();
  await page.reload();
  const login = page.getByRole('link', { name: 'Kirjaudu palveluun' });
  await expect(login).toHaveAttribute('href', '/yritys/kirjaudu');
  await checkScreen(page);

  // The link is used up.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: noLongerValid })).toBeVisible();
  await checkScreen(page);

  await page.goto('/isannointi/rekisteroidy/success?kirjaudu=%2Fyritys%2Fkirjaudu');
  await page.getByRole('link', { name: 'Kirjaudu palveluun' }).click();
  await submitLoginForm(page, email, strongPassword);
  await page.waitForURL((url) => url.pathname === '/yritys/yleisnakyma', { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Hallintapaneeli' })).toBeVisible();
});

test('an expired set-password link is no longer valid', async ({
  invitationPage: page,
  invitationWorld,
}) => {
  test.setTimeout(120_000);
  const link = await invitedLink(invitationWorld, [
    'company-person',
    'vanhentunut@example.fi',
    '--company',
    '1234567-1',
    '--first-name',
    'Veera',
    '--last-name',
    'Vanhanen',
  ]);
  await expireInvitation(invitationWorld, link);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: noLongerValid })).toBeVisible();
});
