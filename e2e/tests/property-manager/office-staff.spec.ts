import { expect, expectNoA11yViolations, test } from '../../fixtures';
import { loginAs } from '../../login';
import { test as ownServerTest } from '../self-service/server-world';

// The super user's front page: the office's managers and housing companies in two tabs. The
// removal runs on a server of its own: it deletes a demo account the other tests may use.

test('the managers tab lists each manager with their houses; the tabs work by keyboard', async ({
  page,
}) => {
  await loginAs(page, 'paakayttaja@example.fi');
  const managersTab = page.getByRole('tab', { name: 'Isännöitsijät' });
  await expect(managersTab).toHaveAttribute('aria-selected', 'true');
  // The portal sells fibre: the super user's page shows the general advertisement too.
  await expect(page.getByRole('region', { name: 'Valokuitu' })).toBeVisible();
  const iivo = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 2, name: 'Iivo Isännöitsijä' }),
  });
  await iivo.getByRole('button', { name: 'Näytä taloyhtiöt (2)' }).click();
  await expect(iivo.getByText('As Oy Esimerkkitalo')).toBeVisible();
  await expect(iivo.getByText('As Oy Rantakoivu')).toBeVisible();
  await expectNoA11yViolations(page);

  // The removal asks first; Escape cancels and changes nothing.
  await iivo.getByRole('button', { name: 'Poista isännöitsijä Iivo Isännöitsijä' }).click();
  const dialog = page.getByRole('dialog', { name: 'Poistetaanko isännöitsijä?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/isannoitsija@example\.fi/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Peruuta' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(iivo).toBeVisible();

  await managersTab.focus();
  await page.keyboard.press('ArrowRight');
  const housesTab = page.getByRole('tab', { name: 'Taloyhtiöt' });
  await expect(housesTab).toBeFocused();
  await expect(housesTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'As Oy Kuusikallio' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(managersTab).toHaveAttribute('aria-selected', 'true');
});

ownServerTest(
  'removing a manager asks for confirmation, then says so and leaves them out',
  async ({ mailPage: page }) => {
    await loginAs(page, 'paakayttaja@example.fi');
    await page.getByRole('button', { name: 'Poista isännöitsijä Hilkka Huolto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Poistetaanko isännöitsijä?' });
    await dialog.getByRole('button', { name: 'Poista isännöitsijä' }).click();

    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'Isännöitsijä Hilkka Huolto poistettu' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Hilkka Huolto' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Iivo Isännöitsijä' })).toBeVisible();
    await expectNoA11yViolations(page);

    // Switching to the houses clears the banner (spec 02 §4).
    await page.getByRole('tab', { name: 'Taloyhtiöt' }).click();
    await expect(page.getByText('Isännöitsijä Hilkka Huolto poistettu')).toHaveCount(0);
  },
);
