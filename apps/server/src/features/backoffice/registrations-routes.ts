import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  approveAnswerSchema,
  internalIdTextSchema,
  registrationDetailSchema,
  registrationListQuerySchema,
  registrationPageSchema,
  registrationRequestSchema,
  rejectRegistrationSchema,
} from '@energiaportaali/domain';
import { resourceReadErrors, sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { invitationOutbox } from '../../invitation';
import {
  approveRegistration,
  registrationDetail,
  registrationPage,
  rejectRegistration,
} from './registrations-service';

const params = z.object({ id: internalIdTextSchema() });
const decisionErrors = { ...resourceReadErrors, 409: apiErrorSchema } as const;
const operatorOnly = { auth: ['operator'] } as const;

/** The business registration requests in the back office (operator only, decision 0030). */
export const backOfficeRegistrationRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  context,
) => {
  const { database, mail, portalConfig } = context;
  const db = database.db;

  app.get(
    '/backoffice/registrations',
    {
      config: operatorOnly,
      schema: {
        querystring: registrationListQuerySchema,
        response: { 200: registrationPageSchema, ...sessionCallErrors },
      },
    },
    async (request) => registrationPage(db, request.query),
  );

  app.get(
    '/backoffice/registrations/:id',
    {
      config: operatorOnly,
      schema: { params, response: { 200: registrationDetailSchema, ...resourceReadErrors } },
    },
    async (request) => registrationDetail(db, request.params.id),
  );

  app.post(
    '/backoffice/registrations/:id/approve',
    {
      config: operatorOnly,
      schema: { params, response: { 200: approveAnswerSchema, ...decisionErrors } },
    },
    async (request) =>
      approveRegistration(
        { db, mail, portalConfig, log: request.log },
        invitationOutbox(context, request),
        request.user,
        request.params.id,
      ),
  );

  app.post(
    '/backoffice/registrations/:id/reject',
    {
      config: operatorOnly,
      schema: {
        params,
        body: rejectRegistrationSchema,
        response: { 200: registrationRequestSchema, ...decisionErrors },
      },
    },
    async (request) =>
      rejectRegistration(
        { db, mail, portalConfig, log: request.log },
        request.user,
        request.params.id,
        request.body.reason,
      ),
  );
};
