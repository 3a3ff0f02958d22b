import { z } from 'zod';
import type { Captcha } from './captcha';

export interface RecaptchaOptions {
  secret: string;
  siteKey: string;
  /** Google's siteverify endpoint (a loopback fake in tests). */
  verifyUrl: string;
}

const answerSchema = z.object({ success: z.boolean() });

/** Thrown when siteverify cannot be reached or answers nonsense; the request then fails with 502. */
export class CaptchaUnavailableError extends Error {
  override readonly name = 'CaptchaUnavailableError';
}

/** Google reCAPTCHA: the server asks siteverify; Google itself refuses a token used twice. */
export class RecaptchaCaptcha implements Captcha {
  readonly provider = 'recaptcha';
  readonly clientConfig;

  constructor(private readonly options: RecaptchaOptions) {
    this.clientConfig = { provider: 'recaptcha', siteKey: options.siteKey } as const;
  }

  async verify(response: string, remoteIp: string): Promise<boolean> {
    let answer: unknown;
    try {
      const reply = await fetch(this.options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          secret: this.options.secret,
          response,
          remoteip: remoteIp,
        }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!reply.ok) throw new Error(`siteverify answered ${reply.status}`);
      answer = await reply.json();
    } catch (error) {
      throw new CaptchaUnavailableError('reCAPTCHA siteverify failed', { cause: error });
    }
    const parsed = answerSchema.safeParse(answer);
    if (!parsed.success)
      throw new CaptchaUnavailableError('reCAPTCHA siteverify answered nonsense');
    return parsed.data.success;
  }
}
