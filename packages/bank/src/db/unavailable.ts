// When PostgreSQL goes away (restarted, failed over, unreachable) a call fails with a connection error, not a wrong
// request: the bank answers 503 with Retry-After and recovers by itself once the database is back (the pool makes
// new connections). These are the errors that mean "the database could not be used just now".

/** Node's socket errors on the way to the database. */
const SOCKET_CODES = new Set([
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
 * SQLSTATEs: the server shutting down or not accepting yet, too many connections, a statement over its timeout, and
 * a read-only database (25006: a standby, or a primary being demoted — the bank's address reaches it while a failover
 * is under way; the call is not the customer's fault and succeeds once the address reaches the new primary).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25006']);

/** node-postgres' and pg-pool's own words for a connection that broke or never came. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client has encountered a connection error',
  'terminating connection',
  // A standby cancelling a read that conflicts with the primary's changes (its SQLSTATE, 40001, is also a genuine
  // serialization failure, so the words decide).
  'conflict with recovery',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (SOCKET_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))
  )
    return true;
  if (typeof message === 'string' && MESSAGES.some((words) => message.includes(words))) return true;
  // AggregateError (several addresses refused) and wrapped causes.
  const nested = error as { errors?: unknown[]; cause?: unknown };
  if (Array.isArray(nested.errors) && nested.errors.some(isDatabaseUnavailable)) return true;
  return (
    nested.cause !== undefined && nested.cause !== error && isDatabaseUnavailable(nested.cause)
  );
}

/** Seconds a client should wait before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The bank is temporarily unavailable. Please try again in a few seconds.';
