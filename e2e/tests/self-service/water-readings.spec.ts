import { loginAs } from '../../login';
import { expect, expectNoA11yViolations } from '../../fixtures';
import { expectCaptchaSolved, postgresUrl, test } from './server-world';
import { testYear } from '../../clock';

// Matti Meikäläinen's water point in the demo world and its two meters.
const waterPoint = '6400100004';
const meters = ['21000410', '21000420'];
const thanks = 'Kiitos! Lukema on vastaanotettu';
const lastNewYear = `${testYear()}-01-01`;

interface StoredReading {
  meter_id: string;
  reading: number;
  reading_date: string;
  email: string | null;
  send_copy: boolean;
  user_email: string | null;
}

// One server (and its demo world) for the whole file.
test.describe.configure({ mode: 'serial' });
test.skip(!postgresUrl, 'reads the database: needs TEST_DATABASE_URL (PostgreSQL)');

test.describe('water readings land in the database', () => {
  const stored = (
    query: (text: string, values?: unknown[]) => Promise<StoredReading[]>,
    reading: number,
  ) =>
    query(
      `SELECT r.meter_id, r.reading, to_char(r.reading_date, 'YYYY-MM-DD') AS reading_date,
              r.email, r.send_copy, u.email AS user_email
         FROM water_readings r
         JOIN metering_points p ON p.id = r.metering_point_id
         LEFT JOIN users u ON u.id = r.user_id
        WHERE p.identifier = $1 AND r.reading = $2`,
      [waterPoint, reading],
    );

  test('an anonymous reading with the captcha solved', async ({ waterPage: page, waterWorld }) => {
    await page.goto('/vesilukema');
    await page.getByLabel('Käyttöpaikan numero').fill(waterPoint);
    await page.getByLabel('Vesimittarin numero').selectOption(meters[1]!);
    await page.getByLabel('Lukema (m³)').fill('4711');
    await page.getByLabel('Lukemapäivä').fill(lastNewYear);
    await expectCaptchaSolved(page);
    await page.getByRole('button', { name: 'Lähetä lukema' }).click();

    const heading = page.getByRole('heading', { level: 1, name: thanks });
    await expect(heading).toBeFocused();
    await expectNoA11yViolations(page);
    expect(await stored(waterWorld.query, 4711)).toEqual([
      {
        meter_id: meters[1],
        reading: 4711,
        reading_date: lastNewYear,
        email: null,
        send_copy: false,
        user_email: null,
      },
    ]);
  });

  test("a logged-in user's reading, for the point and meter prefilled", async ({
    waterPage: page,
    waterWorld,
  }) => {
    await loginAs(page, 'kuluttaja@example.fi');
    await page.goto('/vesilukema');
    await expect(page.getByLabel('Käyttöpaikka', { exact: true })).toHaveValue(waterPoint);
    await expect(page.getByLabel('Vesimittarin numero')).toHaveValue(meters[0]!);
    await expect(page.locator('altcha-widget')).toHaveCount(0);
    await page.getByLabel('Lukema (m³)').fill('815');
    await page.getByRole('button', { name: 'Lähetä lukema' }).click();

    await expect(page.getByRole('heading', { level: 1, name: thanks })).toBeVisible();
    expect(await stored(waterWorld.query, 815)).toEqual([
      expect.objectContaining({ meter_id: meters[0], user_email: 'kuluttaja@example.fi' }),
    ]);
  });

  test('a reading whose copy the mail server refuses is kept, and the page says so', async ({
    waterPage: page,
    waterWorld,
  }) => {
    await page.goto('/vesilukema');
    await page.getByLabel('Käyttöpaikan numero').fill(waterPoint);
    await page.getByLabel('Vesimittarin numero').selectOption(meters[0]!);
    await page.getByLabel('Lukema (m³)').fill('2024');
    await page.getByLabel('Sähköpostiosoite (vapaaehtoinen)').fill('kopio@example.fi');
    await page.getByRole('checkbox', { name: 'Lähetä kopio lukemasta sähköpostiini' }).check();
    await expectCaptchaSolved(page);
    await page.getByRole('button', { name: 'Lähetä lukema' }).click();

    await expect(page.getByRole('heading', { level: 1, name: thanks })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'Lukema tallennettiin, mutta kopion lähetys sähköpostiisi epäonnistui.',
    );
    expect(await stored(waterWorld.query, 2024)).toEqual([
      expect.objectContaining({ email: 'kopio@example.fi', send_copy: true }),
    ]);
    const outbox = await waterWorld.query<{ status: string; last_error: string }>(
      `SELECT status, last_error FROM email_outbox WHERE recipient = 'kopio@example.fi'`,
    );
    expect(outbox).toEqual([{ status: 'pending', last_error: expect.stringContaining('550') }]);
    expect(waterWorld.smtp.messages).toHaveLength(0);
  });
});
