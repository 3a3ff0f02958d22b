import type { ApiError } from '@energiaportaali/domain';
import { messages } from './messages';

export type FieldErrors = Record<string, string[]>;

/** An expected failure with its HTTP status; the error handler answers it as `{error, message, fields?}`. */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }

  toJSON(): ApiError {
    return {
      error: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

interface Override {
  code?: string;
  message?: string;
}

export const badRequest = ({
  code = 'BAD_REQUEST',
  message = messages.badRequest,
}: Override = {}) => new AppError(400, code, message);

/** 400 with every field's messages, keyed by dotted path (`contact.email`). */
export const validationFailed = (fields: FieldErrors, message: string = messages.validation) =>
  new AppError(400, 'VALIDATION_ERROR', message, fields);

export const unauthorized = ({
  code = 'UNAUTHORIZED',
  message = messages.unauthorized,
}: Override = {}) => new AppError(401, code, message);

export const forbidden = ({ code = 'FORBIDDEN', message = messages.forbidden }: Override = {}) =>
  new AppError(403, code, message);

export const csrfRejected = () => new AppError(403, 'CSRF', messages.csrf);

export const notFound = ({ code = 'NOT_FOUND', message = messages.notFound }: Override = {}) =>
  new AppError(404, code, message);

export const conflict = ({ code = 'CONFLICT', message = messages.conflict }: Override = {}) =>
  new AppError(409, code, message);

export const tooManyRequests = ({
  code = 'TOO_MANY_REQUESTS',
  message = messages.tooManyRequests,
}: Override = {}) => new AppError(429, code, message);

/** A dependency (mail, billing, registry) failed; the code tells the client which (e.g. WATER_EMAIL_FAILED). */
export const badGateway = ({
  code = 'BAD_GATEWAY',
  message = messages.badGateway,
}: Override = {}) => new AppError(502, code, message);

export const serviceUnavailable = ({
  code = 'SERVICE_UNAVAILABLE',
  message = messages.databaseUnavailable,
}: Override = {}) => new AppError(503, code, message);

/** 503: the database is unreachable, gone or too slow; the client tries again later. */
export const databaseUnavailable = () =>
  new AppError(503, 'DATABASE_UNAVAILABLE', messages.databaseUnavailable);
