import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  invitationInfoSchema,
  setNewPasswordAnswerSchema,
  setNewPasswordSchema,
  userExistsQuerySchema,
} from '@energiaportaali/domain';
import { sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { invitationInfo, setNewPassword, userExists } from './service';

// Tokens are unguessable; the limits keep anyone from trying many anyway.
const tokenRateLimit = { max: 30, timeWindow: '1 minute' };

/**
 * The invited person's side of an invitation (ARCHITECTURE §4 'Invitations'): GET
 * /api/invitations/{token}, PATCH /api/user/password/setNew; and HEAD /api/user/exists for the
 * forms that invite.
 */
export const invitationRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
  app.get(
    '/invitations/:token',
    {
      config: { noStore: true, rateLimit: tokenRateLimit },
      schema: {
        // Any text: one of the wrong form is as unknown as any other (404, not 400).
        params: z.object({ token: z.string().max(300) }).strict(),
        response: { 200: invitationInfoSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => invitationInfo(database.db, request.params.token),
  );

  app.patch(
    '/user/password/setNew',
    {
      config: { rateLimit: tokenRateLimit },
      schema: {
        body: setNewPasswordSchema,
        response: { 200: setNewPasswordAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => setNewPassword(database, request.body),
  );

  app.head(
    '/user/exists',
    {
      config: { auth: 'user', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        querystring: userExistsQuerySchema,
        // No body either way: the status is the answer.
        response: { 200: z.undefined(), 404: z.undefined(), ...sessionCallErrors },
      },
    },
    async (request, reply) => {
      const exists = await userExists(database.db, request.user!, request.query.email);
      return reply.code(exists ? 200 : 404).send();
    },
  );
};
