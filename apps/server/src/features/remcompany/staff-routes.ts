import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managerListSchema, userEmailParamsSchema } from '@energiaportaali/domain';
import { requireUser } from '../../auth/sessions';
import { sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { officeManagers, removeOfficeManager } from './staff-service';

const errors = sessionCallErrors;

/** The super user's managers (spec 02 §7): GET /api/user/myRemUsers, DELETE /api/user/{email}. */
export const officeStaffRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
  app.get(
    '/user/myRemUsers',
    {
      preHandler: requireUser,
      schema: {
        querystring: z.object({}).strict(),
        response: { 200: managerListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return officeManagers(database.db, request.user!);
    },
  );

  app.delete(
    '/user/:email',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        params: userEmailParamsSchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await removeOfficeManager(database.db, request.user!, request.params.email);
      return reply.code(204).send();
    },
  );
};
