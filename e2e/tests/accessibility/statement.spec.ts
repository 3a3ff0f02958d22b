import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, expectUniqueLandmarks, test } from '../../fixtures';
import { expectNoHtmlcsErrors } from '../../html-codesniffer';
import { loginAs } from '../../login';
import { expectNoHorizontalScroll } from '../self-service/server-world';

// Issue #25 items 3 and 5 (decision 0057): the accessibility statement in three languages, held
// to axe at moderate and above and to HTML_CodeSniffer's WCAG2AA errors; its footer link on
// every kind of page; its feedback link. Screenshots at 375 and 1280 px go to E2E_SHOTS_DIR.

const shotsDir = process.env.E2E_SHOTS_DIR;

const statements = [
  {
    path: '/saavutettavuusseloste',
    lang: 'fi',
    title: 'Saavutettavuusseloste',
    sections: [
      'Mitä seloste koskee',
      'Saavutettavuuden tila',
      'Sisältö, joka ei ole saavutettavaa',
      'Miten seloste on laadittu',
      'Palaute',
      'Valvontaviranomainen',
    ],
    status: 'Palvelu täyttää saavutettavuusvaatimukset osittain.',
    authority: 'Liikenne- ja viestintävirasto Traficom',
  },
  {
    path: '/tillganglighetsutlatande',
    lang: 'sv',
    title: 'Tillgänglighetsutlåtande',
    sections: [
      'Vad utlåtandet gäller',
      'Tillgänglighetsstatus',
      'Innehåll som inte är tillgängligt',
      'Hur utlåtandet har utarbetats',
      'Respons',
      'Tillsynsmyndighet',
    ],
    status: 'Tjänsten uppfyller tillgänglighetskraven delvis.',
    authority: 'Transport- och kommunikationsverket Traficom',
  },
  {
    path: '/accessibility',
    lang: 'en',
    title: 'Accessibility statement',
    sections: [
      'What the statement covers',
      'Compliance status',
      'Non-accessible content',
      'How this statement was prepared',
      'Feedback',
      'Supervisory authority',
    ],
    status: 'The service is partially compliant with the accessibility requirements.',
    authority: 'Finnish Transport and Communications Agency Traficom',
  },
] as const;

for (const statement of statements) {
  test(`${statement.path} shows the statement in its language and passes both engines`, async ({
    page,
  }) => {
    await page.goto(statement.path);
    const article = page.locator('article', {
      has: page.getByRole('heading', { level: 1, name: statement.title }),
    });
    await expect(article).toHaveAttribute('lang', statement.lang);
    await expect(article.getByRole('heading', { level: 2 })).toHaveText([...statement.sections]);
    await expect(article).toContainText(statement.status);
    await expect(article).toContainText(statement.authority);
    await expect(article).toContainText('saavutettavuus@traficom.fi');
    await expect(article.getByRole('listitem').filter({ hasText: /WCAG/ })).not.toHaveCount(0);

    await expectNoA11yViolations(page, { minimumImpact: 'moderate' });
    await expectUniqueLandmarks(page);
    await expectNoHtmlcsErrors(page);

    // On a phone too: 'Tillgänglighetsutlåtande' is one word wider than the screen.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoHorizontalScroll(page);
      if (shotsDir) {
        await page.screenshot({
          path: `${shotsDir}/statement-${statement.lang}-${width}.png`,
          fullPage: true,
        });
      }
    }
  });
}

/** The footer's link leads to the Finnish statement. */
async function followFooterLink(page: Page): Promise<void> {
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Saavutettavuusseloste' });
  await expect(link).toHaveAttribute('href', '/saavutettavuusseloste');
  await link.click();
  await expect(page).toHaveURL(/\/saavutettavuusseloste$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Saavutettavuusseloste' }),
  ).toBeVisible();
}

test('the footer links the statement on the home page', async ({ page }) => {
  await page.goto('/');
  await followFooterLink(page);
});

test("the footer links the statement on a consumer's page", async ({ page }) => {
  await loginAs(page, 'kuluttaja@example.fi');
  await followFooterLink(page);
});

test('the footer links the statement in the back office', async ({ page }) => {
  await loginAs(page, 'asiakaspalvelu@example.fi');
  await followFooterLink(page);
});

test("the statement's feedback link opens the form with Saavutettavuus chosen", async ({
  page,
}) => {
  await loginAs(page, 'kuluttaja@example.fi');
  await page.goto('/saavutettavuusseloste');
  await page
    .getByRole('link', { name: 'Lähetä saavutettavuuspalautetta palautelomakkeella' })
    .click();
  await expect(page).toHaveURL(/\/feedback\?aihe=saavutettavuus$/);
  const topic = page.getByRole('group', { name: 'Aihe' });
  await expect(topic.getByRole('radio', { name: 'Saavutettavuus' })).toBeChecked();
  await expect(topic.getByRole('radio', { name: 'Yleinen palaute' })).not.toBeChecked();
  await expectNoA11yViolations(page, { minimumImpact: 'moderate' });
});

test('HTML_CodeSniffer runs and fails a page with an image that has no text alternative', async ({
  page,
}) => {
  await page.goto('/saavutettavuusseloste');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    document.querySelector('main')!.append(image);
  });
  await expect(expectNoHtmlcsErrors(page)).rejects.toThrow(/H37/);
});
