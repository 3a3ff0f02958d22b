import { expect, expectNoA11yViolations, test } from '../../fixtures';
import { expectNoHorizontalScroll } from './server-world';

const title = 'Ilmoita vesilukema';
// Matti Meikäläinen's water point in the demo world and its two meters.
const waterPoint = '6400100004';

test('the water form shows each validation message for its bad input', async ({ page }) => {
  await page.goto('/vesilukema');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const send = page.getByRole('button', { name: 'Lähetä lukema' });
  await expect(send).toBeDisabled();
  await expectNoA11yViolations(page);

  const point = page.getByLabel('Käyttöpaikan numero');
  await point.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Käyttöpaikan numero on pakollinen')).toBeVisible();
  await point.fill('64A');
  await expect(page.getByText('Käytä numeroita')).toBeVisible();
  await point.fill('1'.repeat(21));
  await expect(page.getByText('Käyttöpaikan numero saa olla enintään 20 merkkiä')).toBeVisible();
  await point.fill('123');
  await expect(
    page.getByText('Vesikäyttöpaikkaa ei löytynyt. Tarkista käyttöpaikan numero.'),
  ).toBeVisible();

  await point.fill(waterPoint);
  const meter = page.getByLabel('Vesimittarin numero');
  await expect(meter).toBeEnabled();
  await meter.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Vesimittarin numero on pakollinen')).toBeVisible();

  const reading = page.getByLabel('Lukema (m³)');
  await reading.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Lukema on pakollinen')).toBeVisible();
  await reading.fill('12,5');
  await expect(page.getByText('Käytä numeroita')).toBeVisible();
  await reading.fill('123456');
  await expect(page.getByText('Lukema saa olla enintään 5 numeroa')).toBeVisible();

  await page.getByLabel('Lukemapäivä').fill('2999-01-01');
  await page.getByLabel('Lukemapäivä').blur();
  await expect(page.getByText('Lukemapäivä ei voi olla tulevaisuudessa')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Lähetä kopio lukemasta sähköpostiini' }).check();
  await expect(page.getByText('Anna sähköpostiosoite, johon kopio lähetetään')).toBeVisible();
  await page.getByLabel('Sähköpostiosoite (vapaaehtoinen)').fill('matti@');
  await page.getByLabel('Sähköpostiosoite (vapaaehtoinen)').blur();
  await expect(page.getByText('Sähköpostiosoite on virheellinen')).toBeVisible();

  await expect(send).toBeDisabled();
  await expectNoA11yViolations(page);
});

test('the submit button waits for the captcha of an anonymous user', async ({ page }) => {
  await page.goto('/vesilukema');
  await page.getByLabel('Käyttöpaikan numero').fill(waterPoint);
  await page.getByLabel('Vesimittarin numero').selectOption('21000410');
  await page.getByLabel('Lukema (m³)').fill('321');
  // Entering the form set the proof of work going; the button opens once it is done.
  await expect(page.locator('altcha-widget [data-state]')).toHaveAttribute(
    'data-state',
    'verified',
    { timeout: 20_000 },
  );
  await expect(page.getByRole('button', { name: 'Lähetä lukema' })).toBeEnabled();
  await expectNoA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the water form fits the screen', async ({ page }) => {
    await page.goto('/vesilukema');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByLabel('Käyttöpaikan numero').fill(waterPoint);
    await expect(page.getByLabel('Vesimittarin numero')).toBeEnabled();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
  });
});
