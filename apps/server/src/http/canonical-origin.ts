import type { FastifyReply, FastifyRequest } from 'fastify';

// Health checkers, load balancers and metrics scrapers address a process by its own address:
// these answer under any host name. Compared by route, so every spelling the router accepts.
const anyHostRoutes = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/metrics']);

/**
 * One origin (decision 0025): cookies, the login's redirect URIs and the identification links
 * belong to the portal's origin, so a request under another host name (127.0.0.1 or the
 * machine's address when the origin says localhost) is sent there first, path and query kept,
 * with 308 so that a form keeps its method and body. Only host names are compared: a port or
 * scheme may differ behind a proxy or a dev server, and cookies do not tell ports apart.
 */
export function canonicalOrigin(origin: string) {
  const canonical = new URL(origin);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.hostname.toLowerCase() === canonical.hostname) return;
    if (anyHostRoutes.has(request.routeOptions.url ?? '')) return;
    // An absolute-form request target ('GET http://other/x') keeps nothing of its own.
    const target = request.url.startsWith('/') ? request.url : '/';
    return reply.header('cache-control', 'no-store').redirect(`${canonical.origin}${target}`, 308);
  };
}
