import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  contactChangeSchema,
  invoiceProductTypes,
  customershipSchema,
} from '@energiaportaali/domain';
import { requireUser } from '../../auth/sessions';
import type { RouteContext } from '../../http/route-context';
import { customershipOf, requestContactChange } from './service';

// Per person, not per address: customers behind one office NAT must not block each other.
// Anonymous calls are not counted: they get a 401 before any work is done.
const rateLimit = {
  max: 10,
  timeWindow: '10 minutes',
  keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
  allowList: (request: FastifyRequest) => request.user === null,
};

const paramsSchema = z.object({ productType: z.enum(invoiceProductTypes) });

/** The consumer's customership and contact change request (spec 02 §7). */
export const customershipRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database, mail, portalConfig },
) => {
  app.get(
    '/customership/:productType',
    {
      preHandler: requireUser,
      schema: {
        params: paramsSchema,
        response: {
          200: customershipSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return customershipOf(database.db, request.user!, request.params.productType);
    },
  );

  app.post(
    '/customership',
    {
      preHandler: requireUser,
      config: { rateLimit },
      schema: { body: contactChangeSchema },
    },
    async (request, reply) => {
      const deps = { db: database.db, mail, portalConfig, log: request.log };
      await requestContactChange(deps, request.user!, request.body);
      return reply.code(200).send();
    },
  );
};
