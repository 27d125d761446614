/** The error and every error it was caused by (Drizzle wraps the driver's error as its cause). */
function* causeChain(error: unknown): Generator<object> {
  for (let current = error; current && typeof current === 'object';) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

function codeOf(error: object): unknown {
  return (error as { code?: unknown }).code;
}

/** True for PostgreSQL's unique_violation (23505), whether the driver or Drizzle raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (const current of causeChain(error)) if (codeOf(current) === '23505') return true;
  return false;
}

/** True for PostgreSQL's undefined_table (42P01): the statement names a table that is not there. */
export function isUndefinedTable(error: unknown): boolean {
  for (const current of causeChain(error)) if (codeOf(current) === '42P01') return true;
  return false;
}

/** Network errors of a connection that cannot be opened or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's codes for a server that is going away, starting up, full or too slow:
 * connection_exception (08…), admin_shutdown, crash_shutdown, cannot_connect_now,
 * too_many_connections, and query_canceled (how a statement_timeout ends a statement).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** What node-postgres and its pool say when a connection ends, or none comes in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
];

/**
 * True when the database could not be reached or did not answer in time: the call should be
 * tried again later (503), it is not a fault of the request or of the API.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causeChain(error)) {
    const code = codeOf(current);
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code)))
      return true;
    if (typeof code === 'string' && code.startsWith('08')) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    // Connecting to a name with several addresses fails with one error per address.
    const { errors } = current as { errors?: unknown };
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
