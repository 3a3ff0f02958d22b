import type { Clock } from '../../clock';
import type { Env } from '../../config/env';
import type { Db } from '../../db/connection';
import { AltchaCaptcha } from './altcha';
import type { Captcha } from './captcha';
import { RecaptchaCaptcha } from './recaptcha';

export type { Captcha } from './captcha';
export { AltchaCaptcha, altchaChallengePath } from './altcha';
export { CaptchaUnavailableError, RecaptchaCaptcha } from './recaptcha';

/** reCAPTCHA when RECAPTCHA_SECRET is set, the self-hosted ALTCHA otherwise. */
export function createCaptcha(env: Env, db: Db, clock: Clock): Captcha {
  if (env.RECAPTCHA_SECRET && env.RECAPTCHA_SITE_KEY) {
    return new RecaptchaCaptcha({
      secret: env.RECAPTCHA_SECRET,
      siteKey: env.RECAPTCHA_SITE_KEY,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
    });
  }
  return new AltchaCaptcha({
    db,
    clock,
    hmacKey: env.ALTCHA_HMAC_KEY,
    maxNumber: env.ALTCHA_MAX_NUMBER,
  });
}
