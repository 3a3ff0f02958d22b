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

/**
 * onRequest hook: a state-changing /api request must carry the custom header, and any body must
 * be JSON. A cross-site form can do neither, so this is the CSRF defence (before body parsing).
 */
export async function requireCsrfHeader(request: FastifyRequest): Promise<void> {
  if (!stateChanging.has(request.method) || !request.url.startsWith('/api/')) return;
  if (request.headers[csrfHeaderName] === undefined || (hasBody(request) && !isJson(request))) {
    throw csrfRejected();
  }
}
