import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@energiaportaali/domain';
import { databaseFaultOf } from '../../db/database-faults';
import { databaseUnavailable } from '../../errors';
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
        const fault = databaseFaultOf(error) ?? { message: (error as Error).message };
        request.log.warn({ fault }, 'database health check failed');
        reply.header('cache-control', 'no-store');
        throw databaseUnavailable();
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
