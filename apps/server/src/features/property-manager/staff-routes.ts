import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  apiErrorSchema,
  managerAssignmentSchema,
  managerListSchema,
  managerRecordSchema,
  officeManagerAnswerSchema,
  officeManagerRequestSchema,
  userEmailParamsSchema,
  type OfficeManagerRequest,
} from '@energiaportaali/domain';
import { sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { issuesToFields, RequestValidationError } from '../../http/validation';
import { invitationOutbox } from '../../invitation';
import {
  addOfficeManager,
  assignHousingCompanies,
  officeManagers,
  removeOfficeManager,
  type ParsedBody,
} from './staff-service';

const errors = sessionCallErrors;

// The body's field errors go to the service, which answers them only after the office check.
function parsedBody<Body>(request: FastifyRequest): ParsedBody<Body> {
  const error = request.validationError;
  if (!error) return { ok: true, value: request.body as Body };
  if (!(error instanceof RequestValidationError)) throw error;
  return { ok: false, fields: issuesToFields(error.issues, 'body') };
}

/**
 * The super user's managers (spec 02 §7): GET /api/user/myRemUsers, POST /api/user/remUser,
 * PUT /api/user/remUser/{email}/housingCompanies, DELETE /api/user/{email}.
 */
export const officeStaffRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { database } = context;
  app.get(
    '/user/myRemUsers',
    {
      config: { auth: ['remCompany'] },
      schema: {
        querystring: z.object({}).strict(),
        response: { 200: managerListSchema, ...errors },
      },
    },
    async (request) => officeManagers(database.db, request.user),
  );

  app.delete(
    '/user/:email',
    {
      config: { auth: ['remCompany'], rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        params: userEmailParamsSchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await removeOfficeManager(database.db, request.user, request.params.email);
      return reply.code(204).send();
    },
  );

  app.post(
    '/user/remUser',
    {
      config: { auth: ['remCompany'], rateLimit: { max: 30, timeWindow: '1 minute' } },
      // Spec 02 §8: a bad form is 'Virhe rekisteröinnissä', told after the role check.
      attachValidation: true,
      schema: {
        body: officeManagerRequestSchema,
        response: {
          201: officeManagerAnswerSchema,
          ...errors,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const added = await addOfficeManager(
        database.db,
        invitationOutbox(context, request),
        request.user,
        parsedBody<OfficeManagerRequest>(request),
      );
      return reply.code(201).send(added);
    },
  );

  app.put(
    '/user/remUser/:email/housingCompanies',
    {
      config: { auth: ['remCompany'], rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        params: userEmailParamsSchema,
        body: managerAssignmentSchema,
        response: { 200: managerRecordSchema, ...errors },
      },
    },
    async (request) =>
      assignHousingCompanies(
        database.db,
        request.user,
        request.params.email,
        request.body.customerIds,
      ),
  );
};
