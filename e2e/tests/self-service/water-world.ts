import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { startTestSmtpServer, type TestSmtpServer } from '../../../apps/server/test/smtp';
import { expect, test as base } from '../../fixtures';
import { startServer } from '../../server';

/** The PostgreSQL the server suites use (CI sets it); the water world reads the tables there. */
export const postgresUrl = process.env.TEST_DATABASE_URL;

export interface WaterWorld {
  baseUrl: string;
  /** Answers every recipient with 550: copies of readings fail. */
  refusingSmtp: TestSmtpServer;
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
}

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A server of the tests' own on a PostgreSQL database of its own (fresh demo world), whose
 * SMTP server refuses mail, so a test can read what landed in `water_readings` and the outbox.
 */
export const test = base.extend<{ waterPage: Page }, { waterWorld: WaterWorld }>({
  waterWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, use) => {
      const name = `ep_e2e_water_${randomBytes(6).toString('hex')}`;
      const url = new URL(postgresUrl!);
      url.pathname = `/${name}`;
      await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
      const refusingSmtp = await startTestSmtpServer({ refuse: true });
      const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
      try {
        const server = await startServer({
          env: {
            NODE_ENV: 'test',
            DATABASE_URL: url.toString(),
            SMTP_URL: refusingSmtp.url,
            ALTCHA_MAX_NUMBER: '200',
          },
          timeoutMs: 300_000,
        });
        try {
          await use({
            baseUrl: server.baseUrl,
            refusingSmtp,
            query: async (text, values) => (await pool.query(text, values)).rows,
          });
        } finally {
          await server.stop();
        }
      } finally {
        await pool.end();
        await refusingSmtp.close();
        await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    },
    { scope: 'worker', timeout: 360_000 },
  ],
  waterPage: async ({ browser, waterWorld, viewport, locale, timezoneId }, use) => {
    const context = await browser.newContext({
      baseURL: waterWorld.baseUrl,
      viewport,
      locale,
      timezoneId,
    });
    await use(await context.newPage());
    await context.close();
  },
});

/** Waits until the ALTCHA widget has solved its challenge (it starts when the form gets focus). */
export async function expectCaptchaSolved(page: Page): Promise<void> {
  await expect(page.locator('altcha-widget [data-state]')).toHaveAttribute(
    'data-state',
    'verified',
    {
      timeout: 20_000,
    },
  );
}
