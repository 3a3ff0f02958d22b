import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fibreOfferSchema } from '@energiaportaali/domain';
import { requireUser } from '../../auth/sessions';
import type { RouteContext } from '../../http/route-context';
import { requestFibreOffer } from './service';

// Per person, not per address: customers behind one office NAT must not block each other.
// Anonymous calls are not counted: they get a 401 before any work is done.
const rateLimit = {
  max: 10,
  timeWindow: '10 minutes',
  keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
  allowList: (request: FastifyRequest) => request.user === null,
};

/** POST /api/fiber/submit (spec 02 §7): a logged-in user's fibre offer request. */
export const fiberRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database, mail, portalConfig },
) => {
  app.post(
    '/fiber/submit',
    {
      preHandler: requireUser,
      config: { rateLimit },
      schema: { body: fibreOfferSchema },
    },
    async (request, reply) => {
      const deps = { db: database.db, mail, portalConfig, log: request.log };
      await requestFibreOffer(deps, request.user!, request.body);
      return reply.code(200).send();
    },
  );
};
