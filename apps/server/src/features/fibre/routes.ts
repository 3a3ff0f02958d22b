import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fibreOfferSchema } from '@energiaportaali/domain';
import { perUserRateLimit } from '../../http/per-user-rate-limit';
import type { RouteContext } from '../../http/route-context';
import { requestFibreOffer } from './service';

const rateLimit = perUserRateLimit(10, '10 minutes');

/** POST /api/fiber/submit (spec 02 §7): a logged-in user's fibre offer request. */
export const fibreRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database, mail, portalConfig },
) => {
  app.post(
    '/fiber/submit',
    {
      config: { auth: 'user', rateLimit },
      schema: { body: fibreOfferSchema },
    },
    async (request, reply) => {
      const deps = { db: database.db, mail, portalConfig, log: request.log };
      await requestFibreOffer(deps, request.user, request.body);
      return reply.code(200).send();
    },
  );
};
