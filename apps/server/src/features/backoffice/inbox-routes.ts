import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inboxItemSchemas,
  inboxKinds,
  inboxQuerySchema,
  internalIdTextSchema,
  pageOf,
} from '@energiaportaali/domain';
import { resourceReadErrors, sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { exportInbox, inboxPage, markHandled } from './inbox-service';

const kindParams = z.object({ kind: z.enum(inboxKinds) });
const itemParams = kindParams.extend({ id: internalIdTextSchema() });
const inboxItemSchema = z.union(Object.values(inboxItemSchemas));

/** The back office's four inboxes: list, mark handled, export as CSV (operators only). */
export const backOfficeInboxRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db } = context.database;

  app.get(
    '/backoffice/inbox/:kind',
    {
      config: { auth: ['operator'] },
      schema: {
        params: kindParams,
        querystring: inboxQuerySchema,
        response: { 200: pageOf(inboxItemSchema), ...sessionCallErrors },
      },
    },
    async (request) => inboxPage(db, request.params.kind, request.query),
  );

  app.post(
    '/backoffice/inbox/:kind/:id/handled',
    {
      config: { auth: ['operator'] },
      schema: {
        params: itemParams,
        response: { 200: inboxItemSchema, ...resourceReadErrors },
      },
    },
    async (request) =>
      markHandled(db, request.user, request.params.kind, request.params.id, context.clock.now()),
  );

  app.get(
    '/backoffice/inbox/:kind/export.csv',
    {
      config: { auth: ['operator'] },
      schema: {
        params: kindParams,
        querystring: inboxQuerySchema,
        // The file, streamed as it is read from the database.
        response: { 200: z.instanceof(Readable), ...sessionCallErrors },
      },
    },
    async (request, reply) => {
      const file = await exportInbox(
        db,
        request.user,
        request.params.kind,
        request.query,
        context.clock.now(),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(Readable.from(file.chunks));
    },
  );
};
