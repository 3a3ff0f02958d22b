import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackRequestSchema } from '@energiaportaali/domain';
import { perUserRateLimit } from '../../http/per-user-rate-limit';
import type { RouteContext } from '../../http/route-context';
import { submitFeedback } from './service';

const rateLimit = perUserRateLimit(10, '10 minutes');

/** POST /api/feedback/submit (spec 01 §7): logged-in users' feedback to customer service. */
export const feedbackRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database, mail, portalConfig },
) => {
  app.post(
    '/feedback/submit',
    {
      config: { auth: 'user', rateLimit },
      schema: { body: feedbackRequestSchema },
    },
    async (request, reply) => {
      const deps = { db: database.db, mail, portalConfig, log: request.log };
      await submitFeedback(deps, request.user, request.body);
      return reply.code(200).send();
    },
  );
};
