import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portalConfigSchema } from '@energiaportaali/domain';
import type { RouteContext } from '../../http/route-context';

/** The portal configuration holds nothing secret: the SPA needs it before anyone logs in. */
export const configurationRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { portalConfig },
) => {
  app.get(
    '/configuration',
    { config: { auth: 'none' }, schema: { response: { 200: portalConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return portalConfig;
    },
  );
};
