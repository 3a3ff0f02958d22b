import type { FastifyRequest, FastifySchema, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { isStorableText, textMessages } from '@energiaportaali/domain';
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

  constructor(
    readonly issues: readonly z.core.$ZodIssue[],
    validationContext?: string,
  ) {
    super('request validation failed');
    this.validationContext = validationContext;
  }
}

// A bad key is named in the answer with its unstorable characters shown as U+FFFD.
const printable = (key: string) =>
  key.replaceAll('\u0000', '\uFFFD').replace(/[\uD800-\uDFFF]/g, '\uFFFD');

interface Visit {
  value: unknown;
  key?: PropertyKey;
  parent?: Visit;
}

function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.unshift(at.key!);
  return path;
}

// Enough to show the client what is wrong without letting a crafted body make the answer huge.
const maxUnstorableIssues = 20;

/**
 * An issue for every string (value or key) the database could not store: NUL characters and
 * lone surrogates. Checked on every request part before any schema, so no route can forget it.
 */
export function unstorableTextIssues(data: unknown): z.core.$ZodIssueCustom[] {
  const issues: z.core.$ZodIssueCustom[] = [];
  const refuse = (path: PropertyKey[]) =>
    issues.push({ code: 'custom', path, message: textMessages.unstorable });
  // A queue with parent links, not recursion or copied paths: a 64 kB body can nest deeper
  // than the call stack reaches.
  const queue: Visit[] = [{ value: data }];
  for (let index = 0; index < queue.length && issues.length < maxUnstorableIssues; index += 1) {
    const visit = queue[index]!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isStorableText(value)) refuse(pathOf(visit));
    } else if (Array.isArray(value)) {
      value.forEach((item, key) => queue.push({ value: item, key, parent: visit }));
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (isStorableText(key)) queue.push({ value: item, key, parent: visit });
        else refuse([...pathOf(visit), printable(key)]);
      }
    }
  }
  return issues;
}

/**
 * Fastify validator compiler: refuses text the database cannot store, then parses with the
 * route's zod schema and keeps the parsed value.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const unstorable = httpPart === 'headers' ? [] : unstorableTextIssues(data);
    if (unstorable.length > 0) return { error: new RequestValidationError(unstorable) };
    const result = z.safeParse(schema, data, { error: finnish });
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  };

/** Field errors keyed by dotted path; issues about the whole part are keyed by the part's name. */
export function issuesToFields(issues: readonly z.core.$ZodIssue[], part: string): FieldErrors {
  // A Map, not an object: a client's key may be named `toString` or `__proto__`.
  const fields = new Map<string, string[]>();
  const add = (path: readonly PropertyKey[], message: string) => {
    const key = path.length > 0 ? path.map(String).join('.') : part;
    fields.set(key, [...(fields.get(key) ?? []), message]);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      issue.keys.forEach((key) => add([...issue.path, key], messages.unknownField));
    } else {
      add(issue.path, issue.message);
    }
  }
  return Object.fromEntries(fields);
}

const schemaLessParts = [
  { part: 'params', read: (request: FastifyRequest) => request.params },
  { part: 'querystring', read: (request: FastifyRequest) => request.query },
  { part: 'body', read: (request: FastifyRequest) => request.body },
] as const satisfies { part: keyof FastifySchema; read: (request: FastifyRequest) => unknown }[];

/**
 * preValidation hook: the same refusal for the request parts a route declares no schema for
 * (the validator compiler never sees those), such as the login server's form and wildcards.
 */
export async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  const schema = request.routeOptions.schema;
  for (const { part, read } of schemaLessParts) {
    if (schema?.[part] !== undefined) continue;
    const issues = unstorableTextIssues(read(request));
    if (issues.length > 0) throw new RequestValidationError(issues, part);
  }
}
