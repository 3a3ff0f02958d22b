import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../../fixtures';
import { demoPassword, loginAs, submitLoginForm } from '../../login';
import {
  expectNoHorizontalScroll,
  test as ownServerTest,
  type ServerWorld,
} from '../self-service/server-world';
import { clockContext } from '../../clock';

// 'Henkilöt' of Hallintapaneeli: the persons of the company manager's companies. The changes run
// on a server of their own (with a loopback SMTP server catching the invitation): they add and
// remove accounts the other tests may count.

const personCards = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });

const cardOf = (page: Page, name: string) =>
  personCards(page).filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

test('a company manager pages through the persons, main users first and without actions', async ({
  page,
}) => {
  await loginAs(page, 'yritys@example.fi');
  await page.getByRole('tab', { name: 'Henkilöt' }).click();
  const cards = personCards(page);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Pääkäyttäjä: Olli Omistaja',
    'Pääkäyttäjä: Yrjö Yrittäjä',
    'Kaisa Käyttäjä',
    'Liisa Laskuttaja',
    'Pekka Puuska',
  ]);
  await expect(cards.first().getByRole('button')).toHaveCount(0);
  await expect(cards.nth(1).getByRole('button')).toHaveCount(0);
  await expect(
    cards.nth(2).getByRole('button', { name: 'Muokkaa henkilöä Kaisa Käyttäjä' }),
  ).toBeVisible();
  await expect(
    cards.nth(2).getByRole('button', { name: 'Poista henkilö Kaisa Käyttäjä' }),
  ).toBeVisible();
  await expect(page.getByText('Sivu 1/2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edellinen' })).toBeDisabled();

  const liisa = cards.filter({ hasText: 'Liisa Laskuttaja' });
  await liisa.getByRole('button', { name: 'Näytä yritykset (1)' }).click();
  await expect(liisa.getByText('Esimerkki Kiinteistöt Oy (2345678-0)')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Seuraava' }).click();
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Sanna Seppä']);
  await expect(page.getByText('Sivu 2/2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Seuraava' })).toBeDisabled();
});

test('a company user sees the Yritykset view but no persons', async ({ page }) => {
  await loginAs(page, 'yrityskayttaja@example.fi');
  await expect(page.getByRole('tab', { name: 'Yritykset' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Esimerkki Oy: käyttöpaikat' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Henkilöt' })).toHaveCount(0);
  const persons = await page.request.get('/api/business/companyUsers');
  expect(persons.status()).toBe(403);
});

test('the person modal validates, traps focus, closes on Escape and fits a phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'yritys@example.fi');
  await page.getByRole('tab', { name: 'Henkilöt' }).click();
  const opener = page.getByRole('button', { name: 'Lisää henkilö' });
  await opener.click();
  const modal = page.getByRole('dialog', { name: 'Lisää henkilö' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Etunimi')).toBeFocused();
  const save = modal.getByRole('button', { name: 'Tallenna' });
  await expect(save).toBeDisabled();

  await modal.getByLabel('Etunimi').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await modal.getByLabel('Sähköposti').fill('ei-osoite');
  await modal.getByLabel('Sähköposti').blur();
  await expect(modal.getByText('Etunimi on pakollinen')).toBeVisible();
  await expect(modal.getByText('Sukunimi on pakollinen')).toBeVisible();
  await expect(modal.getByText('Sähköpostiosoite on virheellinen')).toBeVisible();
  await modal.getByLabel('Sähköposti').fill('');
  await expect(modal.getByText('Sähköposti on pakollinen')).toBeVisible();

  // An address that already has an account is refused when the field is left.
  await modal.getByLabel('Sähköposti').fill('yrityskayttaja@example.fi');
  await modal.getByLabel('Sähköposti').blur();
  await expect(modal.getByText('Sähköpostiosoite on jo olemassa')).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoHorizontalScroll(page);

  // Focus stays in the modal: tabbing round never reaches the page behind it.
  await modal.getByRole('button', { name: 'Peruuta' }).focus();
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Tab');
    const outside = await modal.evaluate(
      (dialog) =>
        document.activeElement !== document.body && !dialog.contains(document.activeElement),
    );
    expect(outside, 'focus left the modal').toBe(false);
  }
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();
});

async function invitationLink(world: ServerWorld, email: string): Promise<string> {
  const find = () => world.smtp.messages.find((message) => message.to.includes(email));
  await expect
    .poll(() => find() !== undefined, { message: `no invitation to ${email}`, timeout: 60_000 })
    .toBe(true);
  const link = /\/isannointi\/uusisalasana\/[A-Za-z0-9_-]+/.exec(find()!.text)?.[0];
  if (!link) throw new Error(`the invitation has no link:\n${find()!.text}`);
  return link;
}

