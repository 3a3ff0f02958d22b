import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addClientAnswerSchema,
  addClientRequestSchema,
  apiErrorSchema,
  housingLookupAnswerSchema,
  housingLookupParamsSchema,
} from '@energiaportaali/domain';
import { createBusinessRegistry } from '../../adapters/business-registry';
import { sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { addHousingCompany, lookUpHousingCompany } from './housing-service';

const errors = sessionCallErrors;

/**
 * Property managers find a housing company among the utility's customers and attach it to
 * their office (spec 02 §7): GET /api/remcompany/customership/{businessId}, POST
 * /api/remcompany/addClient.
 */
export const housingCompanyRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database },
) => {
  const registry = createBusinessRegistry(database.db);

  app.get(
    '/remcompany/customership/:businessId',
    {
      config: { auth: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        params: housingLookupParamsSchema,
        response: { 200: housingLookupAnswerSchema, ...errors },
      },
    },
    async (request) => lookUpHousingCompany(database.db, request.user!, request.params.businessId),
  );

  app.post(
    '/remcompany/addClient',
    {
      config: { auth: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: addClientRequestSchema,
        response: {
          200: addClientAnswerSchema,
          ...errors,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      addHousingCompany(database.db, registry, request.user!, request.body.clientId),
  );
};
