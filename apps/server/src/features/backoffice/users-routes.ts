import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  backOfficeUserSchema,
  endedSessionsSchema,
  invitationIdAnswerSchema,
  userPageSchema,
  userSearchQuerySchema,
} from '@energiaportaali/domain';
import { resourceReadErrors, sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { invitationOutbox } from '../../invitation';
import { endUserSessions, inviteUser, setUserLocked, userPage } from './users-service';

// Any uuid form: a malformed id is a 400 here, never an SQL error.
const params = z.object({ id: z.string().regex(/^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i) });
const operatorOnly = { auth: ['operator'] } as const;
const userAnswer = { params, response: { 200: backOfficeUserSchema, ...resourceReadErrors } };

/** Finding users and acting on their accounts in the back office (operator only, decision 0030). */
export const backOfficeUserRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const db = context.database.db;

  app.get(
    '/backoffice/users',
    {
      config: operatorOnly,
      schema: {
        querystring: userSearchQuerySchema,
        response: { 200: userPageSchema, ...sessionCallErrors },
      },
    },
    async (request) => userPage(db, request.query),
  );

  app.post('/backoffice/users/:id/lock', { config: operatorOnly, schema: userAnswer }, (request) =>
    setUserLocked(db, request.user, request.params.id, true),
  );

  app.post(
    '/backoffice/users/:id/unlock',
    { config: operatorOnly, schema: userAnswer },
    (request) => setUserLocked(db, request.user, request.params.id, false),
  );

  app.post(
    '/backoffice/users/:id/sessions/end',
    {
      config: operatorOnly,
      schema: { params, response: { 200: endedSessionsSchema, ...resourceReadErrors } },
    },
    (request) => endUserSessions(db, request.user, request.params.id),
  );

  app.post(
    '/backoffice/users/:id/invitation',
    {
      config: operatorOnly,
      schema: {
        params,
        response: { 200: invitationIdAnswerSchema, ...resourceReadErrors, 409: apiErrorSchema },
      },
    },
    (request) =>
      inviteUser(
        {
          db,
          outbox: invitationOutbox(context, request),
          invitedBy: context.portalConfig.contact.companyName,
        },
        request.user,
        request.params.id,
      ),
  );
};
