import { buildWeb, seconds, startServer } from './server';

/**
 * Builds the web app (once per run; E2E_SKIP_BUILD=1 skips it), starts the real server on a
 * fresh embedded database and hands its address to the tests through E2E_BASE_URL.
 * The returned function is Playwright's global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    buildWeb();
    process.env.E2E_SKIP_BUILD = '1';
  }
  const server = await startServer({
    // ALTCHA_MAX_NUMBER: a captcha the browser solves in a fraction of a second.
    env: { NODE_ENV: 'test', ALTCHA_MAX_NUMBER: '200' },
    timeoutMs: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 300_000),
  });
  console.log(`e2e: server ready at ${server.baseUrl} in ${seconds(server.startupMs)}`);
  process.env.E2E_BASE_URL = server.baseUrl;
  return () => server.stop();
}
