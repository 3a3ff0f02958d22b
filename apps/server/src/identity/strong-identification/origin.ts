import type { FastifyRequest } from 'fastify';
import { portalOrigin } from '../../auth/relying-party';
import type { Env } from '../../config/env';

/**
 * The origin of the absolute URLs the identification flows hand out (redirect URIs, bank
 * links): the portal's one origin. The request's own Host is not consulted: a request under
 * another host name has already been sent to the origin (http/canonical-origin.ts), so the
 * links and the browser's cookies always agree.
 */
export function publicOrigin(env: Env, _request?: FastifyRequest): string {
  return portalOrigin(env);
}
