import type { StoredSession, User } from './auth.types';

const TOKEN_KEY = 'token';
const EXPIRES_KEY = 'token_expires_at';
const USER_KEY = 'user';
const REMEMBERED_USER_ID_KEY = 'remembered_user_id';

export function isExpired(expiresAt: string, now: number): boolean {
  const expiry = Date.parse(expiresAt);
  // An unreadable expiry is treated as expired: better to ask for a sign-in than to keep a token
  // whose lifetime we cannot judge.
  return Number.isNaN(expiry) || expiry <= now;
}

function parseUser(raw: string | null): User | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'user_id' in value) return value as User;
  } catch {
    // Fall through: a damaged entry counts as no session.
  }
  return null;
}

/** The stored session, or null when there is none or it has expired (and is then removed). */
export function readStoredSession(now: number = Date.now()): StoredSession | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const expiresAt = localStorage.getItem(EXPIRES_KEY);
  const user = parseUser(localStorage.getItem(USER_KEY));
  if (token && expiresAt && user && !isExpired(expiresAt, now)) return { token, expiresAt, user };
  clearStoredSession();
  return null;
}

export function writeStoredSession(session: StoredSession): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(EXPIRES_KEY, session.expiresAt);
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
}

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(EXPIRES_KEY);
  localStorage.removeItem(USER_KEY);
}

/** "Remember me" keeps only the user ID on this device, to fill the sign-in form next time. */
export function readRememberedUserId(): string {
  return localStorage.getItem(REMEMBERED_USER_ID_KEY) ?? '';
}

export function rememberUserId(userId: string | null): void {
  if (userId === null) localStorage.removeItem(REMEMBERED_USER_ID_KEY);
  else localStorage.setItem(REMEMBERED_USER_ID_KEY, userId);
}
