import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { buildCompanyUser } from '../../../test/factories';
import {
  fetchTransport,
  formAction,
  formBody,
  injectTransport,
  jsonHeaders,
  TestBrowser,
} from '../../../test/login';
import { oidcSecrets } from '../../db/schema';
import type { ProviderSecrets } from '../../identity/login-server/secrets';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// A second app plays the external provider (any OpenID provider: Keycloak in production) on a
// loopback port; the portal under test reaches it over real HTTP. Both share one origin so the
// provider's registered redirect URIs (`${origin}/kirjaudu`, …) are the portal's.
describe('login with an external OpenID provider', () => {
  let providerApp: TestApp;
  let portal: TestApp;
  let origin: string;

  beforeAll(async () => {
    origin = `http://127.0.0.1:${await freePort()}`;
    providerApp = await buildTestApp({ env: { PUBLIC_ORIGIN: origin } });
    await providerApp.app.listen({ host: '127.0.0.1', port: Number(new URL(origin).port) });
    const [row] = await providerApp.database.db
      .select({ secrets: oidcSecrets.secrets })
      .from(oidcSecrets)
      .where(eq(oidcSecrets.provider, 'login-server'));
    portal = await buildTestApp({
      env: {
        PUBLIC_ORIGIN: origin,
        OIDC_ISSUER: `${origin}/oidc`,
        OIDC_CLIENT_ID: 'energiaportaali',
        OIDC_CLIENT_SECRET: (row!.secrets as ProviderSecrets).clientSecret,
      },
    });
  });
  afterAll(async () => {
    await portal?.app.close();
    await providerApp?.app.close();
  });

  it('does not mount the embedded login server', async () => {
    const response = await portal.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: new URL(origin).host },
    });
    expect(response.statusCode).toBe(404);
  });

  it('runs the code flow over HTTP and creates a session for the user with that e-mail', async () => {
    // The same person in both: with a password at the provider, with her companies in the portal.
    const password = 'Kaisan-Salasana-2026';
    const kaisa = { email: 'kaisa.kayttaja@example.fi', firstName: 'Kaisa', lastName: 'Käyttäjä' };
    await buildCompanyUser(providerApp.database.db, { ...kaisa, password });
    await buildCompanyUser(portal.database.db, kaisa);
    const portalTransport = injectTransport(portal.app);
    const browser = new TestBrowser(
      (url) =>
        new URL(url, origin).pathname.startsWith('/oidc') ? fetchTransport : portalTransport,
      origin,
    );
    const start = await browser.request('GET', '/api/auth/login?type=company');
    expect(start.status).toBe(302);
    expect(start.location!.startsWith(`${origin}/oidc/auth?`)).toBe(true);

    const { response: page, url: pageUrl } = await browser.follow(start.location!);
    expect(page.status).toBe(200);
    const posted = await browser.request('POST', new URL(formAction(page.body), pageUrl).href, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody({ email: kaisa.email, password }),
    });
    expect(posted.status).toBe(303);
    const { response } = await browser.follow(
      new URL(posted.location!, origin).href,
      (url) => url.pathname === '/yritys/kirjaudu',
    );
    const back = new URL(response.location!);
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.get('iss')).toBe(`${origin}/oidc`);

    const callback = await browser.request('POST', '/api/auth/callback', {
      headers: jsonHeaders,
      body: JSON.stringify({ type: 'company', search: back.search }),
    });
    expect(callback.status, callback.body).toBe(204);
    expect(browser.cookies.get('sid')).toBeTruthy();
    const details = await browser.request('GET', '/api/user/details/company?refresh=false');
    expect(details.status).toBe(200);
    expect(JSON.parse(details.body)).toMatchObject({
      userData: { kind: 'companyUser', email: kaisa.email },
      name: 'Kaisa Käyttäjä',
    });
  });
});
