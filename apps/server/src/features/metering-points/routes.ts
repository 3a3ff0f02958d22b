import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  meteringPointParamsSchema,
  meteringPointQuerySchema,
  meteringPointSchema,
} from '@energiaportaali/domain';
import { resourceReadErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { meteringPointDetails } from './service';

/** GET /api/meteringpoints/{mp}?companyid= — one visible metering point (consumption headings). */
export const meteringPointRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database },
) => {
  app.get(
    '/meteringpoints/:mp',
    {
      config: { auth: 'user' },
      schema: {
        params: meteringPointParamsSchema,
        querystring: meteringPointQuerySchema.strict(),
        response: {
          200: meteringPointSchema,
          ...resourceReadErrors,
        },
      },
    },
    async (request) => {
      return meteringPointDetails(database.db, request.user, {
        mp: request.params.mp,
        companyid: request.query.companyid,
      });
    },
  );
};
