import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

// Secrets and personal data that must never reach a log line, at the top level or one level
// down (`{ user: { password } }`); request bodies are never logged at all.
const sensitiveKeys = [
  'password',
  'password2',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'access_token',
  'refresh_token',
  'id_token',
  'code_verifier',
  'client_secret',
  'identityCode',
  'personalIdentityCode',
  'hetu',
  'ssn',
];
const sensitiveHeaders = ['authorization', 'cookie', 'set-cookie'];

const redactPaths = [
  ...sensitiveKeys.flatMap((key) => [key, `*.${key}`]),
  ...sensitiveHeaders.flatMap((header) =>
    ['', 'req.', 'res.', '*.'].map((owner) => `${owner}headers["${header}"]`),
  ),
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: pino.stdSerializers.err },
  };
}

/** The one JSON logger of the process (Fastify gets it as its loggerInstance). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
