/** What is logged of a database fault: never the query or its parameters. */
export interface DatabaseFault {
  code?: string;
  message: string;
}

// Socket errors of a lost, refused or unreachable database server.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATEs of a database that cannot take work now, whatever the request: class 08 connection
// exceptions, class 28 a refused login, 3D000 no such database, 55000 a database not accepting
// connections (ALLOW_CONNECTIONS false), 57P0x the server going away (57P01 admin_shutdown,
// 57P02 crash_shutdown, 57P03 cannot_connect_now, 57P04 database_dropped, 57P05 idle session
// timeout), 57014 query_canceled (statement_timeout) and 53300 too_many_connections.
const unavailableStates = /^(08[0-9A-Z]{3}|28[0-9A-Z]{3}|3D000|55000|57P0[0-9]|57014|53300)$/;

// What node-postgres, pg-pool and PGlite say without a code.
const unavailableMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
  /^Query read timeout$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];

function faultOf(link: unknown): DatabaseFault | undefined {
  if (!(link instanceof Error)) return undefined;
  const code = (link as { code?: unknown }).code;
  const known =
    typeof code === 'string' && (networkCodes.has(code) || unavailableStates.test(code));
  if (known || unavailableMessages.some((pattern) => pattern.test(link.message))) {
    return { ...(typeof code === 'string' ? { code } : {}), message: link.message };
  }
  // A connection attempt to every address of a host name fails as one AggregateError.
  if (link instanceof AggregateError) {
    for (const inner of link.errors) {
      const fault = faultOf(inner);
      if (fault) return fault;
    }
  }
  return undefined;
}

/**
 * The database fault behind an error, looking through wrappers (Drizzle's query error keeps the
 * driver's error as its cause); undefined when the error is not about reaching the database.
 */
export function databaseFaultOf(error: unknown): DatabaseFault | undefined {
  let link: unknown = error;
  for (let depth = 0; depth < 5 && link instanceof Error; depth++) {
    const fault = faultOf(link);
    if (fault) return fault;
    link = link.cause;
  }
  return undefined;
}

/** Whether the error means the database is unreachable, gone or too slow (answer 503, retry later). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseFaultOf(error) !== undefined;
}
