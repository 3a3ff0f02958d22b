import { expect, expectNoA11yViolations } from '../../fixtures';
import { loginAs, test } from '../../login';
import { expectNoHorizontalScroll, mailWithSubject, test as mailTest } from './server-world';

test('the contact change form shows the customer and each validation message', async ({ page }) => {
  await loginAs(page, 'kuluttaja@example.fi');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /valikko/i })
    .click();
  await page.getByRole('link', { name: 'Yhteystietojen muutos', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Yhteystietojen muutos' }),
  ).toBeVisible();
  const customer = page.getByRole('region', { name: 'Asiakkuutesi tiedot' });
  await expect(customer).toContainText('100001');
  await expect(customer).toContainText('Matti Meikäläinen');
  await expect(customer).toContainText('kuluttaja@example.fi');
  await expectNoA11yViolations(page);

  const phone = page.getByLabel('Puhelinnumero');
  const email = page.getByLabel('Sähköposti');
  await phone.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Sähköpostiosoite tai puhelinnumero on pakollinen')).toHaveCount(2);

  await phone.fill('040 765 4321');
  await email.fill('matti.example.fi');
  await email.blur();
  await expect(page.getByText('Lisää puhelinnumero muodossa +358123456789')).toBeVisible();
  await expect(page.getByText('Lisää sähköpostiosoite muodossa nimi@esimerkki.fi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lähetä' })).toBeDisabled();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the contact change page fits the screen', async ({ page }) => {
    await loginAs(page, 'kuluttaja@example.fi');
    await page.goto('/yhteystiedot');
    await expect(page.getByRole('region', { name: 'Asiakkuutesi tiedot' })).toContainText('100001');
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
  });
});

mailTest(
  'a contact change request is stored and e-mailed to customer service',
  async ({ mailPage: page, mailWorld }) => {
    await loginAs(page, 'kuluttaja@example.fi');
    await page.goto('/yhteystiedot');
    await page.getByLabel('Puhelinnumero').fill('+358 40 765 4321');
    await page.getByLabel('Sähköposti').fill('matti.uusi@example.fi');
    await page.getByRole('button', { name: 'Lähetä' }).click();

    await expect(page.getByRole('status')).toHaveText(
      'Yhteystietojen päivityspyyntö on lähetetty onnistuneesti.',
    );
    await expectNoA11yViolations(page);
    const mail = await mailWithSubject(
      mailWorld.smtp,
      'Yhteystietojen muutospyyntö: Matti Meikäläinen',
    );
    expect(mail.to).toEqual(['asiakaspalvelu@example.fi']);
    expect(mail.text).toContain('asiakasnumero 100001');
    expect(mail.text).toContain('Puhelinnumero: +358407654321');
    expect(mail.text).toContain('Sähköposti: matti.uusi@example.fi');
  },
);
