import { describe, expect, it } from 'vitest';
import { loginPathOf, passwordSetPath } from './login-path';

describe('login path of the password-set page', () => {
  it('travels in the query and comes back', () => {
    const path = passwordSetPath('/isannointi/rekisteroidy/success', '/yritys/kirjaudu');
    expect(path).toBe('/isannointi/rekisteroidy/success?kirjaudu=%2Fyritys%2Fkirjaudu');
    expect(loginPathOf(new URL(path, 'http://localhost').searchParams)).toBe('/yritys/kirjaudu');
  });

  it('is the managers’ login when missing or not one of the login pages', () => {
    expect(loginPathOf(new URLSearchParams())).toBe('/isannointi/kirjaudu');
    expect(loginPathOf(new URLSearchParams({ kirjaudu: 'https://evil.example/' }))).toBe(
      '/isannointi/kirjaudu',
    );
    expect(loginPathOf(new URLSearchParams({ kirjaudu: '/asiakaspalvelu/kirjaudu' }))).toBe(
      '/asiakaspalvelu/kirjaudu',
    );
  });
});
