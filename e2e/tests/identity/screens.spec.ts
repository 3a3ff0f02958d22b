import { expect, expectNoA11yViolations } from '../../fixtures';
import { loginAs, test } from '../../login';

// For review by people at phone and desktop widths; not compared against anything.
const screens = [
  { name: 'terms', path: '/rekisteroidy', heading: 'Palvelun käyttöehdot ja tietosuojaseloste' },
  { name: 'registration-start', path: '/rekisteroidy/aloita', heading: 'Rekisteröidy palveluun' },
  { name: 'password-start', path: '/palauta', heading: 'Salasanan vaihto' },
  { name: 'welcome', path: '/isannointi', heading: 'Tervetuloa Palveluun!' },
  { name: 'interrupted', path: '/palauta?error=cancel', heading: 'Salasanan vaihto' },
  {
    name: 'failure',
    path: '/rekisteroidy/virhe?error=access_denied&flow=reg',
    heading: 'Tunnistautuminen keskeytetty',
  },
];

for (const width of [375, 1280]) {
  for (const screen of screens) {
    test(`${screen.name} at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: testInfo.outputPath(`${screen.name}-${width}.png`),
        fullPage: true,
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(overflow, 'no horizontal scrolling').toBe(false);
      await expectNoA11yViolations(page);
    });
  }

  for (const email of [
    'kuluttaja@example.fi',
    'yritys@example.fi',
    'isannoitsija@example.fi',
    'paakayttaja@example.fi',
  ]) {
    test(`landing page of ${email} at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAs(page, email);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: testInfo.outputPath(`landing-${email.split('@')[0]}-${width}.png`),
        fullPage: true,
      });
      await expectNoA11yViolations(page);
    });
  }
}
