import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractsQuerySchema, customerDataSchema } from '@energiaportaali/domain';
import { resourceReadErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { customerData } from './service';

/** GET /api/contracts?companyid= — a customer's details with its contracts (dashboard, /sopimukset). */
export const contractsRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
  app.get(
    '/contracts',
    {
      config: { auth: 'user' },
      schema: {
        querystring: contractsQuerySchema.strict(),
        response: {
          200: customerDataSchema,
          ...resourceReadErrors,
        },
      },
    },
    async (request) => customerData(database.db, request.user, request.query.companyid),
  );
};
