import { AppError, badGateway } from '../../errors';
import { messages } from '../../messages';
import type { Captcha } from './captcha';
import { CaptchaUnavailableError } from './recaptcha';

/**
 * Lets an anonymous form through only with a solved captcha: 400 CAPTCHA_FAILED (on the field
 * `g_recaptcha_response`) for a wrong or reused solution, 502 when the captcha service is down.
 */
export async function assertCaptchaSolved(
  captcha: Captcha,
  response: string,
  remoteIp: string,
): Promise<void> {
  let solved: boolean;
  try {
    solved = await captcha.verify(response, remoteIp);
  } catch (error) {
    if (!(error instanceof CaptchaUnavailableError)) throw error;
    throw badGateway({ code: 'CAPTCHA_UNAVAILABLE', message: messages.captchaUnavailable });
  }
  if (!solved) {
    throw new AppError(400, 'CAPTCHA_FAILED', messages.captchaFailed, {
      g_recaptcha_response: [messages.captchaFailed],
    });
  }
}
