import type { CaptchaConfig, CaptchaProvider } from '@energiaportaali/domain';

/** Proves that an anonymous request comes from a person who solved a captcha. */
export interface Captcha {
  readonly provider: CaptchaProvider;
  /** What the browser needs to show the captcha. */
  readonly clientConfig: CaptchaConfig;
  /**
   * True when `response` (the form's `g_recaptcha_response`) is a solved captcha that has not
   * been used before; false for anything else. Throws only when the provider cannot be reached.
   */
  verify(response: string, remoteIp: string): Promise<boolean>;
}
