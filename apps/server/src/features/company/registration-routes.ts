import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyRegistrationRequestSchema } from '@energiaportaali/domain';
import type { RouteContext } from '../../http/route-context';
import { submitCompanyRegistration } from './registration-service';

/**
 * POST /api/business/register (spec 02 §7): a business or a property-management office asks for
 * credentials. Anonymous, so a captcha and a per-address limit keep the inbox clean.
 */
export const companyRegistrationRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database, mail, captcha, portalConfig },
) => {
  app.post(
    '/business/register',
    {
      config: { auth: 'none', rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: { body: companyRegistrationRequestSchema },
    },
    async (request, reply) => {
      const deps = { db: database.db, mail, captcha, portalConfig, log: request.log };
      await submitCompanyRegistration(deps, request.body, request.ip);
      return reply.code(200).send();
    },
  );
};
