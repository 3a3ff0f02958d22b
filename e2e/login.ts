import { expect, type Page } from '@playwright/test';

export { test } from './fixtures';

/** The password of every demo account (ARCHITECTURE §7). */
export const demoPassword = 'Demo-salasana-2026';

/** A demo account, where it logs in and where it lands. */
export interface DemoAccount {
  email: string;
  name: string;
  loginPath: '/kirjaudu' | '/yritys/kirjaudu' | '/isannointi/kirjaudu' | '/asiakaspalvelu/kirjaudu';
  landingPath: string;
  landingHeading: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'kuluttaja@example.fi',
    name: 'Matti Meikäläinen',
    loginPath: '/kirjaudu',
    landingPath: '/dashboard',
    landingHeading: 'Asiakkuuteni',
  },
  {
    email: 'yritys@example.fi',
    name: 'Yrjö Yrittäjä',
    loginPath: '/yritys/kirjaudu',
    landingPath: '/yritys/yleisnakyma',
    landingHeading: 'Hallintapaneeli',
  },
  {
    email: 'yrityskayttaja@example.fi',
    name: 'Kaisa Käyttäjä',
    loginPath: '/yritys/kirjaudu',
    landingPath: '/yritys/yleisnakyma',
    landingHeading: 'Hallintapaneeli',
  },
  {
    email: 'paakayttaja@example.fi',
    name: 'Paula Pääkäyttäjä',
    loginPath: '/isannointi/kirjaudu',
    landingPath: '/paakayttaja/dashboard',
    landingHeading: 'Isännöintitoimiston hallinta',
  },
  {
    email: 'isannoitsija@example.fi',
    name: 'Iivo Isännöitsijä',
    loginPath: '/isannointi/kirjaudu',
    landingPath: '/isannointi/dashboard',
    landingHeading: 'Edustamani asunto-osakeyhtiöt',
  },
  {
    email: 'asiakaspalvelu@example.fi',
    name: 'Outi Operaattori',
    loginPath: '/asiakaspalvelu/kirjaudu',
    landingPath: '/asiakaspalvelu/rekisteroinnit',
    landingHeading: 'Asiakaspalvelu',
  },
];

/** The demo account of an e-mail address; throws for any other address. */
export function demoAccount(email: string): DemoAccount {
  const account = demoAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  return account;
}

/** Waits until the embedded login server's page is shown. */
export async function expectLoginPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Kirjaudu sisään' })).toBeVisible();
}

/** Fills the embedded login server's page and submits it. */
export async function submitLoginForm(page: Page, email: string, password: string): Promise<void> {
  await expectLoginPage(page);
  await page.getByLabel('Sähköposti').fill(email);
  await page.getByLabel('Salasana').fill(password);
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
}

/**
 * Logs a demo account in through the real login page and waits for its role's landing page.
 * `password` is for accounts whose password a test has changed.
 */
export async function loginAs(page: Page, email: string, password = demoPassword): Promise<void> {
  const account = demoAccount(email);
  await page.goto(account.loginPath);
  await submitLoginForm(page, email, password);
  await page.waitForURL((url) => url.pathname === account.landingPath);
  await expect(page.getByRole('heading', { level: 1, name: account.landingHeading })).toBeVisible();
}
