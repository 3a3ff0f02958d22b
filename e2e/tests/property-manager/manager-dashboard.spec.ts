import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../../fixtures';
import { demoPassword, loginAs, submitLoginForm } from '../../login';
import { expectNoHorizontalScroll } from '../self-service/server-world';

// The staff member's front page: their housing companies, each with its points and, behind
// 'Näytä lisää', the points' current year by month; no staff actions (decision 0021).

const houseCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });

const chartsOf = (page: Page, name: string) =>
  page.getByRole('list', { name: `${name}: kulutus tänä vuonna` });

const barsIn = (chart: Locator) => chart.locator('.month-chart__bars .chart__bar');

test("a manager opens a house's small charts; the farther ones draw when scrolled to", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await loginAs(page, 'isannoitsija@example.fi');
  const houses = page.getByRole('heading', { level: 2, name: /^As Oy / });
  await expect(houses).toHaveText(['As Oy Esimerkkitalo', 'As Oy Rantakoivu']);
  await expect(page.getByRole('button', { name: 'Lisää isännöitsijä' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Poista/ })).toHaveCount(0);

  const firstCard = houseCard(page, 'As Oy Esimerkkitalo');
  await expect(
    firstCard.getByRole('list', { name: 'As Oy Esimerkkitalo: käyttöpaikat' }),
  ).toBeVisible();
  const toggle = firstCard.getByRole('button', { name: 'Näytä lisää' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(firstCard.getByRole('button', { name: 'Näytä vähemmän' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // The second house opened from the top of the page: a click event that scrolls nowhere.
  await page.evaluate(() => window.scrollTo(0, 0));
  await houseCard(page, 'As Oy Rantakoivu')
    .getByRole('button', { name: 'Näytä lisää' })
    .dispatchEvent('click');

  const first = chartsOf(page, 'As Oy Esimerkkitalo').getByRole('figure').first();
  await expect(first.getByText(/^Kulutus \d{4}: [\d\s]+ kWh$/)).toBeVisible();
  await expect(barsIn(first).first()).toBeAttached();

  // Far below the fold: nothing asked or drawn until the user gets there.
  const last = chartsOf(page, 'As Oy Rantakoivu').getByRole('figure').last();
  await expect(last.getByText('Ladataan kulutusta...')).toBeAttached();
  await expect(barsIn(last)).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByText(/^Kulutus \d{4}: [\d\s,]+ m³$/)).toBeVisible();
  await expect(barsIn(last).first()).toBeAttached();
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);

  const card = houseCard(page, 'As Oy Rantakoivu');
  await card.getByRole('button', { name: 'Näytä vähemmän' }).click();
  await expect(chartsOf(page, 'As Oy Rantakoivu')).toHaveCount(0);
});

test('a manager attaching a house the office already holds is told who assigns it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, 'isannoitsija@example.fi');
  await page.getByRole('button', { name: 'Lisää asunto-osakeyhtiö' }).click();
  await page.getByLabel('Taloyhtiön Y-tunnus').fill('3456782-2');
  await page.getByRole('button', { name: 'Hae', exact: true }).click();
  await expect(page.getByText('As Oy Kuusikallio')).toBeVisible();
  await page.getByRole('checkbox', { name: /^Vakuutan/ }).check();
  const answer = page.waitForResponse('**/api/remcompany/addClient');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  const response = await answer;
  expect(response.status()).toBe(409);
  const { message } = (await response.json()) as { message: string };
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  // The refusal is an answer, not an ended session.
  await expect(page).toHaveURL(/\/isannointi\/dashboard$/);
  await expect(page.getByRole('heading', { level: 2, name: 'As Oy Kuusikallio' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('the office main user has the staff actions on the manager dashboard too', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, 'paakayttaja@example.fi');
  await page.goto('/isannointi/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edustamani asunto-osakeyhtiöt' }),
  ).toBeVisible();
  const staff = page.getByRole('region', { name: 'Toimiston isännöitsijät' });
  await expect(staff.getByRole('heading', { level: 2, name: 'Iivo Isännöitsijä' })).toBeVisible();
  await staff.getByRole('button', { name: 'Poista isännöitsijä Iivo Isännöitsijä' }).click();
  const confirm = page.getByRole('dialog', { name: 'Poistetaanko isännöitsijä?' });
  await expect(confirm.getByRole('button', { name: 'Peruuta' })).toBeFocused();
  await page.keyboard.press('Escape');
  await staff.getByRole('button', { name: 'Lisää isännöitsijä' }).click();
  await expect(page.getByRole('dialog', { name: 'Lisää isännöitsijä' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('managers find their login from the home page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const entry = page.getByRole('link', { name: 'Isännöitsijät' });
  await expect(entry).toHaveAttribute('href', '/isannointi/kirjaudu');
  await entry.click();
  await submitLoginForm(page, 'isannoitsija@example.fi', demoPassword);
  await page.waitForURL((url) => url.pathname === '/isannointi/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edustamani asunto-osakeyhtiöt' }),
  ).toBeVisible();
});
