import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultInvitationTtlDays } from '@energiaportaali/domain';
import { z } from 'zod';
import { ConfigError, describeIssues } from './config-error';
import { readTupasBanks, tupasBankVariablesOf } from './tupas-settings';

/** The monorepo root: default paths hang off it, whatever the cwd of the script that started us. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

// Only for development and tests: identity-code hashes made with it match nothing real.
const developmentIdentityCodeKey = 'energiaportaali-development-identity-code-key-not-secret';

const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().optional(),
);

const optionalMilliseconds = optionalText.pipe(
  z.coerce.number<string | undefined>().int().min(100).max(3_600_000).optional(),
);

const pathFromRoot = (fallback: string) =>
  optionalText.transform((value) => path.resolve(repoRoot, value ?? fallback));

const addressOrRange = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

// The proxies whose X-Forwarded-* are believed, by address: `true` believed the left-most
// X-Forwarded-For, which the client writes, and Fastify takes a bare hop count as no proxy at all.
const trustedProxies = optionalText
  .transform((value) => (value ?? 'false').split(',').map((entry) => entry.trim()))
  .pipe(
    z.union(
      [
        z.tuple([z.literal('false')]).transform(() => false as const),
        z.array(z.union([addressOrRange, z.enum(['loopback', 'linklocal', 'uniquelocal'])])),
      ],
      {
        error:
          'must be false or the proxies in front: addresses, CIDR ranges or loopback (true and hop counts would believe what a client writes)',
      },
    ),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    ),
    /** Production on the embedded PGlite in DATA_DIR instead of DATABASE_URL (decision 0049). */
    ALLOW_EMBEDDED_DATABASE: z
      .enum(['true', 'false', ''])
      .default('false')
      .transform((value) => value === 'true'),
    // PostgreSQL time limits (defaults in db/connection.ts): a hung server must not hang requests.
    DB_CONNECT_TIMEOUT_MS: optionalMilliseconds,
    DB_STATEMENT_TIMEOUT_MS: optionalMilliseconds,
    DB_IDLE_TIMEOUT_MS: optionalMilliseconds,
    /** How long the server keeps answering after SIGTERM, readiness already 503 (default 5 s). */
    SHUTDOWN_DRAIN_MS: optionalText
      .pipe(z.coerce.number<string | undefined>().int().min(0).max(120_000).optional())
      .transform((ms) => ms ?? 5_000),
    DATA_DIR: pathFromRoot('data'),
    PORTAL_CONFIG: pathFromRoot('portal.config.json'),
    /** The built web app the server serves (tests build one of their own elsewhere). */
    WEB_DIST_DIR: pathFromRoot('apps/web/dist'),
    PUBLIC_ORIGIN: optionalText
      .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) origin' }).optional())
      .transform((value) => (value === undefined ? undefined : new URL(value).origin)),
    IDENTITY_CODE_KEY: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    /** The proxies in front whose X-Forwarded-For is believed (decision 0049). */
    TRUST_PROXY: trustedProxies,
    // Strong identification: an external OIDC identification broker (all three or none).
    VATU_ISSUER: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    VATU_CLIENT_ID: optionalText,
    VATU_CLIENT_SECRET: optionalText,
    /** The id_token claim holding the personal identity code. */
    VATU_IDENTITY_CLAIM: z.string().min(1).default('personal_identity_code'),
    /** The embedded test IdP and test bank; on by default except in production. */
    TEST_IDENTIFICATION: z.enum(['true', 'false', '']).optional(),
    /** The demo world of ARCHITECTURE §7 on an empty database; on by default except in production. */
    DEMO_DATA: z.enum(['on', 'off', '']).optional(),
    /** The Tupas banks in list order; each bank's settings in TUPAS_BANK_<ID>_… (decision 0031). */
    TUPAS_BANKS: optionalText,
    /** Every TUPAS_BANK_… variable, gathered by parseEnv: their names depend on TUPAS_BANKS. */
    tupasBankVariables: z.record(z.string(), z.string()).default({}),
    TUPAS_TEST_BANK_SECRET: z
      .string()
      .min(16, 'must be at least 16 characters')
      .default('energiaportaali-test-bank-secret-not-secret'),
    // Login: an external OpenID provider (e.g. Keycloak) instead of the embedded login server.
    OIDC_ISSUER: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    /** The provider verifies every address itself: no email_verified needed (decision 0047). */
    OIDC_TRUST_EMAIL: z
      .enum(['true', 'false', ''])
      .default('false')
      .transform((value) => value === 'true'),
    // E-mail: without SMTP_URL every message stays in the outbox table.
    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    /** Sender of every e-mail; the organisation's contact address when unset. */
    MAIL_FROM: optionalText,
    // Billing: an external billing service (README 'Billing service'); unset → the embedded store.
    BILLING_URL: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .refine(
          (url) => !/^[a-z]+:\/\/[^/]*@/i.test(url),
          'must not hold credentials: use BILLING_TOKEN',
        )
        .optional(),
    ),
    BILLING_TOKEN: optionalText,
    BILLING_TIMEOUT_MS: optionalMilliseconds.transform((ms) => ms ?? 5000),
    BILLING_RETRIES: optionalText
      .pipe(z.coerce.number<string | undefined>().int().min(0).max(5).optional())
      .transform((retries) => retries ?? 2),
    // Trade register: the utility's service of housing-company managers (decision 0045); unset →
    // the imported housing_managers table, then the back office's approval.
    TRADE_REGISTER_URL: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .refine(
          (url) => !/^[a-z]+:\/\/[^/]*@/i.test(url),
          'must not hold credentials: use TRADE_REGISTER_TOKEN',
        )
        .optional(),
    ),
    TRADE_REGISTER_TOKEN: optionalText,
    TRADE_REGISTER_TIMEOUT_MS: optionalMilliseconds.transform((ms) => ms ?? 5000),
    // Captcha: Google reCAPTCHA with RECAPTCHA_SECRET, else the self-hosted ALTCHA.
    RECAPTCHA_SECRET: optionalText,
    /** The public key the browser's reCAPTCHA widget needs; goes with RECAPTCHA_SECRET. */
    RECAPTCHA_SITE_KEY: optionalText,
    RECAPTCHA_VERIFY_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://www.google.com/recaptcha/api/siteverify'),
    ALTCHA_HMAC_KEY: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    /** How many days an invitation link (a new account's set-password link) works. */
    INVITATION_TTL_DAYS: optionalText
      .pipe(z.coerce.number<string | undefined>().int().min(1).max(90).optional())
      .transform((days) => days ?? defaultInvitationTtlDays),
    /** The largest secret counter of an ALTCHA challenge: the work a browser does to solve it. */
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(2).max(1_000_000).default(10_000),
    /**
     * How long a session read is reused without reading it again (0: every request reads it).
     * Endings reach every process at once through PostgreSQL's NOTIFY either way (decision 0032).
     */
    SESSION_TRUST_MS: optionalText
      .pipe(z.coerce.number<string | undefined>().int().min(0).max(60_000).optional())
      .transform((ms) => ms ?? 5_000),
    /**
     * How long a consumption answer is remembered for the same user and question (0: never).
     * A change to anything it is made of makes every process forget at once (decision 0050).
     */
    USAGE_ANSWER_CACHE_MS: optionalText
      .pipe(z.coerce.number<string | undefined>().int().min(0).max(3_600_000).optional())
      .transform((ms) => ms ?? 60_000),
    /** Tests only: the server's clock starts at this instant (refused unless NODE_ENV=test). */
    TEST_CLOCK_START: optionalText.pipe(
      z.iso
        .datetime({ offset: true, error: 'must be an ISO instant' })
        .transform((instant) => new Date(instant))
        .optional(),
    ),
    /** PostgreSQL: meter data months older than this many are detached daily (decision 0033). */
    METER_DATA_RETENTION_MONTHS: optionalText.pipe(
      z.coerce.number<string | undefined>().int().min(1).max(1200).optional(),
    ),
    /** How often each process's outbox worker looks for due e-mail (default 30 s). */
    OUTBOX_POLL_INTERVAL_MS: optionalMilliseconds,
    /** How often each process checks the users' e-mail alerts (default 5 min). */
    ALERT_CHECK_INTERVAL_MS: optionalMilliseconds.transform((ms) => ms ?? 300_000),
    /** Prometheus metrics at /metrics; off by default, then only for loopback and METRICS_ALLOW. */
    METRICS: z
      .enum(['on', 'off', ''])
      .default('off')
      .transform((value) => value === 'on'),
    /** Comma-separated addresses or CIDR ranges that may read /metrics besides loopback. */
    METRICS_ALLOW: optionalText
      .transform((value) => (value ?? '').split(',').map((entry) => entry.trim()))
      .transform((entries) => entries.filter((entry) => entry !== ''))
      .pipe(z.array(addressOrRange)),
  })
  .superRefine((env, context) => {
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some((value) => value === undefined) && oidc.some((value) => value !== undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together',
      });
    }
    const vatu = [env.VATU_ISSUER, env.VATU_CLIENT_ID, env.VATU_CLIENT_SECRET];
    if (vatu.some((value) => value === undefined) && vatu.some((value) => value !== undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['VATU_ISSUER'],
        message: 'VATU_ISSUER, VATU_CLIENT_ID and VATU_CLIENT_SECRET go together',
      });
    }
    if ((env.RECAPTCHA_SECRET === undefined) !== (env.RECAPTCHA_SITE_KEY === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['RECAPTCHA_SECRET'],
        message: 'RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY go together',
      });
    }
    if (env.TEST_CLOCK_START !== undefined && env.NODE_ENV !== 'test') {
      context.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_START'],
        message: 'is for tests only: refused unless NODE_ENV=test',
      });
    }
    if (env.NODE_ENV === 'production') {
      for (const [variable, message] of productionRefusals(env)) {
        context.addIssue({ code: 'custom', path: [variable], message });
      }
    }
    for (const { variable, message } of tupasBanksOf(env).problems) {
      context.addIssue({ code: 'custom', path: [variable], message });
    }
  })
  .transform(
    ({ IDENTITY_CODE_KEY, TEST_IDENTIFICATION, DEMO_DATA, tupasBankVariables, ...env }) => ({
      ...env,
      testIdentification: isOn(TEST_IDENTIFICATION, 'true', env.NODE_ENV),
      demoData: isOn(DEMO_DATA, 'on', env.NODE_ENV),
      tupasBanks: tupasBanksOf({ ...env, TEST_IDENTIFICATION, tupasBankVariables }).banks,
      IDENTITY_CODE_KEY: IDENTITY_CODE_KEY ?? developmentIdentityCodeKey,
      usesDevelopmentIdentityCodeKey: IDENTITY_CODE_KEY === undefined,
    }),
  );

