import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditPageSchema, auditQuerySchema } from '@energiaportaali/domain';
import { sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { auditPage, exportAudit } from './audit-service';

/** The audit log for customer service: who did what, filtered by person, action and days. */
export const backOfficeAuditRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db } = context.database;

  app.get(
    '/backoffice/audit',
    {
      config: { auth: ['operator'] },
      schema: {
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...sessionCallErrors },
      },
    },
    async (request) => auditPage(db, request.query),
  );

  app.get(
    '/backoffice/audit/export.csv',
    {
      config: { auth: ['operator'] },
      schema: {
        querystring: auditQuerySchema,
        // The file, streamed as it is read from the database.
        response: { 200: z.instanceof(Readable), ...sessionCallErrors },
      },
    },
    async (request, reply) => {
      const file = await exportAudit(db, request.user, request.query, context.clock.now());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(Readable.from(file.chunks));
    },
  );
};
