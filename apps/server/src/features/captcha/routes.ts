import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, captchaConfigSchema } from '@energiaportaali/domain';
import { AltchaCaptcha } from '../../adapters/captcha';
import { notFound } from '../../errors';
import type { RouteContext } from '../../http/route-context';
import { messages } from '../../messages';

// Loose: the signature covers every parameter, so none may be dropped on the way out.
const altchaChallengeSchema = z.object({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
  signature: z.string().optional(),
});

/** GET /api/captcha (which captcha) and GET /api/captcha/challenge (a fresh ALTCHA challenge). */
export const captchaRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { captcha }) => {
  app.get(
    '/captcha',
    { config: { auth: 'none', noStore: true }, schema: { response: { 200: captchaConfigSchema } } },
    async () => captcha.clientConfig,
  );

  app.get(
    '/captcha/challenge',
    {
      // Each challenge costs an HMAC and a key derivation; the widget fetches one per form.
      config: { auth: 'none', noStore: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { response: { 200: altchaChallengeSchema, 404: apiErrorSchema } },
    },
    async () => {
      if (!(captcha instanceof AltchaCaptcha)) {
        throw notFound({ code: 'CAPTCHA_NOT_IN_USE', message: messages.captchaNotInUse });
      }
      const challenge = await captcha.createChallenge();
      return { ...challenge, parameters: { ...challenge.parameters } };
    },
  );
};
