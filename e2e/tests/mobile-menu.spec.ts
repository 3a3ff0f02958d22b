import { expect, expectNoA11yViolations, test } from '../fixtures';

test.use({ viewport: { width: 375, height: 812 } });

test('the burger menu opens with Enter and closes with Escape, focus back on its button', async ({
  page,
}) => {
  await page.goto('/');
  const burger = page.getByRole('banner').getByRole('button', { name: /valikko/i });
  const frontPageItem = page.getByRole('link', { name: 'Etusivu', exact: true });

  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(frontPageItem).toBeVisible();
  await expectNoA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(frontPageItem).toBeHidden();
  await expect(burger).toBeFocused();
});
