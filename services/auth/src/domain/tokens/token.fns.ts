/** Tokens larger than this are refused before any parsing (a real one is about 300 bytes). */
export const maxTokenBytes = 8 * 1024;

export const tokenIssuer = 'sitesage-auth';
export const tokenAudience = 'sitesage-api';
export const clockToleranceSeconds = 5;

export const invalidTokenMessage = 'Invalid token';

export function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * The "valid after" mark that ends every token issued up to a password change at `changedAt`: the
 * next second, or later when the mark already moved within this second.
 */
export function tokensValidAfterChange(changedAt: Date, current: Date): Date {
  return new Date((Math.max(toUnixSeconds(changedAt), toUnixSeconds(current)) + 1) * 1000);
}

/** token_info.expiration_time: ISO-8601 UTC of the exp claim. */
export function expirationTime(exp: number): string {
  return new Date(exp * 1000).toISOString();
}

/**
 * A password change sets the account's "tokens valid after" to the next whole second: every
 * token issued until then has an earlier iat and is dead. Tokens issued from now on take an iat
 * no earlier than that second, so the fresh token of the change itself stays valid.
 */
export function issuedAtFor(now: Date, tokensValidAfter: number): number {
  return Math.max(toUnixSeconds(now), tokensValidAfter);
}

export function isRevokedByPasswordChange(iat: number, tokensValidAfter: number): boolean {
  return iat < tokensValidAfter;
}
