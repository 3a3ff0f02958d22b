import { expect, expectNoA11yViolations, test } from '../../fixtures';
import { loginAs } from '../../login';
import { expectNoHorizontalScroll, test as ownServerTest } from '../self-service/server-world';

// Property managers attach a housing company to their office from their front page. The adding
// test runs on a server of its own: it changes the office's list the other tests read.

const openPanel = 'Lisää asunto-osakeyhtiö';

test('a lookup without result, the declaration and the trade-register refusal', async ({
  page,
}) => {
  await loginAs(page, 'paakayttaja@example.fi');
  await page.getByRole('tab', { name: 'Taloyhtiöt' }).click();
  await page.getByRole('button', { name: openPanel }).click();
  const businessId = page.getByLabel('Taloyhtiön Y-tunnus');

  await businessId.fill('0000000-0');
  await page.getByRole('button', { name: 'Hae', exact: true }).click();
  await expect(page.getByText('Ei hakutuloksia')).toBeVisible();

  // As Oy Merituuli: a customer, but the trade register names another office.
  await businessId.fill(' 8901234-9 ');
  await page.getByRole('button', { name: 'Hae', exact: true }).click();
  await expect(page.getByText('As Oy Merituuli')).toBeVisible();
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Hyväksy ehdot ennen tallentamista')).toBeVisible();
  await page.getByRole('checkbox', { name: /^Vakuutan/ }).check();
  await expect(page.getByText('Hyväksy ehdot ennen tallentamista')).toBeHidden();
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText(/Toinen Isännöinti Oy, ei Isännöinti Esimerkki Oy/)).toBeVisible();
  await expectNoA11yViolations(page);
  // The refusal is an answer, not an ended session: the user stays on the page.
  await expect(page).toHaveURL(/\/paakayttaja\/dashboard$/);
  await expect(page.getByRole('list', { name: 'As Oy Merituuli: käyttöpaikat' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the lookup fits the screen', async ({ page }) => {
    await loginAs(page, 'isannoitsija@example.fi');
    await page.getByRole('button', { name: openPanel }).click();
    await page.getByLabel('Taloyhtiön Y-tunnus').fill('7890123-9');
    await page.getByRole('button', { name: 'Hae', exact: true }).click();
    await expect(page.getByText('As Oy Vaahterarinne')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

ownServerTest(
  "a manager's new housing company joins their list with its points",
  async ({ mailPage: page }) => {
    await loginAs(page, 'isannoitsija@example.fi');
    await expect(page.getByRole('list', { name: 'As Oy Vaahterarinne: käyttöpaikat' })).toHaveCount(
      0,
    );
    await page.getByRole('button', { name: openPanel }).click();
    await page.getByLabel('Taloyhtiön Y-tunnus').fill('7890123-9');
    await page.getByRole('button', { name: 'Hae', exact: true }).click();
    await page.getByRole('checkbox', { name: /^Vakuutan/ }).check();
    await page.getByRole('button', { name: 'Tallenna' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'As Oy Vaahterarinne lisätty' }),
    ).toBeVisible();
    const points = page.getByRole('list', { name: 'As Oy Vaahterarinne: käyttöpaikat' });
    await expect(points.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('button', { name: openPanel })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expectNoA11yViolations(page);
  },
);
