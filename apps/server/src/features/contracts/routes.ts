import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractsQuerySchema, customerDataSchema } from '@energiaportaali/domain';
import { requireUser } from '../../auth/sessions';
import { resourceReadErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { customerData } from './service';

/** GET /api/contracts?companyid= — a customer's details with its contracts (dashboard, /sopimukset). */
export const contractsRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
  app.get(
    '/contracts',
    {
      preHandler: requireUser,
      schema: {
        querystring: contractsQuerySchema.strict(),
        response: {
          200: customerDataSchema,
          ...resourceReadErrors,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return customerData(database.db, request.user!, request.query.companyid);
    },
  );
};
