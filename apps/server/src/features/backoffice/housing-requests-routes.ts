import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  housingRequestListQuerySchema,
  housingRequestPageSchema,
  housingRequestSchema,
  internalIdTextSchema,
  rejectRegistrationSchema,
} from '@energiaportaali/domain';
import { resourceReadErrors, sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import {
  approveHousingRequest,
  housingRequestPage,
  rejectHousingRequest,
} from './housing-requests-service';

const params = z.object({ id: internalIdTextSchema() });
const decisionErrors = { ...resourceReadErrors, 409: apiErrorSchema } as const;
const operatorOnly = { auth: ['operator'] } as const;

/** The housing-company requests in the back office (operator only, decision 0045). */
export const backOfficeHousingRequestRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database, mail, portalConfig },
) => {
  const db = database.db;

  app.get(
    '/backoffice/housing-requests',
    {
      config: operatorOnly,
      schema: {
        querystring: housingRequestListQuerySchema,
        response: { 200: housingRequestPageSchema, ...sessionCallErrors },
      },
    },
    async (request) => housingRequestPage(db, request.query),
  );

  app.post(
    '/backoffice/housing-requests/:id/approve',
    {
      config: operatorOnly,
      schema: { params, response: { 200: housingRequestSchema, ...decisionErrors } },
    },
    async (request) =>
      approveHousingRequest(
        { db, mail, portalConfig, log: request.log },
        request.user,
        request.params.id,
      ),
  );

  app.post(
    '/backoffice/housing-requests/:id/reject',
    {
      config: operatorOnly,
      schema: {
        params,
        body: rejectRegistrationSchema,
        response: { 200: housingRequestSchema, ...decisionErrors },
      },
    },
    async (request) =>
      rejectHousingRequest(
        { db, mail, portalConfig, log: request.log },
        request.user,
        request.params.id,
        request.body.reason,
      ),
  );
};
