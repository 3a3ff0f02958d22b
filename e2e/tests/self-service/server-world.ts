import { randomBytes } from 'node:crypto';
import type { Browser, Page, ViewportSize } from '@playwright/test';
import pg from 'pg';
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../../../apps/server/test/smtp';
import { expect, test as base } from '../../fixtures';
import { seededDatabase, startServer, type StartServerOptions } from '../../server';
import { clockContext } from '../../clock';

/** The PostgreSQL the server suites use (CI sets it); the water world reads the tables there. */
export const postgresUrl = process.env.TEST_DATABASE_URL;

/** The tests' own server (fresh demo world) and the loopback SMTP server its mail goes to. */
export interface ServerWorld {
  baseUrl: string;
  smtp: TestSmtpServer;
}

export interface WaterWorld extends ServerWorld {
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
}

/** Runs `use` with a server mailing to a fresh SMTP server; stops both afterwards. */
export async function withServerWorld(
  options: { refuseMail?: boolean } & StartServerOptions,
  use: (world: ServerWorld) => Promise<void>,
): Promise<void> {
  const smtp = await startTestSmtpServer({ refuse: options.refuseMail });
  try {
    const server = await startServer({
      env: { NODE_ENV: 'test', SMTP_URL: smtp.url, ...options.env },
      timeoutMs: options.timeoutMs,
    });
    try {
      await use({ baseUrl: server.baseUrl, smtp });
    } finally {
      await server.stop();
    }
  } finally {
    await smtp.close();
  }
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
 * Runs `use` with a PostgreSQL database of its own (`postgresUrl`), dropped afterwards: empty,
 * or a copy of `template`.
 */
export async function withOwnDatabase(
  use: (url: string, pool: pg.Pool) => Promise<void>,
  template?: string,
) {
  const name = `ep_e2e_water_${randomBytes(6).toString('hex')}`;
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  const copy = template ? ` TEMPLATE ${template}` : '';
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}${copy}`));
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // An idle client's error has no caller to go to, and unheard it ends the whole worker (a
  // loaded CI run lost one to 'terminating connection due to administrator command'). A client
  // the database ended (57P01) is only dropped from the pool; any other error fails the fixture.
  let idleError: (Error & { code?: string }) | undefined;
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') idleError ??= error;
  });
  try {
    await use(url.toString(), pool);
  } finally {
    await pool.end();
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  if (idleError) throw idleError;
}

/**
 * Runs `use` with a PostgreSQL database of its own holding the demo world: a copy of what the
 * global setup's first start seeded, or empty (the server then seeds it) when there is none.
 */
export function withSeededDatabase(use: (url: string, pool: pg.Pool) => Promise<void>) {
  return withOwnDatabase(use, seededDatabase());
}

/** A page of a new browser context on `world`'s server, with the project's viewport and locale. */
export async function usePageOn(
  world: ServerWorld,
  {
    browser,
    viewport,
    locale,
    timezoneId,
  }: { browser: Browser; viewport: ViewportSize | null; locale?: string; timezoneId?: string },
  use: (page: Page) => Promise<void>,
) {
  const context = await clockContext(
    await browser.newContext({
      baseURL: world.baseUrl,
      viewport,
      locale,
      timezoneId,
    }),
  );
  await use(await context.newPage());
  await context.close();
}

/**
 * Servers of the tests' own, one per worker each (the demo world takes a while to build):
 * - mailWorld/mailPage: e-mail reaches the loopback SMTP server, so a test can read what
 *   customer service receives;
 * - waterWorld/waterPage: a PostgreSQL database of its own and an SMTP server refusing mail,
 *   so a test can read what landed in `water_readings` and the outbox.
 */
export const test = base.extend<
  { mailPage: Page; waterPage: Page },
  { mailWorld: ServerWorld; waterWorld: WaterWorld }
>({
  mailWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, use) => withServerWorld({}, use),
    { scope: 'worker', timeout: 300_000 },
  ],
  waterWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, use) =>
      withSeededDatabase((databaseUrl, pool) =>
        withServerWorld(
          {
            refuseMail: true,
            env: { DATABASE_URL: databaseUrl, ALTCHA_MAX_NUMBER: '200' },
            timeoutMs: 300_000,
          },
          (world) =>
            use({ ...world, query: async (text, values) => (await pool.query(text, values)).rows }),
        ),
      ),
    { scope: 'worker', timeout: 360_000 },
  ],
  mailPage: async ({ browser, mailWorld, viewport, locale, timezoneId }, use) =>
    usePageOn(mailWorld, { browser, viewport, locale, timezoneId }, use),
  waterPage: async ({ browser, waterWorld, viewport, locale, timezoneId }, use) =>
    usePageOn(waterWorld, { browser, viewport, locale, timezoneId }, use),
});

/** Waits for the first message customer service received with this subject. */
export async function mailWithSubject(
  smtp: TestSmtpServer,
  subject: string,
): Promise<ReceivedMail> {
  const find = () => smtp.messages.find((message) => message.subject === subject);
  await expect.poll(() => find()?.subject, { message: `no e-mail '${subject}'` }).toBe(subject);
  return find()!;
}

/** Fails when the page is wider than the viewport (content would scroll sideways). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** Waits until the ALTCHA widget has solved its challenge (it starts when the form gets focus). */
export async function expectCaptchaSolved(page: Page): Promise<void> {
  await expect(page.locator('altcha-widget [data-state]')).toHaveAttribute(
    'data-state',
    'verified',
    { timeout: 20_000 },
  );
}
