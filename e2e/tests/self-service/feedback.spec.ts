import { expect, expectNoA11yViolations } from '../../fixtures';
import { loginAs, test } from '../../login';
import { expectNoHorizontalScroll, mailWithSubject, test as mailTest } from './server-world';

const title = 'Ota yhteyttä tai jätä meille palautetta';

test('the feedback form shows each validation message for its bad input', async ({ page }) => {
  await loginAs(page, 'kuluttaja@example.fi');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /valikko/i })
    .click();
  await page.getByRole('link', { name: 'Ota yhteyttä', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const send = page.getByRole('button', { name: 'Lähetä' });
  await expect(send).toBeDisabled();
  await expectNoA11yViolations(page);

  const message = page.getByLabel('Viesti');
  await message.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Viesti on pakollinen')).toBeVisible();

  await page.getByLabel('Sähköposti').fill('matti@');
  await page.getByLabel('Sähköposti').blur();
  await expect(
    page.getByText(
      "Väärä sähköpostiosoite. Sähköpostiosoitteen tulee olla muodossa 'nimi@esimerkki.fi'",
    ),
  ).toBeVisible();

  await message.fill('a'.repeat(2001));
  await expect(page.getByText('Viesti saa olla enintään 2000 merkkiä pitkä')).toBeVisible();
  await expect(page.getByText('Merkkejä liikaa 1')).toBeVisible();
  await expect(send).toBeDisabled();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the feedback form fits the screen', async ({ page }) => {
    await loginAs(page, 'kuluttaja@example.fi');
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByLabel('Viesti').fill('Hei!');
    await expect(page.getByText('Merkkejä jäljellä 1996')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
  });
});

mailTest(
  'feedback is sent to customer service by e-mail',
  async ({ mailPage: page, mailWorld }) => {
    await loginAs(page, 'kuluttaja@example.fi');
    await page.goto('/feedback');
    await page.getByLabel('Sähköposti').fill('matti.vastaus@example.fi');
    await page.getByLabel('Viesti').fill('Selainkoe: kiitos hyvästä palvelusta!');
    await page.getByRole('button', { name: 'Lähetä' }).click();

    await expect(page.getByRole('heading', { name: 'Kiitos yhteydenotosta!' })).toBeVisible();
    await expect(page.getByText('Vastaamme osoitteeseen matti.vastaus@example.fi.')).toBeVisible();
    await expectNoA11yViolations(page);

    const mail = await mailWithSubject(
      mailWorld.smtp,
      'Palaute asiointipalvelusta: Matti Meikäläinen',
    );
    expect(mail.to).toEqual(['asiakaspalvelu@example.fi']);
    expect(mail.replyTo).toContain('matti.vastaus@example.fi');
    expect(mail.text).toContain('Selainkoe: kiitos hyvästä palvelusta!');
    expect(mail.text).toContain('käyttäjätunnus kuluttaja@example.fi');
  },
);
