import { AppError, genericMessages } from '@sitesage/errors';

/** The socket to PostgreSQL could not be opened or was cut (Node's codes; an AggregateError of a
 * dual-stack connect carries its first one). */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs a healthy query can never cause:
 * - class 08, connection exception (08000, 08003, 08006, 08001, 08004, …);
 * - 57P01 admin_shutdown (`pg_ctl stop -m fast`, pg_terminate_backend), 57P02 crash_shutdown
 *   (another backend crashed; the server restarts), 57P03 cannot_connect_now (starting up,
 *   shutting down, in recovery);
 * - 53300 too_many_connections: the server is full right now.
 * 57P04 database_dropped and 3D000 (no such database) are left out on purpose: retrying does not
 * bring a database back.
 */
const unavailableStates = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/**
 * node-postgres reports a dropped socket and a pool that could not hand out a connection in time
 * without any code, only with these messages.
 */
const unavailableMessages = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/** True when a query failed because PostgreSQL could not be reached, not because of the query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.test(code))) return true;
  return unavailableMessages.some((message) => error.message.includes(message));
}

/** The database being away is the caller's 503 (try again), never a 500. */
export function asUnavailable(error: unknown): unknown {
  return isDatabaseUnavailable(error)
    ? new AppError('UNAVAILABLE', genericMessages.UNAVAILABLE ?? 'Service unavailable', { cause: error })
    : error;
}
