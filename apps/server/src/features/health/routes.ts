import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger } from 'fastify';
import { apiErrorSchema } from '@energiaportaali/domain';
import { databaseFaultOf } from '../../db/database-faults';
import { databaseUnavailable, serviceUnavailable } from '../../errors';
import { messages } from '../../messages';
import type { RouteContext } from '../../http/route-context';
import { checkDatabase, migrationsCurrent } from './service';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') }).strict();
const liveSchema = z.object({ status: z.literal('ok') }).strict();
const readySchema = z
  .object({ status: z.literal('ok'), database: z.literal('ok'), migrations: z.literal('ok') })
  .strict();

function reportFault(log: FastifyBaseLogger, error: unknown, message: string): never {
  const fault = databaseFaultOf(error) ?? { message: (error as Error).message };
  log.warn({ fault }, message);
  throw databaseUnavailable();
}

export const healthRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
  // Health answers are about this moment: never cached, not even the errors.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/health',
    { config: { auth: 'none' }, schema: { response: { 200: healthSchema, 503: apiErrorSchema } } },
    async (request) => {
      try {
        await checkDatabase(database);
      } catch (error) {
        reportFault(request.log, error, 'database health check failed');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  // Liveness: the process answers; restarting it would not help with a database outage.
  app.get(
    '/health/live',
    { config: { auth: 'none' }, schema: { response: { 200: liveSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness: worth sending traffic to (the database answers and holds this build's schema).
  app.get(
    '/health/ready',
    { config: { auth: 'none' }, schema: { response: { 200: readySchema, 503: apiErrorSchema } } },
    async (request) => {
      // Shutting down: the load balancer stops sending while in-flight requests still finish.
      if (app.draining.active) {
        throw serviceUnavailable({ code: 'SHUTTING_DOWN', message: messages.shuttingDown });
      }
      let current: boolean;
      try {
        current = await migrationsCurrent(database);
      } catch (error) {
        reportFault(request.log, error, 'database readiness check failed');
      }
      if (!current) {
        request.log.warn('database migrations are behind this build');
        throw serviceUnavailable({ code: 'MIGRATIONS_PENDING' });
      }
      return { status: 'ok' as const, database: 'ok' as const, migrations: 'ok' as const };
    },
  );
};
