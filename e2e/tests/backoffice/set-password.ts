import type { Page } from '@playwright/test';
import { expect } from '../../fixtures';
import type { ServerWorld } from '../self-service/server-world';

/** The password the invited people of these tests choose. */
export const strongPassword = 'Sininen-Tuuli-Puhaltaa-42';

const setPasswordLink = /https?:\/\/\S+\/uusisalasana\/[\w-]+/;

/** The set-password links e-mailed to `email`, oldest first. */
export function setPasswordLinks(world: ServerWorld, email: string): string[] {
  return world.smtp.messages
    .filter((message) => message.to.includes(email))
    .map((message) => setPasswordLink.exec(message.text)?.[0])
    .filter((link): link is string => link !== undefined);
}

/** Waits for more than `after` set-password links to `email`; the newest one's path. */
export async function newestSetPasswordLink(
  world: ServerWorld,
  email: string,
  after = 0,
): Promise<string> {
  await expect
    .poll(() => setPasswordLinks(world, email).length, {
      message: `no new invitation to ${email}`,
      timeout: 60_000,
    })
    .toBeGreaterThan(after);
  const url = new URL(setPasswordLinks(world, email).at(-1)!);
  expect(url.origin).toBe(world.baseUrl);
  return url.pathname;
}

/** Follows an invitation: terms, then the new password; the success page links to `loginPath`. */
export async function setInvitedPassword(page: Page, link: string, loginPath: string) {
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Palvelun käyttöehdot ja tietosuojaseloste' }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'Hyväksyn palvelun käyttöehdot' }).check();
  await page
    .getByRole('checkbox', { name: 'Olen lukenut tietosuojaselosteen ja hyväksyn sen' })
    .check();
  await page.getByRole('button', { name: 'Jatka' }).click();
  await page.getByLabel('Salasana', { exact: true }).fill(strongPassword);
  await page.getByLabel('Salasana uudelleen').fill(strongPassword);
  await page.getByRole('button', { name: 'Tallenna salasana' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salasana tallennettu' })).toBeVisible();
  const login = page.getByRole('link', { name: 'Kirjaudu palveluun' });
  await expect(login).toHaveAttribute('href', loginPath);
  await login.click();
}
