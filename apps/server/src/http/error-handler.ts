import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@energiaportaali/domain';
import { databaseFaultOf } from '../db/database-faults';
import { databaseUnavailable, isAppError } from '../errors';
import { messages } from '../messages';
import { serializeError } from '../logging';
import { issuesToFields, RequestValidationError } from './validation';

interface KnownError {
  status: number;
  body: ApiError;
}

// Fastify's own 4xx errors, answered in our shape and in Finnish.
const fastifyErrors: Record<string, KnownError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    body: { error: 'INVALID_JSON', message: messages.invalidJson },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: { error: 'INVALID_JSON', message: messages.invalidJson },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    body: { error: 'PAYLOAD_TOO_LARGE', message: messages.bodyTooLarge },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: { error: 'UNSUPPORTED_MEDIA_TYPE', message: messages.unsupportedMediaType },
  },
};

const byStatus: Record<number, ApiError> = {
  400: { error: 'BAD_REQUEST', message: messages.badRequest },
  401: { error: 'UNAUTHORIZED', message: messages.unauthorized },
  403: { error: 'FORBIDDEN', message: messages.forbidden },
  404: { error: 'NOT_FOUND', message: messages.notFound },
  405: { error: 'METHOD_NOT_ALLOWED', message: messages.methodNotAllowed },
  408: { error: 'REQUEST_TIMEOUT', message: messages.requestTimeout },
  413: { error: 'PAYLOAD_TOO_LARGE', message: messages.bodyTooLarge },
  415: { error: 'UNSUPPORTED_MEDIA_TYPE', message: messages.unsupportedMediaType },
  429: { error: 'TOO_MANY_REQUESTS', message: messages.tooManyRequests },
};

function knownError(error: FastifyError): KnownError | undefined {
  if (error instanceof RequestValidationError) {
    return {
      status: 400,
      body: {
        error: 'VALIDATION_ERROR',
        message: messages.validation,
        fields: issuesToFields(error.issues, error.validationContext ?? 'body'),
      },
    };
  }
  if (isAppError(error)) return { status: error.statusCode, body: error.toJSON() };
  const known = fastifyErrors[error.code];
  if (known) return known;
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, body: byStatus[status] ?? byStatus[400]! };
  }
  return undefined;
}

/**
 * The one error handler: expected errors keep their status and code; anything else is a 500
 * whose details go to the log only. AppErrors are not logged here: whoever throws a 5xx one
 * logs its cause.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The fault only: the failed query's parameters may be personal.
  const fault = databaseFaultOf(error);
  if (fault) {
    request.log.warn({ fault, route: request.routeOptions.url }, 'database unavailable');
    return reply.code(503).send(databaseUnavailable().toJSON());
  }
  const known = knownError(error);
  if (known) return reply.code(known.status).send(known.body);
  // Through the one error serializer: a driver's error carries the query's parameters.
  request.log.error(
    { err: serializeError(error), route: request.routeOptions.url ?? null, status: 500 },
    'request failed',
  );
  return reply.code(500).send({ error: 'INTERNAL_ERROR', message: messages.internal });
}
