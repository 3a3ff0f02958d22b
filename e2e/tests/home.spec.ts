import { expect, expectNoA11yViolations, test } from '../fixtures';

test('home shows the welcome text and both entry links', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: /Tervetuloa/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kuluttajat' })).toHaveAttribute('href', '/kirjaudu');
  await expect(page.getByRole('link', { name: 'Yritysasiakkaat' })).toHaveAttribute(
    'href',
    '/yritys/kirjaudu',
  );
  await expectNoA11yViolations(page);
});

test('the header is inverted on the home page only', async ({ page }) => {
  const headerBackground = async () => {
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    return header.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.backgroundColor} ${style.backgroundImage}`;
    });
  };

  await page.goto('/forbidden');
  const elsewhere = await headerBackground();
  await page.goto('/');
  const onHome = await headerBackground();

  expect(onHome).not.toBe(elsewhere);
});

for (const width of [375, 1280]) {
  test(`home screenshot at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Kuluttajat' })).toBeVisible();
    // For review by people; not compared against anything.
    await page.screenshot({ path: testInfo.outputPath(`home-${width}.png`), fullPage: true });
    await expectNoA11yViolations(page);
  });
}
