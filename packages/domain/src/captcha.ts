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
