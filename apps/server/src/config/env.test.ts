import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv, repoRoot } from './env';

describe('parseEnv', () => {
  it('has defaults for a quick start, with paths at the repo root', () => {
    const { env, warnings } = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      DATA_DIR: path.join(repoRoot, 'data'),
      PORTAL_CONFIG: path.join(repoRoot, 'portal.config.json'),
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_ORIGIN).toBeUndefined();
    expect(env.IDENTITY_CODE_KEY.length).toBeGreaterThanOrEqual(32);
    expect(warnings).toEqual([expect.stringContaining('IDENTITY_CODE_KEY')]);
  });

  it('resolves relative paths against the repo root, not the cwd', () => {
    const { env } = parseEnv({ DATA_DIR: 'tmp/db', PORTAL_CONFIG: '/etc/portal.json' });
    expect(env.DATA_DIR).toBe(path.join(repoRoot, 'tmp/db'));
    expect(env.PORTAL_CONFIG).toBe('/etc/portal.json');
  });

  it('lets invitation links work 7 days, or 1 to 90 as INVITATION_TTL_DAYS says', () => {
    expect(parseEnv({}).env.INVITATION_TTL_DAYS).toBe(7);
    expect(parseEnv({ INVITATION_TTL_DAYS: '' }).env.INVITATION_TTL_DAYS).toBe(7);
    expect(parseEnv({ INVITATION_TTL_DAYS: '30' }).env.INVITATION_TTL_DAYS).toBe(30);
    for (const bad of ['0', '91', '2.5', 'viikko']) {
      expect(() => parseEnv({ INVITATION_TTL_DAYS: bad }), bad).toThrow(/INVITATION_TTL_DAYS/);
    }
  });

  it('treats empty variables as unset', () => {
    const { env } = parseEnv({ DATABASE_URL: '', PUBLIC_ORIGIN: ' ' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_ORIGIN).toBeUndefined();
  });

  it('keeps only the origin of PUBLIC_ORIGIN', () => {
    const { env } = parseEnv({ PUBLIC_ORIGIN: 'https://portaali.example.fi/' });
    expect(env.PUBLIC_ORIGIN).toBe('https://portaali.example.fi');
  });

  it('requires IDENTITY_CODE_KEY in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      'environment: IDENTITY_CODE_KEY: is required when NODE_ENV=production',
    );
    const key = 'k'.repeat(40);
    const { env, warnings } = parseEnv({ NODE_ENV: 'production', IDENTITY_CODE_KEY: key });
    expect(env.IDENTITY_CODE_KEY).toBe(key);
    expect(warnings).toEqual([]);
  });

  it('names every bad variable', () => {
    expect(() =>
      parseEnv({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        IDENTITY_CODE_KEY: 'x',
      }),
    ).toThrow(
      /environment: PORT: .*\nenvironment: LOG_LEVEL: .*\nenvironment: DATABASE_URL: must be a postgres:\/\/ URL\nenvironment: IDENTITY_CODE_KEY: must be at least 32 characters/,
    );
  });

  it('reads the mail and captcha settings', () => {
    const { env } = parseEnv({
      SMTP_URL: 'smtps://user:pass@mail.example.fi:465',
      MAIL_FROM: 'Energia <noreply@example.fi>',
      ALTCHA_MAX_NUMBER: '500',
    });
    expect(env).toMatchObject({
      SMTP_URL: 'smtps://user:pass@mail.example.fi:465',
      MAIL_FROM: 'Energia <noreply@example.fi>',
      ALTCHA_MAX_NUMBER: 500,
      RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
    });
    const defaults = parseEnv({}).env;
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.ALTCHA_MAX_NUMBER).toBe(10_000);
  });

  it('refuses a bad SMTP_URL, a lone reCAPTCHA key and a short ALTCHA key', () => {
    expect(() =>
      parseEnv({
        SMTP_URL: 'http://mail.example.fi',
        RECAPTCHA_SECRET: 'salainen',
        ALTCHA_HMAC_KEY: 'lyhyt',
        ALTCHA_MAX_NUMBER: '1',
      }),
    ).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*ALTCHA_HMAC_KEY: must be at least 32 characters[\s\S]*ALTCHA_MAX_NUMBER[\s\S]*RECAPTCHA_SECRET: RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY go together/,
    );
  });
});
