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

  const production = {
    NODE_ENV: 'production',
    IDENTITY_CODE_KEY: 'k'.repeat(40),
    PUBLIC_ORIGIN: 'https://portaali.example.fi',
    SMTP_URL: 'smtp://mail.example.fi:25',
    DATABASE_URL: 'postgres://portaali@db.example.fi/portaali',
  };

  it('requires IDENTITY_CODE_KEY, PUBLIC_ORIGIN and DATABASE_URL in production, naming all at once', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      'environment: IDENTITY_CODE_KEY: is required when NODE_ENV=production\n' +
        'environment: PUBLIC_ORIGIN: is required when NODE_ENV=production\n' +
        'environment: DATABASE_URL: is required when NODE_ENV=production (ALLOW_EMBEDDED_DATABASE=true keeps the data in DATA_DIR instead)',
    );
    const { env, warnings } = parseEnv(production);
    expect(env.IDENTITY_CODE_KEY).toBe(production.IDENTITY_CODE_KEY);
    expect(env).toMatchObject({ demoData: false, testIdentification: false, tupasBanks: [] });
    expect(warnings).toEqual([]);
  });

  it('starts production on the embedded database only when ALLOW_EMBEDDED_DATABASE=true says so', () => {
    const embedded = { ...production, DATABASE_URL: '' };
    expect(() => parseEnv(embedded)).toThrow(
      /^environment: DATABASE_URL: is required when NODE_ENV=production/,
    );
    expect(() => parseEnv({ ...embedded, ALLOW_EMBEDDED_DATABASE: 'false' })).toThrow(
      /DATABASE_URL/,
    );
    expect(parseEnv({ ...embedded, ALLOW_EMBEDDED_DATABASE: 'true' }).env).toMatchObject({
      DATABASE_URL: undefined,
      ALLOW_EMBEDDED_DATABASE: true,
    });
    expect(parseEnv({ DATABASE_URL: '' }).env.DATABASE_URL).toBeUndefined();
    expect(() => parseEnv({ ALLOW_EMBEDDED_DATABASE: 'yes' })).toThrow(/ALLOW_EMBEDDED_DATABASE/);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(parseEnv({ TRUST_PROXY: 'false' }).env.TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '' }).env.TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'loopback' }).env.TRUST_PROXY).toEqual(['loopback']);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1' }).env.TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
    ]);
    for (const bad of ['true', '1', '2', 'proxy.example.fi', '10.0.0.2,', '10.0.0.0/33']) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be false or the proxies in front/,
      );
    }
  });

  it('warns, not refuses, a production start without SMTP_URL', () => {
    const { warnings } = parseEnv({ ...production, SMTP_URL: '' });
    expect(warnings).toEqual([expect.stringContaining('SMTP_URL is not set')]);
  });

  it('builds the demo world and the test services by default, except in production', () => {
    expect(parseEnv({}).env).toMatchObject({ demoData: true, testIdentification: true });
    expect(parseEnv({ NODE_ENV: 'test' }).env).toMatchObject({ demoData: true });
    expect(parseEnv({ DEMO_DATA: 'off', TEST_IDENTIFICATION: 'false' }).env).toMatchObject({
      demoData: false,
      testIdentification: false,
    });
    expect(parseEnv({ ...production, DEMO_DATA: 'off' }).env.demoData).toBe(false);
    expect(() => parseEnv({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });

  it('refuses demo data and test services in production with one clear message', () => {
    expect(() =>
      parseEnv({
        ...production,
        PUBLIC_ORIGIN: '',
        DEMO_DATA: 'on',
        TEST_IDENTIFICATION: 'true',
        TUPAS_BANKS: 'testipankki',
      }),
    ).toThrow(
      'environment: PUBLIC_ORIGIN: is required when NODE_ENV=production\n' +
        'environment: DEMO_DATA: must be off when NODE_ENV=production: no demo world there\n' +
        'environment: TEST_IDENTIFICATION: must be off when NODE_ENV=production: the test IdP and the test bank accept anyone\n' +
        'environment: TUPAS_BANKS: must not name the test bank testipankki when NODE_ENV=production',
    );
  });

  it('starts the clock at TEST_CLOCK_START only for tests, refusing it anywhere else', () => {
    const start = '2026-11-28T21:59:30.000Z';
    const { env } = parseEnv({ NODE_ENV: 'test', TEST_CLOCK_START: start });
    expect(env.TEST_CLOCK_START?.toISOString()).toBe(start);
    expect(parseEnv({ NODE_ENV: 'test' }).env.TEST_CLOCK_START).toBeUndefined();
    for (const nodeEnv of ['production', 'development']) {
      expect(() => parseEnv({ ...production, NODE_ENV: nodeEnv, TEST_CLOCK_START: start })).toThrow(
        'environment: TEST_CLOCK_START: is for tests only: refused unless NODE_ENV=test',
      );
    }
    expect(() => parseEnv({ NODE_ENV: 'test', TEST_CLOCK_START: 'huomenna' })).toThrow(
      'environment: TEST_CLOCK_START: must be an ISO instant',
    );
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

  describe('Tupas banks', () => {
    const nordea = {
      TUPAS_BANKS: 'nordea',
      TUPAS_BANK_NORDEA_NAME: 'Nordea',
      TUPAS_BANK_NORDEA_URL: 'https://tunnistus.nordea.example/tupas',
      TUPAS_BANK_NORDEA_VENDOR_ID: '12345678',
      TUPAS_BANK_NORDEA_KEY_VERSION: '0001',
      TUPAS_BANK_NORDEA_MAC_KEY: 'nordean-salainen-avain',
    };

    it('lists the test bank by default with the test services, else nothing', () => {
      expect(parseEnv({}).env.tupasBanks).toEqual([{ id: 'testipankki', test: true }]);
      expect(parseEnv({ TEST_IDENTIFICATION: 'false' }).env.tupasBanks).toEqual([]);
    });

    it('reads each listed bank from its variables, in list order', () => {
      const { env } = parseEnv({
        ...production,
        ...nordea,
        TUPAS_BANKS: 'nordea, op',
        TUPAS_BANK_OP_NAME: 'OP',
        TUPAS_BANK_OP_URL: 'https://op.example/tupas',
        TUPAS_BANK_OP_VENDOR_ID: 'OPTEST',
        TUPAS_BANK_OP_KEY_VERSION: '0002',
        TUPAS_BANK_OP_MAC_KEY: 'op-avain',
        TUPAS_BANK_OP_IMAGE: '/kuvat/op.svg',
        TUPAS_BANK_OP_ID_TYPE: '12',
        TUPAS_BANK_OP_LANGUAGE: 'SV',
        TUPAS_BANK_OP_ALGORITHM: '03',
      });
      expect(env.tupasBanks).toEqual([
        {
          id: 'nordea',
          test: false,
          name: 'Nordea',
          url: 'https://tunnistus.nordea.example/tupas',
          vendorId: '12345678',
          keyVersion: '0001',
          macKey: 'nordean-salainen-avain',
          imagePath: '',
          idType: '02',
          languageCode: 'FI',
        },
        {
          id: 'op',
          test: false,
          name: 'OP',
          url: 'https://op.example/tupas',
          vendorId: 'OPTEST',
          keyVersion: '0002',
          macKey: 'op-avain',
          imagePath: '/kuvat/op.svg',
          idType: '12',
          languageCode: 'SV',
        },
      ]);
    });

    it('names every missing or bad setting, never quoting a MAC key', () => {
      let message = '';
      try {
        parseEnv({
          ...production,
          TUPAS_BANKS: 'nordea,op',
          TUPAS_BANK_NORDEA_NAME: 'Nordea',
          TUPAS_BANK_NORDEA_URL: 'http://tunnistus.nordea.example/tupas',
          TUPAS_BANK_NORDEA_VENDOR_ID: '12345678',
          TUPAS_BANK_NORDEA_KEY_VERSION: '1',
          TUPAS_BANK_NORDEA_MAC_KEY: 'avain-€-salainen',
          TUPAS_BANK_NORDEA_ALGORITHM: '01',
          TUPAS_BANK_SAMPO_NAME: 'Sampo',
        });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message.split('\n')).toEqual([
        'environment: TUPAS_BANK_NORDEA_URL: must be an https URL when NODE_ENV=production',
        'environment: TUPAS_BANK_NORDEA_KEY_VERSION: must be four digits, e.g. 0001',
        'environment: TUPAS_BANK_NORDEA_MAC_KEY: must be ISO-8859-1 text',
        'environment: TUPAS_BANK_NORDEA_ALGORITHM: must be 03 (SHA-256, the only MAC supported)',
        'environment: TUPAS_BANK_OP_NAME: is required: bank op is in TUPAS_BANKS',
        'environment: TUPAS_BANK_OP_URL: is required: bank op is in TUPAS_BANKS',
        'environment: TUPAS_BANK_OP_VENDOR_ID: is required: bank op is in TUPAS_BANKS',
        'environment: TUPAS_BANK_OP_KEY_VERSION: is required: bank op is in TUPAS_BANKS',
        'environment: TUPAS_BANK_OP_MAC_KEY: is required: bank op is in TUPAS_BANKS',
        'environment: TUPAS_BANK_SAMPO_NAME: is no setting of a bank in TUPAS_BANKS',
      ]);
      expect(message).not.toContain('salainen');
    });

    it('lets the test bank into the list only with the test services on', () => {
      expect(parseEnv({ ...nordea, TUPAS_BANKS: 'testipankki,nordea' }).env.tupasBanks).toEqual([
        { id: 'testipankki', test: true },
        expect.objectContaining({ id: 'nordea' }),
      ]);
      expect(() => parseEnv({ TUPAS_BANKS: 'testipankki', TEST_IDENTIFICATION: 'false' })).toThrow(
        'environment: TUPAS_BANKS: names the test bank testipankki, which needs TEST_IDENTIFICATION on',
      );
      expect(() => parseEnv({ TUPAS_BANKS: 'nordea,nordea,Ö' })).toThrow(/names nordea twice/);
    });
  });
});
