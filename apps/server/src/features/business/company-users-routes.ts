import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, companyPersonsSchema } from '@energiaportaali/domain';
import { requireUser } from '../../auth/sessions';
import type { RouteContext } from '../../http/route-context';
import { companyPersons } from './company-users-service';

/** GET /api/business/companyUsers (spec 02 §7): the persons a company manager sees. */
export const companyUserRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
  app.get(
    '/business/companyUsers',
    {
      preHandler: requireUser,
      schema: {
        querystring: z.object({}).strict(),
        response: {
          200: companyPersonsSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return companyPersons(database.db, request.user!);
    },
  );
};
