import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../../fixtures';
import {
  expectCaptchaSolved,
  expectNoHorizontalScroll,
  mailWithSubject,
  test as mailTest,
} from './server-world';

// The credentials request of a business or a property-management office, /rekisteroidy/pyynto.

async function openFromHome(page: Page): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('link', { name: 'Hae tunnuksia yritykselle tai isännöintitoimistolle' })
    .click();
  await page.waitForURL((url) => url.pathname === '/rekisteroidy/pyynto');
  await expect(page.getByRole('heading', { level: 1, name: 'Tunnusten hakeminen' })).toBeVisible();
}

const subsidiaryField = (page: Page, n: number) =>
  page.getByRole('textbox', { name: `Tytäryhtiön Y-tunnus ${n}`, exact: true });

const submitButton = (page: Page) => page.getByRole('button', { name: 'Lähetä pyyntö' });

test('the request form shows each validation message and adds and removes subsidiaries', async ({
  page,
}) => {
  await openFromHome(page);
  await expect(submitButton(page)).toBeDisabled();

  await page.getByLabel('Etunimi').fill(' ');
  await page.getByLabel('Sukunimi').focus();
  await expect(page.getByText('Etunimi on liian lyhyt')).toBeVisible();
  await page.getByLabel('Sähköposti').focus();
  await expect(page.getByText('Sukunimi on pakollinen')).toBeVisible();
  await page.getByLabel('Sähköposti').fill('yrjo@');
  await page.getByLabel('Yrityksen nimi').focus();
  await expect(page.getByText('Sähköpostiosoite on virheellinen')).toBeVisible();
  await page.getByLabel('Yrityksen Y-tunnus').focus();
  await expect(page.getByText('Yrityksen nimi on pakollinen')).toBeVisible();
  const businessId = page.getByLabel('Yrityksen Y-tunnus');
  await businessId.fill('1234567');
  await businessId.blur();
  await expect(page.getByText('Y-tunnus on liian lyhyt')).toBeVisible();
  await businessId.fill('1234567-12');
  await expect(page.getByText('Y-tunnus on liian pitkä')).toBeVisible();
  await businessId.fill('1234567-2');
  await expect(page.getByText('Y-tunnus on virheellinen')).toBeVisible();
  await businessId.fill('1234567-1');
  await expect(page.getByText('Y-tunnus on virheellinen')).toBeHidden();

  await page.getByRole('button', { name: 'Lisää tytäryhtiö' }).click();
  await page.getByRole('button', { name: 'Lisää tytäryhtiö' }).click();
  const second = subsidiaryField(page, 2);
  await expect(second).toHaveAttribute('maxlength', '9');
  await second.fill('2345678');
  await second.blur();
  await expect(page.getByText('Y-tunnus on liian lyhyt')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Poista tytäryhtiön Y-tunnus 2' }).click();
  await expect(subsidiaryField(page, 2)).toHaveCount(0);
  await expect(subsidiaryField(page, 1)).toBeVisible();
  await expect(submitButton(page)).toBeDisabled();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the request form fits the screen', async ({ page }) => {
    await openFromHome(page);
    await page.getByRole('button', { name: 'Lisää tytäryhtiö' }).click();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
  });
});

mailTest(
  'a request is sent to customer service by e-mail and thanked for',
  async ({ mailPage: page, mailWorld }) => {
    await page.goto('/rekisteroidy/pyynto');
    await page.getByLabel('Isännöintitoimistolle').check();
    await page.getByLabel('Etunimi').fill('Selma');
    await page.getByLabel('Sukunimi').fill('Selainkoe');
    await page.getByLabel('Sähköposti').fill('selma@selainkoe.example.fi');
    await page.getByLabel('Yrityksen nimi').fill('Selainkoe Isännöinti Oy');
    await page.getByLabel('Yrityksen Y-tunnus').fill('3456782-2');
    await page.getByRole('button', { name: 'Lisää tytäryhtiö' }).click();
    await subsidiaryField(page, 1).fill('2345678-0');
    await expectCaptchaSolved(page);
    await submitButton(page).click();

    await expect(
      page.getByText(
        'Kiitos rekisteröitymispyynnöstäsi! Otamme sinuun yhteyttä, kun käyttäjätunnuksesi on valmis käytettäväksi.',
      ),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    const mail = await mailWithSubject(
      mailWorld.smtp,
      'Tunnuspyyntö isännöintitoimistolle: Selainkoe Isännöinti Oy',
    );
    expect(mail.to).toEqual(['asiakaspalvelu@example.fi']);
    expect(mail.replyTo).toContain('selma@selainkoe.example.fi');
    expect(mail.text).toContain('Y-tunnus: 3456782-2');
    expect(mail.text).toContain('Tytäryhtiöiden Y-tunnukset: 2345678-0');
    expect(mail.text).toContain('Hakija: Selma Selainkoe');
  },
);
