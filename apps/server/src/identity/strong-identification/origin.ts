import type { FastifyRequest } from 'fastify';
import type { Env } from '../../config/env';

// A Host header as browsers send it: a name or IPv4/IPv6 literal and an optional port.
const hostPattern = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin of the absolute URLs the identification flows hand out (redirect URIs, bank links).
 * PUBLIC_ORIGIN when set. Otherwise, outside production, the request's own Host (so a developer
 * on 127.0.0.1 or a LAN address gets working links); in production a Host header is never
 * trusted for redirects, and `http://localhost:PORT` is used instead.
 */
export function publicOrigin(env: Env, request: FastifyRequest): string {
  if (env.PUBLIC_ORIGIN) return env.PUBLIC_ORIGIN;
  const fallback = `http://localhost:${env.PORT}`;
  if (env.NODE_ENV === 'production') return fallback;
  const host = request.host;
  // Normalised through URL (http://localhost:80 → http://localhost): redirect URIs must match.
  return hostPattern.test(host) ? new URL(`${request.protocol}://${host}`).origin : fallback;
}
