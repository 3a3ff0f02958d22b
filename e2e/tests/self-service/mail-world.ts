import type { Page } from '@playwright/test';
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../../../apps/server/test/smtp';
import { expect, test as base } from '../../fixtures';
import { startServer } from '../../server';

interface MailWorld {
  baseUrl: string;
  smtp: TestSmtpServer;
}

/**
 * The tests' own server (fresh demo world) that delivers e-mail to a loopback SMTP server, so a
 * test can read what customer service receives. One per worker: the demo world takes a while.
 */
export const test = base.extend<{ mailPage: Page }, { mailWorld: MailWorld }>({
  mailWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, use) => {
      const smtp = await startTestSmtpServer();
      const server = await startServer({ env: { NODE_ENV: 'test', SMTP_URL: smtp.url } });
      try {
        await use({ baseUrl: server.baseUrl, smtp });
      } finally {
        await server.stop();
        await smtp.close();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  mailPage: async ({ browser, mailWorld, viewport, locale, timezoneId }, use) => {
    const context = await browser.newContext({
      baseURL: mailWorld.baseUrl,
      viewport,
      locale,
      timezoneId,
    });
    await use(await context.newPage());
    await context.close();
  },
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
