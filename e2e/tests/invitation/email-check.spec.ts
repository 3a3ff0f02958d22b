import { expect, expectNoA11yViolations } from '../../fixtures';
import { expectNoHorizontalScroll } from '../self-service/server-world';
import { invitationLinkMailedTo, invite, postgresUrl, test } from './invitation-world';

// The manager company's registration checks the invited e-mail when its field is left (spec 02
// §5, issue #22), not only after the password. The CLI writes into the server's database while
// it runs, so this needs PostgreSQL.

test.skip(
  !postgresUrl,
  'runs `npm run invite` against the server’s database: needs TEST_DATABASE_URL',
);

test('leaving the e-mail field of a taken address tells it at once, with the way on', async ({
  invitationPage: page,
  invitationWorld,
}) => {
  test.setTimeout(180_000);
  const email = 'jo.olemassa@example.fi';
  await invite(invitationWorld, ['manager-company', email]);
  const link = await invitationLinkMailedTo(invitationWorld, email);
  // The address becomes a company person's before the office registers.
  await invite(invitationWorld, [
    'company-person',
    email,
    '--company',
    '1234567-1',
    '--first-name',
    'Olli',
    '--last-name',
    'Olemassa',
  ]);

  await page.goto(link);
  const field = page.getByLabel('Sähköposti');
  await expect(field).toHaveValue(email);
  await field.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Sähköpostiosoite on jo olemassa')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);

  const wayOn = page.getByRole('link', { name: 'Jatka olemassa olevalla tunnuksella' });
  await wayOn.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/isannointi/rekisteroidy/tiedot');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sähköpostiosoite on jo käytössä' }),
  ).toBeVisible();
});

test('leaving the e-mail field of a free address says nothing', async ({
  invitationPage: page,
  invitationWorld,
}) => {
  test.setTimeout(180_000);
  const email = 'vapaa.osoite@example.fi';
  await invite(invitationWorld, ['manager-company', email]);
  await page.goto(await invitationLinkMailedTo(invitationWorld, email));
  const asked = page.waitForResponse(
    (response) =>
      response.request().method() === 'HEAD' && response.url().includes('/api/user/exists'),
  );
  await page.getByLabel('Sähköposti').focus();
  await page.keyboard.press('Tab');
  expect((await asked).status()).toBe(404);
  await expect(page.getByText('Sähköpostiosoite on jo olemassa')).toHaveCount(0);
});
