import { consumerRegistrationSchema } from '@energiaportaali/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../../http/route-context';
import { bearerToken } from '../../identity/strong-identification/identification';
import { registerConsumer } from './service';

export const registrationRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database },
) => {
  app.post(
    '/user/consumer',
    {
      config: { auth: 'none', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: consumerRegistrationSchema },
    },
    async (request, reply) => {
      await registerConsumer(database, bearerToken(request), request.body, request.log);
      return reply.code(201).send();
    },
  );
};
