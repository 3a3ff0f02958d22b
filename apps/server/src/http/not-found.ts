import type { FastifyRequest } from 'fastify';

// Server-side prefixes: an unknown path under them is a real 404, never the SPA.
const serverPrefix = /^\/(api|oidc|oauth)(\/|$)/;
const fileLike = /\.[a-z0-9]+$/i;

/** A GET for a client route (e.g. /sahko/123 on reload) that the SPA's index.html should answer. */
export function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0]!;
  return !serverPrefix.test(path) && !fileLike.test(path);
}
