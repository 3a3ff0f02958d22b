import { expect, expectNoA11yViolations, test } from '../../fixtures';
import { loginAs } from '../../login';

// 'Henkilöt' of Hallintapaneeli: the persons of the company manager's companies.

test('a company manager pages through the persons, main users first and without actions', async ({
  page,
}) => {
  await loginAs(page, 'yritys@example.fi');
  await page.getByRole('tab', { name: 'Henkilöt' }).click();
  const cards = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 2 }),
    });
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Pääkäyttäjä: Olli Omistaja',
    'Pääkäyttäjä: Yrjö Yrittäjä',
    'Kaisa Käyttäjä',
    'Liisa Laskuttaja',
    'Pekka Puuska',
  ]);
  await expect(cards.first().getByRole('button')).toHaveCount(0);
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

test('a company user has no persons view', async ({ page }) => {
  await loginAs(page, 'yrityskayttaja@example.fi');
  await expect(page.getByRole('list', { name: 'Esimerkki Oy: käyttöpaikat' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Henkilöt' })).toHaveCount(0);
});