export type Env = z.output<typeof envSchema>;

// A switch left unset (or empty) is on everywhere except in production.
function isOn(value: string | undefined, on: string, nodeEnv: string): boolean {
  return value === on || ((value ?? '') === '' && nodeEnv !== 'production');
}

interface RawEnv {
  NODE_ENV: string;
  TEST_IDENTIFICATION?: string;
  TUPAS_BANKS?: string;
  tupasBankVariables: Record<string, string>;
}

function tupasBanksOf(env: RawEnv) {
  return readTupasBanks({
    list: env.TUPAS_BANKS,
    variables: env.tupasBankVariables,
    production: env.NODE_ENV === 'production',
    testIdentification: isOn(env.TEST_IDENTIFICATION, 'true', env.NODE_ENV),
  });
}

type ProductionSettings = Partial<
  Record<
    'IDENTITY_CODE_KEY' | 'PUBLIC_ORIGIN' | 'DEMO_DATA' | 'TEST_IDENTIFICATION' | 'DATABASE_URL',
    string
  >
> & { ALLOW_EMBEDDED_DATABASE?: boolean };

/**
 * What production needs and never allows (decision 0031), as [variable, message]: every
 * missing secret and every test service switched on, so that one message names them all.
 */
function productionRefusals(env: ProductionSettings): [string, string][] {
  const required = (['IDENTITY_CODE_KEY', 'PUBLIC_ORIGIN'] as const).filter((name) => !env[name]);
  const refused: [string, string][] = required.map((name) => [
    name,
    'is required when NODE_ENV=production',
  ]);
  if (!env.DATABASE_URL && !env.ALLOW_EMBEDDED_DATABASE) {
    refused.push([
      'DATABASE_URL',
      'is required when NODE_ENV=production (ALLOW_EMBEDDED_DATABASE=true keeps the data in DATA_DIR instead)',
    ]);
  }
  if (env.DEMO_DATA === 'on') {
    refused.push(['DEMO_DATA', 'must be off when NODE_ENV=production: no demo world there']);
  }
  if (env.TEST_IDENTIFICATION === 'true') {
    refused.push([
      'TEST_IDENTIFICATION',
      'must be off when NODE_ENV=production: the test IdP and the test bank accept anyone',
    ]);
  }
  return refused;
}

export interface ParsedEnv {
  env: Env;
  /** Things an operator should see in the log once the logger exists. */
  warnings: string[];
}

/** Validates the process environment; throws ConfigError naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): ParsedEnv {
  const result = envSchema.safeParse({
    ...source,
    tupasBankVariables: tupasBankVariablesOf(source),
  });
  if (!result.success) {
    throw new ConfigError(describeIssues('environment', result.error.issues));
  }
  const env = result.data;
  const warnings = [
    ...(env.usesDevelopmentIdentityCodeKey && env.NODE_ENV === 'development'
      ? ['IDENTITY_CODE_KEY is not set: using the fixed development key (never in production)']
      : []),
    ...(env.NODE_ENV === 'production' && env.SMTP_URL === undefined
      ? ['SMTP_URL is not set: invitations and other e-mail wait in the outbox until it is']
      : []),
  ];
  return { env, warnings };
}
