import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testEnv, type TestApp } from '../../../test/app';
import { startExternalProvider, type ExternalProvider } from '../../../test/external-oidc-provider';
import {
  fetchTransport,
  formBody,
  formHeaders,
  injectTransport,
  jsonHeaders,
  TestBrowser,
} from '../../../test/login';
import { portalOrigin } from '../../auth/relying-party';
import { auditLog } from '../../db/schema';
import { createCustomer, createUser } from '../../../test/factories';

// Decision 0047: the portal logs in through a real third-party provider (the npm package
// oidc-provider, default configuration) on a loopback port. It puts the e-mail in userinfo only.

describe('login through oidc-provider as the external OpenID provider', () => {
  let provider: ExternalProvider;
  let portal: TestApp;
  let trustingPortal: TestApp;

  const portalWith = (extra: Record<string, string> = {}) =>
    buildTestApp({
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        ...extra,
      },
    });

  beforeAll(async () => {
    provider = await startExternalProvider(() => portalOrigin(testEnv()));
    portal = await portalWith();
    trustingPortal = await portalWith({ OIDC_TRUST_EMAIL: 'true' });
  });
  afterAll(async () => {
    await portal?.app.close();
    await trustingPortal?.app.close();
    await provider?.close();
  });

  async function consumerAt(
    app: TestApp,
    email = `kuluttaja.${randomBytes(4).toString('hex')}@example.fi`,
  ) {
    const person = await createCustomer(app.database.db, 'person');
    return createUser(app.database.db, 'consumer', { email, customerIds: [person.id] });
  }

  /** Logs `login` in at the provider's own pages and hands the return to the portal's callback. */
  async function logIn(login: string, app = portal) {
    const portalTransport = injectTransport(app.app);
    const browser = new TestBrowser((url) =>
      url.startsWith(provider.issuer) ? fetchTransport : portalTransport,
    );
    const start = await browser.request('GET', '/api/auth/login?type=consumer');
    expect(start.status).toBe(302);
    let next = new URL(start.location!);
    expect(next.origin).toBe(provider.issuer);
    // The login page, then the consent page: each a form with its prompt.
    for (let step = 0; next.origin !== portalOrigin(portal.env); step += 1) {
      expect(step).toBeLessThan(3);
      const { response, url } = await browser.follow(
        next.href,
        (location) => location.origin === portalOrigin(portal.env),
      );
      if (response.location) {
        next = new URL(response.location, url);
        continue;
      }
      const action = /<form[^>]* action="([^"]+)"/.exec(response.body)![1]!;
      const prompt = /name="prompt" value="([^"]+)"/.exec(response.body)![1]!;
      const fields: Record<string, string> =
        prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
      const posted = await browser.request('POST', new URL(action, url).href, {
        headers: formHeaders,
        body: formBody(fields),
      });
      next = new URL(posted.location!, url);
    }
    expect(next.pathname).toBe('/kirjaudu');
    const callback = await browser.request('POST', '/api/auth/callback', {
      headers: jsonHeaders,
      body: JSON.stringify({ type: 'consumer', search: next.search }),
    });
    return { callback, browser };
  }

  async function loggedInEmail(browser: TestBrowser): Promise<string> {
    const details = await browser.request('GET', '/api/user/details/consumer?refresh=false');
    expect(details.status).toBe(200);
    return (JSON.parse(details.body) as { userData: { email: string } }).userData.email;
  }

  const refusal = (callback: { status: number; body: string }) => {
    expect(callback.status).toBe(401);
    return JSON.parse(callback.body) as { error: string; message: string };
  };

  it('lets a verified address in, binds the account and audits the binding', async () => {
    const user = await consumerAt(portal);
    provider.accounts.set('verified-sub', { email: user.email, email_verified: true });
    const { callback, browser } = await logIn('verified-sub');
    expect(callback.status, callback.body).toBe(204);
    expect(await loggedInEmail(browser)).toBe(user.email);
    const audited = await portal.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'auth.external-identity.bind'), eq(auditLog.targetId, user.id)),
      );
    expect(audited).toEqual([{ details: { issuer: provider.issuer } }]);
  });

  it('refuses an address the provider has not verified, in its own words', async () => {
    const user = await consumerAt(portal);
    provider.accounts.set('unverified-sub', { email: user.email, email_verified: false });
    const { callback, browser } = await logIn('unverified-sub');
    expect(refusal(callback)).toEqual({
      error: 'LOGIN_EMAIL_UNVERIFIED',
      message:
        'Kirjautuminen epäonnistui: tunnistautumispalvelu ei ole vahvistanut sähköpostiosoitettasi. Vahvista osoite palvelussa ja kirjaudu sitten uudelleen.',
    });
    expect(browser.cookies.get('sid')).toBeUndefined();
    // Nothing was bound: once verified, the same identity gets in.
    provider.accounts.set('unverified-sub', { email: user.email, email_verified: true });
    const verified = await logIn('unverified-sub');
    expect(verified.callback.status, verified.callback.body).toBe(204);
  });

  it('takes an unverified address with OIDC_TRUST_EMAIL=true', async () => {
    const user = await consumerAt(trustingPortal);
    provider.accounts.set('trusted-sub', { email: user.email, email_verified: false });
    const { callback, browser } = await logIn('trusted-sub', trustingPortal);
    expect(callback.status, callback.body).toBe(204);
    expect(await loggedInEmail(browser)).toBe(user.email);
  });

  it('refuses a second identity claiming the e-mail of a bound account', async () => {
    const user = await consumerAt(portal);
    provider.accounts.set('owner-sub', { email: user.email, email_verified: true });
    expect((await logIn('owner-sub')).callback.status).toBe(204);
    provider.accounts.set('claimant-sub', {
      email: user.email.toUpperCase(),
      email_verified: true,
    });
    const { callback, browser } = await logIn('claimant-sub');
    expect(refusal(callback)).toEqual({
      error: 'LOGIN_EMAIL_BOUND',
      message:
        'Kirjautuminen epäonnistui: sähköpostiosoitteesi käyttäjätunnus on jo liitetty toiseen tunnistautumispalvelun tunnukseen. Kirjaudu sillä tunnuksella tai ota yhteyttä asiakaspalveluun.',
    });
    expect(browser.cookies.get('sid')).toBeUndefined();
    // The owner still gets in.
    expect((await logIn('owner-sub')).callback.status).toBe(204);
  });

  it('keeps the account of an identity whose e-mail changed at the provider', async () => {
    const user = await consumerAt(portal);
    const other = await consumerAt(portal);
    provider.accounts.set('moving-sub', { email: user.email, email_verified: true });
    expect((await logIn('moving-sub')).callback.status).toBe(204);
    // Now claiming another customer's address: the binding, not the e-mail, decides.
    provider.accounts.set('moving-sub', { email: other.email, email_verified: true });
    const { callback, browser } = await logIn('moving-sub');
    expect(callback.status, callback.body).toBe(204);
    expect(await loggedInEmail(browser)).toBe(user.email);
  });

  it('answers an identity without an account, or without an e-mail, with the failed-login text', async () => {
    provider.accounts.set('stranger-sub', {
      email: 'ei-asiakas@example.org',
      email_verified: true,
    });
    for (const login of ['stranger-sub', 'no-email-sub']) {
      expect(refusal((await logIn(login)).callback)).toEqual({
        error: 'LOGIN_FAILED',
        message: 'Kirjautuminen epäonnistui. Yritä kirjautua uudelleen.',
      });
    }
  });
});
