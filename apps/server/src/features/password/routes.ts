import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordMessages } from '@energiaportaali/domain';
import type { RouteContext } from '../../http/route-context';
import { bearerToken } from '../../identity/strong-identification/identification';
import { accountEmail, resetForgottenPassword } from './service';

const rateLimit = { max: 30, timeWindow: '1 minute' };

// Types only here: the password rules need the account's details and run in the service.
const resetBody = z
  .object({
    password: z.string({ error: passwordMessages.required }).max(1000),
    password2: z.string({ error: passwordMessages.repeatRequired }).max(1000),
  })
  .strict();

export const passwordRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
  app.get(
    '/user/email',
    {
      config: { auth: 'none', noStore: true, rateLimit },
      schema: { response: { 200: z.string() } },
    },
    async (request, reply) => {
      const email = await accountEmail(database, bearerToken(request));
      // A JSON string body (spec 01 §7); Fastify would send a bare string as text/plain.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(email));
    },
  );

  app.patch(
    '/user/password/resetforgotten',
    { config: { auth: 'none', rateLimit }, schema: { body: resetBody } },
    async (request, reply) => {
      await resetForgottenPassword(database, bearerToken(request), request.body);
      return reply.code(204).send();
    },
  );
};
