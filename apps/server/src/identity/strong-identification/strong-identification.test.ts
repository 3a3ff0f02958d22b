import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { Browser, tokenOf, vatuIdentify } from '../../../test/strong-identification';

describe('strong identification with the test IdP', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.app.close());

  it('gives the authorization link as text and sets auth_state', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/reg/vatu/link?state=123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const link = new URL(response.body);
    expect(link.pathname).toBe('/test-idp/auth');
    expect(link.searchParams.get('code_challenge_method')).toBe('S256');
    expect(link.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/vatu/return',
    );
    expect(String(response.headers['set-cookie'])).toMatch(
      /^auth_state=123; .*Path=\/.*SameSite=Lax/,
    );
    expect(String(response.headers['set-cookie'])).not.toContain('HttpOnly');
  });

  it('shows a clearly marked Finnish test page without inline scripts', async () => {
    const link = await testApp.app.inject({ method: 'GET', url: '/api/auth/cred/vatu/link' });
    const { response } = await new Browser(testApp.app).follow('GET', link.body);
    expect(response!.statusCode).toBe(200);
    expect(response!.body).toContain('<title>Testitunnistus – testipalvelu</title>');
    expect(response!.body).toContain('Tämä on testipalvelu');
    expect(response!.body).toContain('Henkilötunnus');
    for (const code of ['010170-999R', '150585-998U', '311299-997C']) {
      expect(response!.body).toContain(`value="${code}"`);
    }
    expect(response!.body).toContain('Peruuta');
    expect(response!.body).not.toContain('<script');
    expect(response!.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends a customer without an account to registration with a token', async () => {
    const { location } = await vatuIdentify(testApp.app, 'reg', '150585-998U');
    expect(location).toMatch(/^\/rekisteroidy\/tiedot\?token=[\w-]{43}$/);
  });

  it('sends a person who is not a customer to the failure page', async () => {
    const { location } = await vatuIdentify(testApp.app, 'reg', '311299-997C');
    expect(location).toBe('/rekisteroidy/failure');
  });

  it('gives the password flow a token whoever the person is', async () => {
    const { location } = await vatuIdentify(testApp.app, 'cred', '010170-999R');
    expect(tokenOf(location)).toHaveLength(43);
    expect(location).toMatch(/^\/palauta\?token=/);
  });

  it('refuses an identity code with a bad check character', async () => {
    const { response } = await vatuIdentify(testApp.app, 'reg', '010170-999A');
    expect(response!.statusCode).toBe(400);
    expect(response!.body).toContain('Henkilötunnus on virheellinen');
  });

  it('turns a cancel into access_denied on the failure page', async () => {
    const { location } = await vatuIdentify(testApp.app, 'reg', 'cancel');
    expect(location).toBe('/rekisteroidy/virhe?error=access_denied&flow=reg');
    const cred = await vatuIdentify(testApp.app, 'cred', 'cancel');
    expect(cred.location).toBe('/rekisteroidy/virhe?error=access_denied&flow=cred');
  });

  it('refuses a return with an unknown or reused state', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/vatu/return?state=forged&code=abc',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/rekisteroidy/virhe?error=invalid_state&flow=reg');
  });
});
