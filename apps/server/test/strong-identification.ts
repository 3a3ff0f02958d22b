import { tupasFormFields } from '@energiaportaali/domain';
import type { App } from '../src/app';

/** Test support: drives the test IdP and the test bank through HTTP like a browser would. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: App) {}

  private keep(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
  }

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    const target = new URL(url, 'http://localhost');
    const response = await this.app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    this.keep(response.headers['set-cookie']);
    return response;
  }

  /**
   * Follows redirects while they stay on the server (test IdP, test bank, API) and answers
   * where they leave it: the SPA path, or the page that stopped (a 200 or 4xx answer).
   */
  async follow(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    let response = await this.request(method, url, form);
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.location;
      if (response.statusCode < 300 || response.statusCode >= 400 || !location) break;
      const path = new URL(location, 'http://localhost');
      const relative = `${path.pathname}${path.search}`;
      if (!/^\/(test-idp|test-bank|api)\//.test(path.pathname)) return { location: relative };
      response = await this.request('GET', relative);
    }
    return { response };
  }
}

/** Runs the vatu link flow with the test IdP; `choose` is the identity code (or 'cancel'). */
export async function vatuIdentify(app: App, flow: 'reg' | 'cred', choose: string) {
  const browser = new Browser(app);
  const link = await app.inject({
    method: 'GET',
    url: `/api/auth/${flow}/vatu/link?state=1700000000000`,
  });
  const started = await browser.follow('GET', link.body);
  const page = started.response!;
  const uid = /\/test-idp\/interaction\/([\w-]+)\/login/.exec(page.body)![1]!;
  const action = choose === 'cancel' ? 'abort' : 'login';
  return browser.follow(
    'POST',
    `/test-idp/interaction/${uid}/${action}`,
    choose === 'cancel' ? {} : { identityCode: choose },
  );
}

/** The token of a redirect to /rekisteroidy/tiedot?token=… or /palauta?token=…. */
export function tokenOf(location: string | undefined): string {
  const token = new URL(location ?? '/', 'http://localhost').searchParams.get('token');
  if (!token) throw new Error(`no token in ${location}`);
  return token;
}

/** Posts the test bank's list entry as the SPA's form does; answers the bank page's form fields. */
export async function openTestBank(app: App, flow: 'reg' | 'cred') {
  const banks = (await app.inject({ method: 'GET', url: `/api/auth/${flow}/tupas/banks` })).json<
    Record<string, string>[]
  >();
  const bank = banks.find((entry) => entry.name === 'Testipankki (testipalvelu)')!;
  const form = Object.fromEntries(tupasFormFields.map(([field, key]) => [field, bank[key]!]));
  const browser = new Browser(app);
  const page = await browser.request('POST', bank.bankAuthUrl!, form);
  return { bank, form, browser, page };
}

/** Approves (with an identity code), cancels or rejects on the test bank's page. */
export async function decideAtTestBank(
  app: App,
  flow: 'reg' | 'cred',
  decision: { identityCode: string } | 'cancel' | 'reject',
) {
  const { form, browser } = await openTestBank(app, flow);
  const fields =
    typeof decision === 'string'
      ? { ...form, action: decision }
      : { ...form, action: 'approve', identityCode: decision.identityCode };
  return browser.follow('POST', '/test-bank/tupas/decision', fields);
}
