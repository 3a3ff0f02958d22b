import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@energiaportaali/domain';
import { sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { auditPage } from './audit-service';

/** The audit log for customer service: who did what, filtered by person, action and days. */
export const backOfficeAuditRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db } = context.database;

  app.get(
    '/backoffice/audit',
    {
      config: { auth: 'operator' },
      schema: {
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...sessionCallErrors },
      },
    },
    async (request) => auditPage(db, request.query),
  );
};
