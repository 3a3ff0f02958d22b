import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@energiaportaali/domain';
import { serviceUnavailable } from '../../errors';
import type { RouteContext } from '../../http/route-context';
import { checkDatabase } from './service';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') }).strict();

export const healthRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: apiErrorSchema } } },
    async (request, reply) => {
      try {
        await checkDatabase(database);
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        throw serviceUnavailable();
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
