import type { FastifyRequest } from 'fastify';
import { csrfHeaderName } from '@energiaportaali/domain';
import { csrfRejected } from '../errors';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return type !== undefined && type.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

// The path as a router would read it: decoded, without the query, repeated slashes or dot
// segments, in lower case (so no spelling of an /api path slips past the check).
function normalisedPath(url: string): string {
  const path = url.split('?')[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: the router refuses it as well; judge the raw path.
  }
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

// Decided on the route Fastify matched (its pattern, however the URL spelled it); a request
// that matched nothing is judged by its normalised path.
function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? normalisedPath(request.url);
  return path === '/api' || path.startsWith('/api/');
}

/**
 * onRequest hook: a state-changing /api request must carry the custom header, and any body must
 * be JSON. A cross-site form can do neither, so this is the CSRF defence (before body parsing).
 */
export async function requireCsrfHeader(request: FastifyRequest): Promise<void> {
  if (!stateChanging.has(request.method) || !isApiRequest(request)) return;
  if (request.headers[csrfHeaderName] === undefined || (hasBody(request) && !isJson(request))) {
    throw csrfRejected();
  }
}
