import { z } from 'zod';

/** Which captcha the anonymous forms show: the self-hosted ALTCHA or Google reCAPTCHA. */
export const captchaProviders = ['altcha', 'recaptcha'] as const;
export type CaptchaProvider = (typeof captchaProviders)[number];

/** GET /api/captcha: how the client gets its captcha solved. */
export const captchaConfigSchema = z.discriminatedUnion('provider', [
  /** The widget fetches its challenge from `challengeUrl`. */
  z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
]);
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

/** The message of a missing captcha solution. */
export const captchaRequiredMessage = 'Vahvista, ettet ole robotti';

/** `g_recaptcha_response` as an anonymous form sends it: the widget's solution, not empty. */
export const solvedCaptcha = z
  .string({ error: captchaRequiredMessage })
  .max(10_000, captchaRequiredMessage)
  .trim()
  .min(1, captchaRequiredMessage);
