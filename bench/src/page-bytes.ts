import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import playwrightConfig from '../../e2e/playwright.config';
import { firstBar, logIn } from './page-render';

/** The JavaScript a route costs on a first visit, in bytes as sent (compressed). */
export interface PageBytes {
  route: string;
  path: string;
  jsBytes: number;
  jsFiles: number;
  /** Of jsBytes, the password-strength dictionaries' chunk (zxcvbn-*.js). */
  zxcvbnBytes: number;
  /** A page with a password field: it fetches the dictionaries once the form shows. */
  passwordField: boolean;
}

interface Route {
  name: string;
  /** Opened with the consumer's session. */
  loggedIn: boolean;
  passwordField?: boolean;
  path: string;
  /** The path as printed (without a one-time token). */
  shownPath?: string;
  /** What shows once the route has drawn itself. */
  ready: (page: Page) => Promise<void>;
}

const zxcvbnChunk = /\/zxcvbn-[^/]*\.js$/;

const heading = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });
};

/**
 * Opens the route in `context`, a fresh one (an empty cache, as on a first visit), and adds up
 * the script responses' body bytes as received (compressed when sent so). Counted once the page
 * is drawn and the network has gone quiet, so that lazy chunks it fetches by itself count too.
 */
async function measure(context: BrowserContext, route: Route): Promise<PageBytes> {
  try {
    const page = await context.newPage();
    const sizes: Promise<{ url: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      sizes.push(
        (async () => {
          const response = await request.response();
          const type = response?.headers()['content-type'] ?? '';
          if (!type.includes('javascript')) return { url: request.url(), bytes: -1 };
          return { url: request.url(), bytes: (await request.sizes()).responseBodySize };
        })(),
      );
    });
    await page.goto(route.path);
    await route.ready(page);
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(sizes)).filter((size) => size.bytes >= 0);
    const bytesOf = (list: typeof scripts) =>
      list.reduce((total, script) => total + script.bytes, 0);
    return {
      route: route.name,
      path: route.shownPath ?? route.path,
      jsBytes: bytesOf(scripts),
      jsFiles: scripts.length,
      zxcvbnBytes: bytesOf(
        scripts.filter((script) => zxcvbnChunk.test(new URL(script.url).pathname)),
      ),
      passwordField: route.passwordField ?? false,
    };
  } finally {
    await context.close();
  }
}

interface Session {
  cookies: Awaited<ReturnType<BrowserContext['storageState']>>['cookies'];
  /** The tab's sessionStorage, where the web app keeps the logged-in user. */
  tab: Record<string, string>;
}

/** The consumer's session, from the real login page: its cookies and the tab's user. */
async function consumerSession(
  context: BrowserContext,
  account: { email: string; password: string },
): Promise<Session> {
  const page = await context.newPage();
  await logIn(page, account);
  const tab = await page.evaluate(() => ({ ...window.sessionStorage }));
  return { cookies: (await context.storageState()).cookies, tab };
}

/** A fresh context (empty cache) holding the session, as a logged-in tab opening a bookmark. */
async function loggedInContext(
  browser: Browser,
  options: BrowserContextOptions,
  session: Session,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...options,
    storageState: { cookies: session.cookies, origins: [] },
  });
  await context.addInitScript((tab) => {
    for (const [key, value] of Object.entries(tab)) window.sessionStorage.setItem(key, value);
  }, session.tab);
  return context;
}

/**
 * A page with a password field: 'Uusi salasana' of the password change, reached through the
 * embedded test identification service as 010170-999R (the demo consumer). Nothing is saved.
 */
async function newPasswordUrl(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  await page.goto('/palauta');
  await page.getByRole('button', { name: 'Tunnistaudu', exact: true }).click();
  await page.getByRole('button', { name: /^010170-999R/ }).click();
  await page.waitForURL((url) => url.pathname === '/palauta' && url.searchParams.has('token'));
  return page.url();
}

/**
 * Each route's JavaScript over the wire on a first visit, in Debian's Chromium with the e2e
 * launch options, against the real server over loopback (issue #21).
 */
export async function measurePageBytes(
  baseUrl: string,
  account: { email: string; password: string },
  detailPath: string,
): Promise<PageBytes[]> {
  const { launchOptions, locale, timezoneId, viewport } = playwrightConfig.use ?? {};
  const browser = await chromium.launch(launchOptions);
  try {
    const contextOptions = { baseURL: baseUrl, locale, timezoneId, viewport };
    const setUp = await browser.newContext(contextOptions);
    const session = await consumerSession(setUp, account);
    // The password change is for someone logged out.
    await setUp.clearCookies();
    const passwordPath = await newPasswordUrl(setUp);
    await setUp.close();

    const routes: Route[] = [
      { name: 'home', loggedIn: false, path: '/', ready: heading(/.+/) },
      { name: 'login', loggedIn: false, path: '/kirjaudu', ready: heading('Kirjaudu sisään') },
      { name: 'dashboard', loggedIn: true, path: '/dashboard', ready: heading('Asiakkuuteni') },
      {
        name: 'consumption detail',
        loggedIn: true,
        path: detailPath,
        // The year view's bars, as bench/src/page-render.ts waits for them.
        ready: async (page) => {
          await page.locator(firstBar).first().waitFor({ timeout: 30_000 });
        },
      },
      {
        name: 'new password',
        loggedIn: false,
        path: passwordPath,
        shownPath: '/palauta?token=…',
        passwordField: true,
        ready: heading('Uusi salasana'),
      },
    ];
    const results: PageBytes[] = [];
    for (const route of routes) {
      const context = route.loggedIn
        ? await loggedInContext(browser, contextOptions, session)
        : await browser.newContext(contextOptions);
      results.push(await measure(context, route));
    }
    return results;
  } finally {
    await browser.close();
  }
}
