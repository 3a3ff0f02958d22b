import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  temperatureAnswerSchema,
  temperatureQuerySchema,
  usageApiLevels,
} from '@energiaportaali/domain';
import { resourceReadErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { answerMalformedDatesAsRangeError } from '../../usage-periods/range';
import { temperatures } from './service';

const paramsSchema = z.object({ level: z.enum(usageApiLevels) });

/** GET /api/temperature/{level}: mean °C per bucket in the metering point's area. */
export const temperatureRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
  app.get(
    '/temperature/:level',
    {
      config: { auth: 'user' },
      // Wrapped: as a value its plain FastifyRequest would undo the narrowed `request.user`.
      errorHandler: (error, request, reply) =>
        answerMalformedDatesAsRangeError(error, request, reply),
      schema: {
        params: paramsSchema,
        querystring: temperatureQuerySchema.strict(),
        response: {
          200: temperatureAnswerSchema,
          ...resourceReadErrors,
        },
      },
    },
    async (request) => {
      return temperatures(database.db, request.user, {
        level: request.params.level,
        ...request.query,
      });
    },
  );
};
