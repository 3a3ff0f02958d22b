import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './app';
import { jsonHeaders, sessionCookieFor } from './login';
import { startTestSmtpServer, type TestSmtpServer } from './smtp';

/** The session cookie header of `cookie`; none without one. */
export const sessionHeader = (cookie?: string) => (cookie ? { cookie: `sid=${cookie}` } : {});

/** POSTs `body` as JSON with the CSRF header, in the session `cookie` when one is given. */
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
  /** A session cookie of the demo consumer kuluttaja@example.fi. */
  consumer: string;
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
    world.consumer = await sessionCookieFor(world.testApp.database, 'kuluttaja@example.fi');
  });
  afterAll(async () => {
    await world.testApp.app.close();
    await world.smtp.close();
  });
  return world;
}
