import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import type { FieldErrors } from '../errors';
import { messages } from '../messages';

// Finnish for zod's own messages; a schema's explicit message (the spec's wording) still wins.
const finnish = z.locales.fi().localeError;

/** A request part failed its zod schema; carries every issue, not the first one. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  /** Set by Fastify: body, querystring, params or headers. */
  validationContext?: string;

  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('request validation failed');
  }
}

/** Fastify validator compiler: parses with the route's zod schema and keeps the parsed value. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = z.safeParse(schema, data, { error: finnish });
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  };

/** Field errors keyed by dotted path; issues about the whole part are keyed by the part's name. */
export function issuesToFields(issues: readonly z.core.$ZodIssue[], part: string): FieldErrors {
  const fields: FieldErrors = {};
  const add = (path: readonly PropertyKey[], message: string) => {
    const key = path.length > 0 ? path.map(String).join('.') : part;
    (fields[key] ??= []).push(message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      issue.keys.forEach((key) => add([...issue.path, key], messages.unknownField));
    } else {
      add(issue.path, issue.message);
    }
  }
  return fields;
}
