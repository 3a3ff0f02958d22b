import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  passwordResetInfoSchema,
  passwordResetRequestSchema,
  passwordResetSavedSchema,
  passwordResetSaveSchema,
} from '@energiaportaali/domain';
import { tooManyRequests } from '../../errors';
import { perUserRateLimit } from '../../http/per-user-rate-limit';
import { resourceReadErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { publicOrigin } from '../../identity/strong-identification/origin';
import { afterResponse } from './later';
import {
  resetLinkInfo,
  saveResetPassword,
  sendResetFromBackOffice,
  sendResetLink,
  type ResetDeps,
} from './service';
import { accountThrottle } from './throttle';

// The limits of decision 0044: per caller's address on the route, per e-mail address below,
// per account silently in the service. All counted in the shared store (every process).
const perAddress = { max: 20, timeWindow: '15 minutes' };
const perEmail = { max: 5, timeWindow: '1 hour' };
const accountLinksPerHour = 3;
// Tokens are unguessable; the limit keeps anyone from trying many anyway.
const perTokenCaller = { max: 30, timeWindow: '1 minute' };

// Any text: a token of the wrong form is as unknown as any other (404, not 400).
const tokenParams = z.object({ token: z.string().max(300) }).strict();
const userParams = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i),
});

/**
 * Forgotten passwords by e-mail (decision 0044): POST /api/password-reset asks for a link,
 * GET and PUT /api/password-reset/{token} are the link's page, and customer service sends a
 * link with POST /api/backoffice/users/{id}/password-reset.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { database, mail, portalConfig, env } = context;
  const db = database.db;
  const later = afterResponse(app.log);
  app.addHook('preClose', () => later.drained());
  // A second limiter on one route: the plugin's own hook runs only the first per request.
  const emailLimit = app.createRateLimit({
    ...perEmail,
    keyGenerator: (request) =>
      `password-reset:${(request.body as { email: string }).email.toLowerCase()}`,
  });
  const throttle = accountThrottle(db, accountLinksPerHour, 60 * 60_000);
  const depsOf = (request: FastifyRequest): ResetDeps => ({
    db,
    mail,
    log: request.log,
    portalConfig,
    origin: publicOrigin(env, request),
    allowAccount: throttle.allow,
  });

  app.post(
    '/password-reset',
    {
      config: { auth: 'none', rateLimit: perAddress },
      // After validation: counted per e-mail address asked about, known or not.
      preHandler: async (request, reply) => {
        const limit = await emailLimit(request);
        if (limit.isAllowed || !limit.isExceeded) return;
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw tooManyRequests();
      },
      schema: {
        body: passwordResetRequestSchema,
        response: { 202: z.undefined(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const deps = depsOf(request);
      const { email } = request.body;
      later.add(() => sendResetLink(deps, email));
      return reply.code(202).send();
    },
  );

  app.get(
    '/password-reset/:token',
    {
      config: { auth: 'none', noStore: true, rateLimit: perTokenCaller },
      schema: {
        params: tokenParams,
        response: { 200: passwordResetInfoSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => resetLinkInfo(db, request.params.token),
  );

  app.put(
    '/password-reset/:token',
    {
      config: { auth: 'none', noStore: true, rateLimit: perTokenCaller },
      schema: {
        params: tokenParams,
        body: passwordResetSaveSchema,
        response: { 200: passwordResetSavedSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => saveResetPassword(db, request.params.token, request.body),
  );

  app.post(
    '/backoffice/users/:id/password-reset',
    {
      config: { auth: ['operator'], rateLimit: perUserRateLimit(30, '1 minute') },
      schema: {
        params: userParams,
        response: { 204: z.undefined(), ...resourceReadErrors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await sendResetFromBackOffice(depsOf(request), request.user, request.params.id);
      return reply.code(204).send();
    },
  );
};
