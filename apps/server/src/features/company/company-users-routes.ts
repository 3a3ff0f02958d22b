import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  companyPersonCreateSchema,
  companyPersonDeleteSchema,
  companyPersonSchema,
  companyPersonsSchema,
  companyPersonUpdateSchema,
} from '@energiaportaali/domain';
import { sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { invitationOutbox } from '../../invitation';
import {
  addCompanyPerson,
  removeCompanyPerson,
  updateCompanyPerson,
} from './company-users-changes-service';
import { companyPersons } from './company-users-service';

const changeErrors = { ...sessionCallErrors, 409: apiErrorSchema } as const;
const changeConfig = {
  auth: ['companyManager'],
  rateLimit: { max: 30, timeWindow: '1 minute' },
} as const;

/**
 * The persons of a company manager's companies (spec 02 §7): GET /api/business/companyUsers,
 * POST, PATCH and DELETE /api/business/companyUser.
 */
export const companyUserRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { database } = context;
  app.get(
    '/business/companyUsers',
    {
      config: { auth: ['companyManager'] },
      schema: {
        querystring: z.object({}).strict(),
        response: { 200: companyPersonsSchema, ...sessionCallErrors },
      },
    },
    async (request) => companyPersons(database.db, request.user),
  );

  app.post(
    '/business/companyUser',
    {
      config: changeConfig,
      schema: {
        body: companyPersonCreateSchema,
        response: { 201: companyPersonSchema, ...changeErrors },
      },
    },
    async (request, reply) => {
      const outbox = invitationOutbox(context, request);
      const person = await addCompanyPerson(database.db, outbox, request.user, request.body);
      return reply.code(201).send(person);
    },
  );

  app.patch(
    '/business/companyUser',
    {
      config: changeConfig,
      schema: {
        body: companyPersonUpdateSchema,
        response: { 200: companyPersonSchema, ...changeErrors },
      },
    },
    async (request) =>
      updateCompanyPerson(
        database.db,
        invitationOutbox(context, request),
        request.user,
        request.body,
      ),
  );

  app.delete(
    '/business/companyUser',
    {
      config: changeConfig,
      schema: {
        body: companyPersonDeleteSchema,
        response: { 204: z.undefined(), ...sessionCallErrors },
      },
    },
    async (request, reply) => {
      await removeCompanyPerson(database.db, request.user, request.body.email);
      return reply.code(204).send();
    },
  );
};
