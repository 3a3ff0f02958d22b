import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  managerCompanyRegistrationSchema,
  managerCompanyUserRequestSchema,
  setNewPasswordAnswerSchema,
} from '@energiaportaali/domain';
import type { RouteContext } from '../../http/route-context';
import { checkManagerCompanyUser, registerManagerCompany } from './manager-company-service';

// Anonymous forms that carry an invitation token: a few tries a minute are plenty.
const rateLimit = { max: 20, timeWindow: '1 minute' };
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;

/**
 * A manager company registers with its invitation (spec 02 §2 'Manager registration', §7):
 * POST /api/user/remcompany checks step 0 and writes nothing; POST /api/remcompany registers.
 */
export const managerCompanyRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database },
) => {
  app.post(
    '/user/remcompany',
    {
      config: { auth: 'none', rateLimit },
      schema: {
        body: managerCompanyUserRequestSchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await checkManagerCompanyUser(database.db, request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    '/remcompany',
    {
      config: { auth: 'none', rateLimit },
      schema: {
        body: managerCompanyRegistrationSchema,
        response: { 201: setNewPasswordAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      await registerManagerCompany(database, request.body);
      return reply.code(201).send({ loginPath: '/isannointi/kirjaudu' });
    },
  );
};
