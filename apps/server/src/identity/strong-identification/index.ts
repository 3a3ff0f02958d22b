import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../http/route-context';
import { TestIdpRegistry } from '../test-idp/provider';
import { mountTestIdp } from '../test-idp/routes';
import { strongIdentificationRoutes } from './routes';
import { testBankRoutes } from './test-bank';
import { createVatuClients } from './vatu';

/**
 * Strong identification: the API endpoints under /api/auth, plus (unless turned off, and never
 * by default in production) the embedded test IdP under /test-idp and test bank under /test-bank.
 */
export async function strongIdentification(app: FastifyInstance, context: RouteContext) {
  const { env } = context;
  const registry = env.testIdentification
    ? new TestIdpRegistry(env.TRUST_PROXY !== false, app.log)
    : null;
  if (registry) {
    await app.register(async (scope) => mountTestIdp(scope, env, registry));
    await app.register(testBankRoutes, { env, clock: context.clock });
  }
  const vatuClient = createVatuClients(env, registry, app.inject.bind(app));
  await app.register(strongIdentificationRoutes, { ...context, vatuClient, prefix: '/api' });
}
