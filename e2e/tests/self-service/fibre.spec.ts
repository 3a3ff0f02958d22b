import { expect, expectNoA11yViolations } from '../../fixtures';
import { loginAs, test } from '../../login';
import { expectNoHorizontalScroll, mailWithSubject, test as mailTest } from './server-world';

const title = 'Valokuidun tarjouspyyntö';

test('the fibre offer form is prefilled and shows each validation message', async ({ page }) => {
  await loginAs(page, 'kuluttaja@example.fi');
  await page.goto('/kuitu');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByLabel('Etunimi')).toHaveValue('Matti');
  await expect(page.getByLabel('Sukunimi')).toHaveValue('Meikäläinen');
  await expect(page.getByLabel('Sähköposti')).toHaveValue('kuluttaja@example.fi');
  await expectNoA11yViolations(page);

  for (const label of ['Etunimi', 'Sukunimi', 'Sähköposti', 'Puhelinnumero']) {
    await page.getByLabel(label).fill('');
    await page.getByLabel(label).blur();
  }
  for (const text of [
    'Etunimi on pakollinen',
    'Sukunimi on pakollinen',
    'Sähköposti on pakollinen',
    'Puhelinnumero on pakollinen',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }

  await page.getByLabel('Etunimi').fill(' ');
  await page.getByLabel('Sukunimi').fill(' ');
  await page.getByLabel('Sähköposti').fill('matti@');
  await page.getByLabel('Puhelinnumero').fill('0401234567');
  for (const text of [
    'Etunimi on liian lyhyt',
    'Sukunimi on liian lyhyt',
    'Sähköpostiosoite on virheellinen',
    'Lisää puhelinnumero muodossa +358123456789',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Lähetä tarjouspyyntö' })).toBeDisabled();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the fibre offer form fits the screen', async ({ page }) => {
    await loginAs(page, 'kuluttaja@example.fi');
    await page.goto('/kuitu');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
  });
});

mailTest(
  'a fibre offer request is stored and e-mailed to customer service',
  async ({ mailPage: page, mailWorld }) => {
    await loginAs(page, 'kuluttaja@example.fi');
    await page.goto('/kuitu');
    await page.getByLabel('Puhelinnumero').fill('+358 40 123 4567');
    // Keyboard only: Enter in a field sends the form.
    await page.getByLabel('Puhelinnumero').press('Enter');

    await expect(page.getByRole('heading', { name: 'Kiitos!' })).toBeVisible();
    await expect(page.getByText('Tarjouspyyntö lähetetty')).toBeVisible();
    await expectNoA11yViolations(page);

    const mail = await mailWithSubject(
      mailWorld.smtp,
      'Valokuidun tarjouspyyntö: Matti Meikäläinen',
    );
    expect(mail.to).toEqual(['asiakaspalvelu@example.fi']);
    expect(mail.replyTo).toContain('kuluttaja@example.fi');
    expect(mail.text).toContain('Puhelinnumero: +358401234567');
    expect(mail.text).toContain('Esimerkkitie 5, 00100 Helsinki');
  },
);
