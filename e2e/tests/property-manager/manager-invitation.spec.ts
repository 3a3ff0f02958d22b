import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test as sharedServerTest } from '../../fixtures';
import { loginAs, submitLoginForm } from '../../login';
import { test, type ServerWorld } from '../self-service/server-world';
import { clockContext } from '../../clock';

// The super user adds a manager: the form, the banner, the invitation e-mail, the choice of the
// manager's housing companies, and the new manager's own way in through the e-mail's link. On a
// server of the test's own: it creates an account and changes assignments.

const newManager = {
  firstName: 'Aino',
  lastName: 'Uusitalo',
  email: 'aino.uusitalo@example.fi',
  password: 'Kattoremontti-Syksy-2026',
};
// In the order the lists show them: by name.
const assigned = ['As Oy Kuusikallio', 'As Oy Rantakoivu'];

async function invitationLink(world: ServerWorld, email: string): Promise<string> {
  const find = () => world.smtp.messages.find((message) => message.to.includes(email));
  await expect
    .poll(() => find() !== undefined, { message: `no invitation to ${email}`, timeout: 60_000 })
    .toBe(true);
  const link = /\/isannointi\/uusisalasana\/[A-Za-z0-9_-]+/.exec(find()!.text)?.[0];
  if (!link) throw new Error(`the invitation has no link:\n${find()!.text}`);
  return link;
}

async function openStaffForm(page: Page) {
  await page.getByRole('button', { name: 'Lisää isännöitsijä' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lisää isännöitsijä' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The invited person's own browser: terms, the new password, then the managers' login. */
async function acceptInvitation(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByText(newManager.email).first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('checkbox', { name: 'Hyväksyn palvelun käyttöehdot' }).check();
  await page
    .getByRole('checkbox', { name: 'Olen lukenut tietosuojaselosteen ja hyväksyn sen' })
    .check();
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uusi salasana' })).toBeVisible();
  await page.getByLabel('Salasana', { exact: true }).fill(newManager.password);
  await page.getByLabel('Salasana uudelleen').fill(newManager.password);
  await page.getByRole('button', { name: 'Tallenna salasana' }).click();
  await page.waitForURL((url) => url.pathname === '/isannointi/rekisteroidy/success');
}

test('the super user adds a manager who, invited by e-mail, sees exactly the houses assigned', async ({
  mailPage: page,
  mailWorld,
  browser,
  locale,
}) => {
  test.setTimeout(240_000);
  await loginAs(page, 'paakayttaja@example.fi');
  const dialog = await openStaffForm(page);
  await expect(dialog.getByLabel('Etunimi')).toBeFocused();
  const submit = dialog.getByRole('button', { name: 'Lisää isännöitsijä' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Etunimi').fill(newManager.firstName);
  await dialog.getByLabel('Sukunimi').fill(newManager.lastName);
  await dialog.getByLabel('Sähköposti').fill(newManager.email);
  await dialog.getByLabel('Puhelinnumero (valinnainen)').fill('040 123');
  await page.keyboard.press('Tab');
  await expect(dialog.getByText('Lisää puhelinnumero muodossa +358123456789')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^Vahvistan/ }).check();
  await expect(submit).toBeDisabled();
  await expectNoA11yViolations(page);
  await dialog.getByLabel('Puhelinnumero (valinnainen)').fill('+358 40 123 4567');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Isännöitsijä Aino Uusitalo lisätty' }),
  ).toBeVisible();
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 2, name: 'Aino Uusitalo' }),
  });
  await expect(card.getByRole('button', { name: 'Näytä taloyhtiöt (0)' })).toBeVisible();
  const link = await invitationLink(mailWorld, newManager.email);

  // The office's houses as checkboxes; two of the three go to the new manager.
  await card.getByRole('button', { name: 'Muokkaa taloyhtiöitä: Aino Uusitalo' }).click();
  const assignment = page.getByRole('dialog', { name: 'Isännöitsijän Aino Uusitalo taloyhtiöt' });
  const choices = assignment.getByRole('group', { name: 'Taloyhtiöt, joita isännöitsijä hoitaa' });
  // Other tests on this server may attach more houses to the office; these three are its own.
  for (const name of ['As Oy Esimerkkitalo', ...assigned]) {
    await expect(choices.getByRole('checkbox', { name })).toBeVisible();
  }
  await expect(choices.getByRole('checkbox', { checked: true })).toHaveCount(0);
  for (const name of assigned) await choices.getByRole('checkbox', { name }).check();
  await expectNoA11yViolations(page);
  await assignment.getByRole('button', { name: 'Tallenna' }).click();
  await expect(assignment).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Isännöitsijän Aino Uusitalo taloyhtiöt tallennettu' }),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Piilota taloyhtiöt' })).toBeVisible();
  for (const name of assigned) await expect(card.getByText(name)).toBeVisible();
  await expect(card.getByText('As Oy Esimerkkitalo')).toHaveCount(0);

  const invitedContext = await clockContext(
    await browser.newContext({ baseURL: mailWorld.baseUrl, locale }),
  );
  const invited = await invitedContext.newPage();
  await acceptInvitation(invited, link);
  await invited.goto('/isannointi/kirjaudu');
  await submitLoginForm(invited, newManager.email, newManager.password);
  await invited.waitForURL((url) => url.pathname === '/isannointi/dashboard');
  await expect(
    invited.getByRole('heading', { level: 1, name: 'Edustamani asunto-osakeyhtiöt' }),
  ).toBeVisible();
  const houses = invited.getByRole('heading', { level: 2, name: /^As Oy / });
  await expect(houses).toHaveText(assigned);
  await expect(invited.getByRole('button', { name: 'Lisää isännöitsijä' })).toHaveCount(0);
  await invitedContext.close();
});

