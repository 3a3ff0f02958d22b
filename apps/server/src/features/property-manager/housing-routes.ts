import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addClientAnswerSchema,
  addClientRequestSchema,
  apiErrorSchema,
  housingLookupAnswerSchema,
  housingLookupParamsSchema,
} from '@energiaportaali/domain';
import { createTradeRegister } from '../../adapters/business-registry';
import { sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { addHousingCompany, lookUpHousingCompany } from './housing-service';

const errors = sessionCallErrors;
// The office's managers and its super user; the access module then asks for their office.
const officeStaff = ['remUser', 'remCompany'] as const;

/**
 * Property managers find a housing company among the utility's customers and attach it to
 * their office (spec 02 §7): GET /api/remcompany/customership/{businessId}, POST
 * /api/remcompany/addClient (202 when the back office decides, decision 0045).
 */
export const housingCompanyRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database, env },
) => {
  const register = createTradeRegister({ db: database.db, env, logger: app.log });

  app.get(
    '/remcompany/customership/:businessId',
    {
      config: { auth: officeStaff, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        params: housingLookupParamsSchema,
        response: { 200: housingLookupAnswerSchema, ...errors },
      },
    },
    async (request) => lookUpHousingCompany(database.db, request.user, request.params.businessId),
  );

  app.post(
    '/remcompany/addClient',
    {
      config: { auth: officeStaff, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: addClientRequestSchema,
        response: {
          200: addClientAnswerSchema,
          202: addClientAnswerSchema,
          ...errors,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await addHousingCompany(
        database.db,
        register,
        request.user,
        request.body.clientId,
      );
      return reply.status(answer.status === 'requested' ? 202 : 200).send(answer);
    },
  );
};
