import { expect, expectNoA11yViolations, test } from '../fixtures';

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/tata-sivua-ei-ole/olemassa');

  await expect(page.getByText('404: Sivua ei löydy')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the forbidden page offers logging in as a consumer', async ({ page }) => {
  await page.goto('/forbidden');

  const name = 'Kirjaudu kuluttajana';
  await expect(
    page.getByRole('button', { name }).or(page.getByRole('link', { name })),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});
