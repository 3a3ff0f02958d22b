import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import type { RouteAuth, SessionUser, UserOfAuth } from './session-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: `'user'` any logged-in role, else only the roles listed (e.g.
     * `['operator']`, the back office). 401 `UNAUTHORIZED` without a live session, 403
     * `FORBIDDEN` for a role not listed, both before the handler; the answer is private
     * (`no-store`). The handler's `request.user` is narrowed to match. `'none'`: open to anyone,
     * said so that every /api route declares who may call it (route-access.test.ts checks).
     */
    auth?: RouteAuth | 'none';
    /** An anonymous route whose answer is private to its asker all the same. */
    noStore?: boolean;
  }
}

/**
 * The /api scope's preHandler: who may call a route and whether its answer may be stored are
 * decided here, from the route's `config`, never in the route itself.
 */
export async function routeAccess(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { auth = 'none', noStore } = request.routeOptions.config;
  if (auth !== 'none' || noStore) reply.header('cache-control', 'no-store');
  if (auth !== 'none') signedInAs(request.user, auth);
}

/**
 * The user if they may call what `auth` admits: 401 without a session, 403 for a role not
 * listed. For a route that decides per request whether a session is needed at all.
 */
export function signedInAs<const Auth extends RouteAuth>(
  user: SessionUser | null,
  auth: Auth,
): UserOfAuth<Auth> {
  if (!user) throw unauthorized();
  if (auth !== 'user' && !auth.includes(user.role)) throw forbidden();
  return user as UserOfAuth<Auth>;
}
