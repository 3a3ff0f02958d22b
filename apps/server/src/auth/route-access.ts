import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `'user'`: 401 `UNAUTHORIZED` without a live session; the answer is private (`no-store`). */
    auth?: 'user';
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
  if (auth === 'user' || noStore) reply.header('cache-control', 'no-store');
  if (auth === 'user') await requireUser(request);
}
