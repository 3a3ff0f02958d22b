import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  contactChangeSchema,
  invoiceProductTypes,
  customershipSchema,
} from '@energiaportaali/domain';
import { perUserRateLimit } from '../../http/per-user-rate-limit';
import type { RouteContext } from '../../http/route-context';
import { customershipOf, requestContactChange } from './service';

const rateLimit = perUserRateLimit(10, '10 minutes');

const paramsSchema = z.object({ productType: z.enum(invoiceProductTypes) });

/**
 * The consumer's customership and contact change request (spec 02 §7). Consumers only: companies
 * and managers have other channels (spec 02 §6).
 */
export const contactRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database, mail, portalConfig },
) => {
  app.get(
    '/customership/:productType',
    {
      config: { auth: ['consumer'] },
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
    async (request) => customershipOf(database.db, request.user, request.params.productType),
  );

  app.post(
    '/customership',
    {
      config: { auth: ['consumer'], rateLimit },
      schema: { body: contactChangeSchema },
    },
    async (request, reply) => {
      const deps = { db: database.db, mail, portalConfig, log: request.log };
      await requestContactChange(deps, request.user, request.body);
      return reply.code(200).send();
    },
  );
};
