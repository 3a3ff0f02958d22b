import { portalConfigSchema } from '@energiaportaali/domain';
import { expect, expectNoA11yViolations, test } from '../fixtures';

test('the footer shows contact details, office hours and fault numbers', async ({
  page,
  request,
}) => {
  const config = portalConfigSchema.parse(await (await request.get('/api/configuration')).json());
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  await expect(footer).toContainText(config.contact.companyName);
  await expect(footer).toContainText(config.contact.phone);
  await expect(footer).toContainText(config.contact.email);
  await expect(footer).toContainText(/(?<!\d)8\s*[–-]\s*11(?!\d)/);
  await expect(footer).toContainText(/(?<!\d)12\s*[–-]\s*16(?!\d)/);
  for (const fault of config.faultNumbers) {
    await expect(footer).toContainText(fault.phone);
  }
  await expectNoA11yViolations(page);
});

for (const { name, href } of [
  { name: /tietosuoja/i, href: '/tietosuojaseloste.pdf' },
  { name: /käyttöehdot/i, href: '/kayttoehdot.pdf' },
]) {
  test(`the footer links to ${href}, which is a PDF`, async ({ page, request }) => {
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);

    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
}
