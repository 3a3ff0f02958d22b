import { pino, type DestinationStream, type LogFn, type Logger, type LoggerOptions } from 'pino';

// Secrets and personal data that must never reach a log line, at the top level or one level
// down (`{ user: { password } }`); request bodies are never logged at all.
const sensitiveKeys = [
  'password',
  'password2',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'access_token',
  'refresh_token',
  'id_token',
  'code_verifier',
  'client_secret',
  'macKey',
  'secret',
  'identityCode',
  'personalIdentityCode',
  'hetu',
  'ssn',
  'email',
  'username',
  'recipient',
  'replyTo',
  'phone',
  'firstName',
  'lastName',
  'customerName',
  'body',
  'params',
  'parameters',
  'detail',
  'envelope',
];
const sensitiveHeaders = ['authorization', 'cookie', 'set-cookie'];

const redactPaths = [
  ...sensitiveKeys.flatMap((key) => [key, `*.${key}`]),
  ...sensitiveHeaders.flatMap((header) =>
    ['', 'req.', 'res.', '*.'].map((owner) => `${owner}headers["${header}"]`),
  ),
];

// The last line of defence, run over every finished log line: whatever slipped past the
// serializers and the redaction loses its e-mail addresses, password hashes, identity codes,
// phone numbers in international form and long random tokens. UUIDs (request ids) are kept.
const scrubbers: [RegExp, string][] = [
  [/[\w.%+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}/gi, '[email]'],
  [/scrypt\$[\w+/=$.-]*/g, '[password hash]'],
  [/(?<![\w-])\d{6}[-+A-FU-Y]\d{3}[\dA-Y](?![\w-])/g, '[identity code]'],
  [/\+\d[\d ]{5,}\d/g, '[phone]'],
  [
    /(?<![\w-])(?![\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}(?![\w-]))(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{32,}/gi,
    '[token]',
  ],
];

/** The text with e-mail addresses, password hashes, identity codes, phones and tokens masked. */
export function scrubPersonalData(text: string): string {
  return scrubbers.reduce((result, [pattern, mask]) => result.replace(pattern, mask), text);
}

// Database errors quote both names ('relation "users"') and values ('for type uuid: "x"');
// a quoted text is kept only after a word that names a database object.
const objectWords = new Set(
  'relation column constraint table index schema type function procedure sequence view trigger domain database role encoding extension operator collation parameter'.split(
    ' ',
  ),
);

function withoutQuotedValues(message: string): string {
  return message.replace(/(\S*)(\s?)"(?:[^"]|"")*"/g, (quoted, word: string, space: string) =>
    space && objectWords.has(word.toLowerCase()) ? quoted : `${word}${space}"…"`,
  );
}

// Drizzle's query errors append every parameter ("\nparams: a@b.fi,scrypt$…"); the statement
// before it is parameterised, but a literal written into the SQL is masked all the same.
function withoutParameters(message: string): string {
  const cut = message.search(/\r?\nparams:/);
  const statement = cut === -1 ? message : message.slice(0, cut);
  return statement.replace(/'(?:[^']|'')*'/g, "'…'");
}

// PostgreSQL's SQLSTATE classes (not Node's 'EPIPE' or 'EPERM').
const isSqlState = (code: unknown) =>
  typeof code === 'string' && /^(?:\d[\dA-Z]|F0|HV|P0|XX)[\dA-Z]{3}$/.test(code);

// Fields that name what failed, never with what data: error codes, statuses and, of database
// errors, the object names (pg's `detail`, `where`, `parameters` and Drizzle's `params` and
// `query` hold the data itself, and nodemailer's `response`, `rejected` and `envelope` addresses).
const safeFields = [
  'code',
  'statusCode',
  'status',
  'errno',
  'syscall',
  'responseCode',
  'error',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
] as const;

/** An error as it may be logged: what kind, which code, where, and a message without data. */
export interface SerializedError {
  type: string;
  message: string;
  code?: string | number;
  stack?: string;
  cause?: SerializedError | string;
  errors?: (SerializedError | string)[];
  [field: string]: unknown;
}

const maxDepth = 4;
const maxFrames = 20;

// Driver errors say little by their names (pg's is "error", PGlite's class is minified).
function typeOf(value: object): string {
  const { type, name, code } = value as { type?: unknown; name?: unknown; code?: unknown };
  const constructorName = value.constructor?.name ?? '';
  if (typeof type === 'string' && constructorName === 'Object') return type;
  if (isSqlState(code)) return 'DatabaseError';
  if (constructorName.length > 2 && constructorName !== 'Object' && constructorName !== 'Error') {
    return constructorName;
  }
  return typeof name === 'string' ? name.slice(0, 60) : 'Error';
}

function safeMessage(value: object): string {
  const { message, code } = value as { message?: unknown; code?: unknown };
  if (typeof message !== 'string') return '';
  const text = isSqlState(code) ? withoutQuotedValues(message) : withoutParameters(message);
  return scrubPersonalData(text).slice(0, 2000);
}

// The frames only: the stack's first lines repeat the message.
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, maxFrames);
  return frames.length > 0 ? frames.join('\n') : undefined;
}

function serialize(value: unknown, depth: number): SerializedError | string {
  if (value === null || typeof value !== 'object') {
    return scrubPersonalData(String(value)).slice(0, 2000);
  }
  const source = value as Record<string, unknown>;
  const result: SerializedError = { type: typeOf(value), message: safeMessage(value) };
  for (const field of safeFields) {
    const fieldValue = source[field];
    if (typeof fieldValue === 'number') result[field] = fieldValue;
    if (typeof fieldValue === 'string') result[field] = scrubPersonalData(fieldValue.slice(0, 100));
  }
  const stack = framesOf(source.stack);
  if (stack) result.stack = stack;
  if (depth < maxDepth && source.cause !== undefined) {
    result.cause = serialize(source.cause, depth + 1);
  }
  if (depth < maxDepth && Array.isArray(source.errors)) {
    result.errors = source.errors.slice(0, 5).map((inner) => serialize(inner, depth + 1));
  }
  return result;
}

/**
 * The one way an error reaches the log (pino's `err` and `error` keys): its type, codes, the
 * database object it concerns and a message stripped of query parameters and quoted values.
 * Serializing an already serialized error gives it back unchanged.
 */
export function serializeError(value: unknown): SerializedError | string {
  return serialize(value, 0);
}

// pino takes a line's missing message from the raw error (`log.error(error)`,
// `log.error({ err })`); such a line gets the serialized error's message instead.
function withSafeMessage(this: Logger, args: Parameters<LogFn>, method: LogFn): void {
  const [first, ...rest] = args as unknown[];
  if (rest.length === 0 && first !== null && typeof first === 'object' && !('msg' in first)) {
    const error = first instanceof Error ? first : (first as { err?: unknown }).err;
    if (error !== undefined) {
      const serialized = serializeError(error);
      const message = typeof serialized === 'string' ? serialized : serialized.message;
      method.apply(this, [first instanceof Error ? { err: first } : first, message]);
      return;
    }
  }
  method.apply(this, args);
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
    hooks: { logMethod: withSafeMessage, streamWrite: scrubPersonalData },
  };
}

/** The one JSON logger of the process (Fastify gets it as its loggerInstance). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