/** The invited person's own browser: terms, then the new password, then the company login. */
async function setPasswordAndLogIn(
  browser: Browser,
  world: ServerWorld,
  link: string,
  email: string,
  password: string,
): Promise<Page> {
  const context = await clockContext(
    await browser.newContext({ baseURL: world.baseUrl, locale: 'fi-FI' }),
  );
  const page = await context.newPage();
  await page.goto(link);
  const terms = page.getByRole('checkbox');
  await expect(terms).toHaveCount(2);
  for (const box of await terms.all()) await box.check();
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uusi salasana' })).toBeVisible();
  await page.getByLabel('Salasana', { exact: true }).fill(password);
  await page.getByLabel('Salasana uudelleen').fill(password);
  await page.getByRole('button', { name: 'Tallenna salasana' }).click();
  await page.waitForURL((url) => url.pathname === '/isannointi/rekisteroidy/success');

  await page.goto('/yritys/kirjaudu');
  await submitLoginForm(page, email, password);
  await page.waitForURL((url) => url.pathname === '/yritys/yleisnakyma');
  return page;
}

async function saveModal(modal: Locator) {
  const save = modal.getByRole('button', { name: 'Tallenna' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(modal).toBeHidden({ timeout: 20_000 });
}

ownServerTest(
  'a manager adds a person who sets a password by the e-mailed link, edits and removes them',
  async ({ mailPage: page, mailWorld, browser }) => {
    test.setTimeout(240_000);
    const email = `aino.aaltonen.${randomUUID().slice(0, 8)}@example.fi`;
    const password = 'Kesä-Laituri-Ruoho-93';

    await loginAs(page, 'yritys@example.fi', demoPassword);
    await page.getByRole('tab', { name: 'Henkilöt' }).click();
    await page.getByRole('button', { name: 'Lisää henkilö' }).click();
    const modal = page.getByRole('dialog', { name: 'Lisää henkilö' });
    await modal.getByLabel('Etunimi').fill('Aino');
    await modal.getByLabel('Sukunimi').fill('Aaltonen');
    await modal.getByLabel('Sähköposti').fill(email);
    await modal.getByLabel(/Esimerkki Kiinteistöt Oy/).check();
    await saveModal(modal);
    await expect(
      page.getByRole('status').filter({ hasText: 'Henkilö Aino Aaltonen lisätty' }),
    ).toBeVisible();
    const card = cardOf(page, 'Aino Aaltonen');
    await card.getByRole('button', { name: 'Näytä yritykset (1)' }).click();
    await expect(card.getByText('Esimerkki Kiinteistöt Oy (2345678-0)')).toBeVisible();

    const link = await invitationLink(mailWorld, email);
    const personPage = await setPasswordAndLogIn(browser, mailWorld, link, email, password);
    const companies = personPage.getByRole('tabpanel').getByRole('heading', { level: 2 });
    await expect(companies).toHaveText(['Esimerkki Kiinteistöt Oy']);
    await expect(personPage.getByRole('tab', { name: 'Henkilöt' })).toHaveCount(0);

    // Edit: the new name shows on the card.
    await card.getByRole('button', { name: 'Muokkaa henkilöä Aino Aaltonen' }).click();
    const editModal = page.getByRole('dialog', { name: 'Muokkaa henkilöä' });
    await expect(editModal.getByLabel('Sähköposti')).toHaveValue(email);
    await expect(editModal.getByLabel(/Esimerkki Kiinteistöt Oy/)).toBeChecked();
    await editModal.getByLabel('Sukunimi').fill('Aaltonen-Virta');
    await saveModal(editModal);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Henkilön Aino Aaltonen-Virta tiedot päivitetty' }),
    ).toBeVisible();
    await expect(cardOf(page, 'Aino Aaltonen-Virta')).toBeVisible();

    // Removal asks first, on its harmless answer.
    await cardOf(page, 'Aino Aaltonen-Virta')
      .getByRole('button', { name: 'Poista henkilö Aino Aaltonen-Virta' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Poistetaanko henkilö?' });
    await expect(confirm.getByRole('button', { name: 'Peruuta' })).toBeFocused();
    await expect(confirm.getByText(email)).toBeVisible();
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Poista henkilö' }).click();
    await expect(confirm).toBeHidden({ timeout: 20_000 });
    await expect(
      page.getByRole('status').filter({ hasText: 'Henkilö Aino Aaltonen-Virta poistettu' }),
    ).toBeVisible();
    await expect(cardOf(page, 'Aino Aaltonen-Virta')).toHaveCount(0);

    // The removed person's open session ends: the next call is refused and logs them out.
    const refused = personPage.waitForResponse((response) => response.status() === 401);
    await personPage.getByRole('button', { name: 'Kuukausi' }).first().click();
    await refused;
    await personPage.waitForURL((url) => url.pathname === '/');
    await personPage.context().close();
  },
);
