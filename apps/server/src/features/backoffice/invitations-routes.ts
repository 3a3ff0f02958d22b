import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  invitationIdAnswerSchema,
  invitationListQuerySchema,
  invitationPageSchema,
  newInvitationRequestSchema,
} from '@energiaportaali/domain';
import { resourceReadErrors, sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { invitationOutbox } from '../../invitation';
import {
  createInvitation,
  invitationPage,
  resendInvitation,
  revokeInvitation,
  type InvitationDeps,
} from './invitations-service';

const params = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/) });
const changeErrors = { ...resourceReadErrors, 409: apiErrorSchema } as const;
const operatorOnly = { auth: ['operator'] } as const;

/** The invitations in the back office (operator only, decision 0030). */
export const backOfficeInvitationRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  context,
) => {
  const db = context.database.db;
  const depsOf = (request: Parameters<typeof invitationOutbox>[1]): InvitationDeps => ({
    db,
    outbox: invitationOutbox(context, request),
    invitedBy: context.portalConfig.contact.companyName,
  });

  app.get(
    '/backoffice/invitations',
    {
      config: operatorOnly,
      schema: {
        querystring: invitationListQuerySchema,
        response: { 200: invitationPageSchema, ...sessionCallErrors },
      },
    },
    async (request) => invitationPage(db, request.query),
  );

  app.post(
    '/backoffice/invitations',
    {
      config: operatorOnly,
      schema: {
        body: newInvitationRequestSchema,
        response: { 201: invitationIdAnswerSchema, ...sessionCallErrors, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createInvitation(depsOf(request), request.user, request.body)),
  );

  app.post(
    '/backoffice/invitations/:id/resend',
    {
      config: operatorOnly,
      schema: { params, response: { 200: invitationIdAnswerSchema, ...changeErrors } },
    },
    async (request) => resendInvitation(depsOf(request), request.user, request.params.id),
  );

  app.delete(
    '/backoffice/invitations/:id',
    {
      config: operatorOnly,
      schema: { params, response: { 204: z.undefined(), ...resourceReadErrors } },
    },
    async (request, reply) => {
      await revokeInvitation(db, request.user, request.params.id);
      return reply.code(204).send();
    },
  );
};
