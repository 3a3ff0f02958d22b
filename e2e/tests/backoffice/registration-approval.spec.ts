import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations } from '../../fixtures';
import { loginAs, submitLoginForm } from '../../login';
import {
  expectCaptchaSolved,
  expectNoHorizontalScroll,
  test,
  usePageOn,
} from '../self-service/server-world';
import { newestSetPasswordLink, setInvitedPassword, strongPassword } from './set-password';

// Issue #12: a business registration request sent from /rekisteroidy/pyynto is approved in the
// back office; the applicant gets the invitation, sets a password and logs in to the company.

const applicant = {
  firstName: 'Veera',
  lastName: 'Verkkokauppa',
  email: 'veera@verkkokauppa.example.fi',
  company: 'Verkkokauppa Esimerkki Oy',
  // Valid check digit; not a customer of the demo world.
  businessId: '4455667-6',
};

async function sendRequest(page: Page): Promise<void> {
  await page.goto('/rekisteroidy/pyynto');
  await page.getByLabel('Yritykselle').check();
  await page.getByLabel('Etunimi').fill(applicant.firstName);
  await page.getByLabel('Sukunimi').fill(applicant.lastName);
  await page.getByLabel('Sähköposti').fill(applicant.email);
  await page.getByLabel('Yrityksen nimi').fill(applicant.company);
  await page.getByLabel('Yrityksen Y-tunnus').fill(applicant.businessId);
  await expectCaptchaSolved(page);
  await page.getByRole('button', { name: 'Lähetä pyyntö' }).click();
  await expect(page.getByText(/Otamme sinuun yhteyttä/)).toBeVisible();
}

async function approveInBackOffice(page: Page): Promise<void> {
  await loginAs(page, 'asiakaspalvelu@example.fi');
  await expect(page.getByRole('heading', { level: 2, name: 'Rekisteröintipyynnöt' })).toBeVisible();
  await page.getByRole('link', { name: `Avaa pyyntö: ${applicant.company}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Rekisteröintipyyntö' })).toBeVisible();
  const checks = page.getByRole('table', { name: /Pyynnön Y-tunnukset/ });
  await expect(checks.getByRole('row', { name: new RegExp(applicant.businessId) })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Hyväksy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hyväksytäänkö pyyntö?' });
  await dialog.getByRole('button', { name: 'Hyväksy' }).click();
  await expect(
    page.getByText(`Pyyntö hyväksyttiin. Kutsu lähetettiin osoitteeseen ${applicant.email}.`),
  ).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
}

test('a registration request approved in the back office brings the applicant to the company', async ({
  mailPage: page,
  mailWorld,
  browser,
  viewport,
  locale,
  timezoneId,
}) => {
  test.setTimeout(240_000);
  await sendRequest(page);

  await usePageOn(mailWorld, { browser, viewport, locale, timezoneId }, approveInBackOffice);

  const link = await newestSetPasswordLink(mailWorld, applicant.email);
  await setInvitedPassword(page, link, '/yritys/kirjaudu');
  await submitLoginForm(page, applicant.email, strongPassword);
  await page.waitForURL((url) => url.pathname === '/yritys/yleisnakyma');
  await expect(page.getByRole('heading', { level: 1, name: 'Hallintapaneeli' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(applicant.company);
  await expect(page.getByRole('banner')).toContainText(
    `${applicant.firstName} ${applicant.lastName}`,
  );
});
