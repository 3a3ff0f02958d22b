import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isValidUsageRange, parseUsageBoundary } from '@energiaportaali/domain';
import { badRequest } from '../errors';
import { handleError } from '../http/error-handler';
import { RequestValidationError } from '../http/validation';
import { messages } from '../messages';

/** The asked period: `start` inclusive, `end` exclusive. */
export interface UsageRange {
  start: Date;
  end: Date;
}

const usageRangeInvalid = () =>
  badRequest({ code: 'USAGE_RANGE_INVALID', message: messages.usageRangeInvalid });

/** The period of a usage or temperature query; 400 when it is empty, reversed or over a year. */
export function usageRange(query: { start: string; end: string }): UsageRange {
  const start = parseUsageBoundary(query.start);
  const end = parseUsageBoundary(query.end);
  if (!start || !end || !isValidUsageRange(start, end)) throw usageRangeInvalid();
  return { start, end };
}

const isDateField = (issue: RequestValidationError['issues'][number]) =>
  issue.path[0] === 'start' || issue.path[0] === 'end';

/**
 * Route error handler: a query whose only faults are malformed dates gets the range answer (the
 * spec has one 400 text for every bad period); anything else keeps the normal answer.
 */
export function answerMalformedDatesAsRangeError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const onlyDates =
    error instanceof RequestValidationError &&
    error.validationContext === 'querystring' &&
    error.issues.every(isDateField);
  return handleError(onlyDates ? usageRangeInvalid() : error, request, reply);
}
