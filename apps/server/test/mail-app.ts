import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './app';
import { jsonHeaders } from './login';
import { startTestSmtpServer, type TestSmtpServer } from './smtp';

/** The `cookie` header (a session's) when one is given. */
export const sessionHeader = (cookie?: string) => (cookie ? { cookie } : {});

/** POSTs `body` as JSON with the CSRF header, with the session's `cookie` header when given. */
export const postJson = (testApp: TestApp, url: string, body: unknown, cookie?: string) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { ...jsonHeaders, ...sessionHeader(cookie) },
    payload: JSON.stringify(body),
  });

export interface MailWorld {
  testApp: TestApp;
  /** Where the app's mail goes. */
  smtp: TestSmtpServer;
}

/**
 * Hooks into the calling describe block a test app whose mail goes to a loopback SMTP server
 * (refusing every recipient with `refuse`), closed after the block. The fields are filled in
 * by beforeAll, so read them inside tests only.
 */
export function setUpMailTestApp(options: { refuse?: boolean } = {}): MailWorld {
  const world = {} as MailWorld;
  beforeAll(async () => {
    world.smtp = await startTestSmtpServer(options);
    world.testApp = await buildTestApp({ env: { SMTP_URL: world.smtp.url } });
  });
  afterAll(async () => {
    await world.testApp.app.close();
    await world.smtp.close();
  });
  return world;
}
