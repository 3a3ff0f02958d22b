import { it } from 'vitest';
import { buildTestApp } from './app';

it('probe', async () => {
  const { app } = await buildTestApp({ env: { TEST_LOG_LEVEL: 'error' } });
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const probes: [string, string, Record<string, string>, string | undefined][] = [
    ['POST', '/oidc/token', form, 'grant_type=authorization_code&code=a%00b&client_id=x%00&redirect_uri=x'],
    ['POST', '/oidc/token', form, 'grant_type=refresh_token&refresh_token=a%00b&client_id=portal'],
    ['GET', '/oidc/auth?client_id=a%00b&response_type=code&scope=openid&redirect_uri=x', {}, undefined],
    ['GET', '/oidc/session/end?id_token_hint=a%00', {}, undefined],
    ['POST', '/oidc/token/introspection', form, 'token=a%00b'],
    ['GET', '/oidc/me', { authorization: 'Bearer a\u0000b' }, undefined],
    ['POST', '/test-bank/tupas', form, 'A01Y_ACTION_ID=701&A01Y_RETLINK=a%00'],
    ['GET', '/api/auth/vatu/return?code=a%00&state=b%00', {}, undefined],
    ['GET', '/api/health', { cookie: 'sid=a%00b' }, undefined],
    ['GET', '/api/user/email', { cookie: 'sid=a\u0000b' }, undefined],
  ];
  for (const [method, url, headers, payload] of probes) {
    try {
      const r = await app.inject({ method: method as 'GET', url, headers, payload });
      console.log(method, url, r.statusCode, r.body.slice(0, 150));
    } catch (e) { console.log(method, url, 'THROW', (e as Error).message); }
  }
  await app.close();
});
