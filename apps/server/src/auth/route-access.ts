import type { FastifyReply, FastifyRequest } from 'fastify';
import { assertOperator } from './access';
import { requireUser } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'user'`: 401 `UNAUTHORIZED` without a live session; the answer is private (`no-store`).
     * `'operator'`: the same, then 403 for every role but customer service (the back office).
     */
    auth?: 'user' | 'operator';
    /** An anonymous route whose answer is private to its asker all the same. */
    noStore?: boolean;
  }
}

/**
 * The /api scope's preHandler: who may call a route and whether its answer may be stored are
 * decided here, from the route's `config`, never in the route itself.
 */
export async function routeAccess(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { auth, noStore } = request.routeOptions.config;
  if (auth !== undefined || noStore) reply.header('cache-control', 'no-store');
  if (auth !== undefined) await requireUser(request);
  if (auth === 'operator') assertOperator(request.user);
}
