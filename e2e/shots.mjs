import { chromium } from '@playwright/test';
const base = 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function login(page, email, loginPath) {
  await page.goto(base + loginPath);
  await page.getByLabel('Sähköposti').fill(email);
  await page.getByLabel('Salasana').fill('Demo-salasana-2026');
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await page.waitForLoadState('networkidle');
}
const shots = [
  ['yritys@example.fi', '/yritys/kirjaudu', [['overview', null], ['billing', '/yritys/laskutustiedot'], ['company-point', 'FIRSTLINK']]],
  ['isannoitsija@example.fi', '/isannointi/kirjaudu', [['manager', null], ['housing-point', 'FIRSTLINK']]],
];
for (const width of [375, 1280]) {
  for (const [email, loginPath, pages] of shots) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fi-FI', timezoneId: 'Europe/Helsinki' });
    const page = await context.newPage();
    await login(page, email, loginPath);
    const home = page.url();
    for (const [name, path] of pages) {
      if (path === 'FIRSTLINK') {
        await page.goto(home); await page.waitForLoadState('networkidle');
        await page.locator('.landing-points a').first().click();
        await page.locator('[data-bar-index]').first().waitFor();
      } else if (path) { await page.goto(base + path); }
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(900);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
