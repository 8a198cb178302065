import type { LoginIdentifier } from './account-fields.fns.js';

/** The sign-in throttle's subject for an account, whichever of its identifiers was typed. */
export function accountLoginSubject(userId: string): string {
  return `account:${userId}`;
}

/**
 * Whose failures a sign-in attempt counts toward. An identifier that names an account counts
 * toward that account, so its user id, email and phone share one count and one lockout. One that
 * names none counts toward itself as normalised, so it is slowed and locked exactly like a known
 * one. A user id is the account's own id, so it takes the account's subject, found or not.
 */
export function loginSubject(identifier: LoginIdentifier, accountUserId: string | undefined): string {
  if (accountUserId !== undefined) return accountLoginSubject(accountUserId);
  if (identifier.kind === 'user_id') return accountLoginSubject(identifier.value);
  return `${identifier.kind}:${identifier.value}`;
}
