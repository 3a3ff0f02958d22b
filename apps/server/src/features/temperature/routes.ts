import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  temperatureAnswerSchema,
  temperatureQuerySchema,
  usageApiLevels,
} from '@energiaportaali/domain';
import { requireUser } from '../../auth/sessions';
import { resourceReadErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { answerMalformedDatesAsRangeError } from '../usage/range';
import { temperatures } from './service';

const paramsSchema = z.object({ level: z.enum(usageApiLevels) });

/** GET /api/temperature/{level}: mean °C per bucket in the metering point's area. */
export const temperatureRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
  app.get(
    '/temperature/:level',
    {
      preHandler: requireUser,
      errorHandler: answerMalformedDatesAsRangeError,
      schema: {
        params: paramsSchema,
        querystring: temperatureQuerySchema.strict(),
        response: {
          200: temperatureAnswerSchema,
          ...resourceReadErrors,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return temperatures(database.db, request.user!, {
        level: request.params.level,
        ...request.query,
      });
    },
  );
};
