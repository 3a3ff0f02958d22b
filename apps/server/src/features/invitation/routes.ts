import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  invitationInfoSchema,
  setNewPasswordAnswerSchema,
  setNewPasswordSchema,
  userExistsQuerySchema,
} from '@energiaportaali/domain';
import { signedInAs } from '../../auth/route-access';
import { sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { invitationInfo, invitedEmailExists, setNewPassword, userExists } from './service';

// An invitation page asks with its link's token; the forms of logged-in users with their session.
const invitationBearer = (authorization: string | undefined) =>
  /^Bearer (\S+)$/.exec(authorization ?? '')?.[1] ?? null;

// Without a token: those who add persons (companyManager) or staff (remCompany).
const inviters = ['companyManager', 'remCompany'] as const;

// Tokens are unguessable; the limits keep anyone from trying many anyway.
const tokenRateLimit = { max: 30, timeWindow: '1 minute' };

/**
 * The invited person's side of an invitation (ARCHITECTURE §4 'Invitations'): GET
 * /api/invitations/{token}, PATCH /api/user/password/setNew; and HEAD /api/user/exists for the
 * forms that invite and for the manager company's registration link.
 */
export const invitationRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
  app.get(
    '/invitations/:token',
    {
      config: { auth: 'none', noStore: true, rateLimit: tokenRateLimit },
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
      config: { auth: 'none', rateLimit: tokenRateLimit },
      schema: {
        body: setNewPasswordSchema,
        response: { 200: setNewPasswordAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => setNewPassword(database, request.body),
  );

  // The spec writes the path with a trailing slash (spec 02 §7); both answer alike.
  for (const url of ['/user/exists', '/user/exists/']) {
    app.head(
      url,
      {
        config: { auth: 'none', noStore: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          querystring: userExistsQuerySchema,
          // No body either way: the status is the answer.
          response: { 200: z.undefined(), 404: z.undefined(), ...sessionCallErrors },
        },
      },
      async (request, reply) => {
        const { email } = request.query;
        const token = invitationBearer(request.headers.authorization);
        const exists =
          token !== null
            ? await invitedEmailExists(database.db, token, email)
            : await userExists(database.db, signedInAs(request.user, inviters), email);
        return reply.code(exists ? 200 : 404).send();
      },
    );
  }
};
