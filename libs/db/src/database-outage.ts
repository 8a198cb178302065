import { AppError, genericMessages } from '@sitesage/errors';

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
// SQLSTATE class 08 (connection exception) and 57P0x (server shutting down or starting up).
const unavailableStates = /^(08...|57P0[1-3])$/;

/** True when a query failed because PostgreSQL could not be reached, not because of the query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.test(code))) return true;
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(
    error.message,
  );
}

/** The database being away is the caller's 503 (try again), never a 500. */
export function asUnavailable(error: unknown): unknown {
  return isDatabaseUnavailable(error)
    ? new AppError('UNAVAILABLE', genericMessages.UNAVAILABLE ?? 'Service unavailable', { cause: error })
    : error;
}