test('an address that has an account is refused, on leaving the field and by the server', async ({
  mailPage: page,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'paakayttaja@example.fi');
  let dialog = await openStaffForm(page);
  await dialog.getByLabel('Etunimi').fill('Toinen');
  await dialog.getByLabel('Sukunimi').fill('Iivo');
  await dialog.getByLabel('Sähköposti').fill('isannoitsija@example.fi');
  await dialog.getByLabel('Sähköposti').blur();
  await expect(dialog.getByText('Sähköpostiosoite on jo olemassa')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^Vahvistan/ }).check();
  await expect(dialog.getByRole('button', { name: 'Lisää isännöitsijä' })).toBeDisabled();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Should the check not answer, the server still refuses the address (409).
  await page.route('**/api/user/exists?**', (route) => route.abort());
  dialog = await openStaffForm(page);
  await dialog.getByLabel('Etunimi').fill('Toinen');
  await dialog.getByLabel('Sukunimi').fill('Iivo');
  await dialog.getByLabel('Sähköposti').fill('isannoitsija@example.fi');
  // Leaving the field starts its check; the box is ticked once that has settled.
  await dialog.getByLabel('Sähköposti').blur();
  await expect(async () => {
    await dialog.getByRole('checkbox', { name: /^Vahvistan/ }).check();
  }).toPass({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Lisää isännöitsijä' }).click();
  await expect(dialog.getByText('Sähköpostiosoite on jo käytössä')).toBeVisible();
  await expect(dialog.getByLabel('Sähköposti')).toHaveAttribute('aria-invalid', 'true');
  // The refusal is an answer: the super user stays on the page, logged in.
  await expect(page).toHaveURL(/\/paakayttaja\/dashboard$/);
});

sharedServerTest.describe('on a phone', () => {
  sharedServerTest.use({ viewport: { width: 375, height: 740 } });

  sharedServerTest('the staff form and the house choice fit the screen', async ({ page }) => {
    sharedServerTest.setTimeout(120_000);
    await loginAs(page, 'paakayttaja@example.fi');
    const dialog = await openStaffForm(page);
    const noSidewaysScroll = () =>
      dialog.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(await noSidewaysScroll(), 'the form scrolls sideways').toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Muokkaa taloyhtiöitä: Iivo Isännöitsijä' }).click();
    const assignment = page.getByRole('dialog', {
      name: 'Isännöitsijän Iivo Isännöitsijä taloyhtiöt',
    });
    await expect(assignment.getByRole('checkbox', { checked: true })).toHaveCount(2);
    expect(await assignment.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoA11yViolations(page);
  });
});
