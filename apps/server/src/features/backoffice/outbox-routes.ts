import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  internalIdTextSchema,
  outboxMessageSchema,
  outboxPageSchema,
  outboxQuerySchema,
} from '@energiaportaali/domain';
import { resourceReadErrors, sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { outboxPage, resendOutboxMessage } from './outbox-service';

const messageParams = z.object({ id: internalIdTextSchema() });

/** The e-mail outbox as customer service sees it: what waits or failed, and sending again. */
export const backOfficeOutboxRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db } = context.database;

  app.get(
    '/backoffice/outbox',
    {
      config: { auth: ['operator'] },
      schema: {
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, ...sessionCallErrors },
      },
    },
    async (request) => outboxPage(db, request.query),
  );

  app.post(
    '/backoffice/outbox/:id/resend',
    {
      config: { auth: ['operator'] },
      schema: {
        params: messageParams,
        response: { 200: outboxMessageSchema, ...resourceReadErrors },
      },
    },
    async (request) =>
      resendOutboxMessage(db, request.user, request.params.id, context.clock.now()),
  );
};
