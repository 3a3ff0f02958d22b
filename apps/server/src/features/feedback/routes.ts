import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackRequestSchema } from '@energiaportaali/domain';
import { requireUser } from '../../auth/sessions';
import type { RouteContext } from '../../http/route-context';
import { submitFeedback } from './service';

// Per person, not per address: customers behind one office NAT must not block each other.
// Anonymous calls are not counted: they get a 401 before any work is done.
const rateLimit = {
  max: 10,
  timeWindow: '10 minutes',
  keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
  allowList: (request: FastifyRequest) => request.user === null,
};

/** POST /api/feedback/submit (spec 01 §7): logged-in users' feedback to customer service. */
export const feedbackRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database, mail, portalConfig },
) => {
  app.post(
    '/feedback/submit',
    {
      preHandler: requireUser,
      config: { rateLimit },
      schema: { body: feedbackRequestSchema },
    },
    async (request, reply) => {
      const deps = { db: database.db, mail, portalConfig, log: request.log };
      await submitFeedback(deps, request.user!, request.body);
      return reply.code(200).send();
    },
  );
};
