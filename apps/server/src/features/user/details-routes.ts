import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, loginTypes, userDetailsSchema } from '@energiaportaali/domain';
import type { RouteContext } from '../../http/route-context';
import { userDetails } from './details-service';

const paramsSchema = z.object({ type: z.enum(loginTypes) });
// refresh=true would re-read the billing system; our data is always current, so it is accepted.
const querySchema = z.object({ refresh: z.enum(['true', 'false']).optional() }).strict();

/** GET /api/user/details/:type — who is logged in, for the login page of that type. */
export const userDetailsRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
  app.get(
    '/user/details/:type',
    {
      config: { auth: 'user' },
      schema: {
        params: paramsSchema,
        querystring: querySchema,
        response: {
          200: userDetailsSchema,
          204: z.undefined(),
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const details = await userDetails(database.db, request.user, request.params.type);
      if (!details) return reply.code(204).send();
      return details;
    },
  );
};
