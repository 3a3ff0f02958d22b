import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultInvitationTtlDays } from '@energiaportaali/domain';
import { z } from 'zod';
import { ConfigError, describeIssues } from './config-error';

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
    // PostgreSQL time limits (defaults in db/connection.ts): a hung server must not hang requests.
    DB_CONNECT_TIMEOUT_MS: optionalMilliseconds,
    DB_STATEMENT_TIMEOUT_MS: optionalMilliseconds,
    DB_IDLE_TIMEOUT_MS: optionalMilliseconds,
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
    TRUST_PROXY: z
      .enum(['true', 'false', ''])
      .default('false')
      .transform((value) => value === 'true'),
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
    // E-mail: without SMTP_URL every message stays in the outbox table.
    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    /** Sender of every e-mail; the organisation's contact address when unset. */
    MAIL_FROM: optionalText,
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
    /** Prometheus metrics at /metrics; off by default, then only for loopback and METRICS_ALLOW. */
    METRICS: z
      .enum(['on', 'off', ''])
      .default('off')
      .transform((value) => value === 'on'),
    /** Comma-separated addresses or CIDR ranges that may read /metrics besides loopback. */
    METRICS_ALLOW: optionalText
      .transform((value) => (value ?? '').split(',').map((entry) => entry.trim()))
      .transform((entries) => entries.filter((entry) => entry !== ''))
      .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
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
    if (env.NODE_ENV === 'production' && env.IDENTITY_CODE_KEY === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['IDENTITY_CODE_KEY'],
        message: 'is required when NODE_ENV=production',
      });
    }
  })
  .transform(({ IDENTITY_CODE_KEY, TEST_IDENTIFICATION, ...env }) => ({
    ...env,
    testIdentification:
      TEST_IDENTIFICATION === 'true' ||
      ((TEST_IDENTIFICATION ?? '') === '' && env.NODE_ENV !== 'production'),
    IDENTITY_CODE_KEY: IDENTITY_CODE_KEY ?? developmentIdentityCodeKey,
    usesDevelopmentIdentityCodeKey: IDENTITY_CODE_KEY === undefined,
  }));

export type Env = z.output<typeof envSchema>;

export interface ParsedEnv {
  env: Env;
  /** Things an operator should see in the log once the logger exists. */
  warnings: string[];
}

/** Validates the process environment; throws ConfigError naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): ParsedEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(describeIssues('environment', result.error.issues));
  }
  const env = result.data;
  const warnings =
    env.usesDevelopmentIdentityCodeKey && env.NODE_ENV === 'development'
      ? ['IDENTITY_CODE_KEY is not set: using the fixed development key (never in production)']
      : [];
  return { env, warnings };
}
