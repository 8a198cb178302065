import { randomBytes } from 'node:crypto';

/**
 * A new session id: 128 random bits, base64url (22 characters). Knowing a session id is enough to
 * read and continue its conversation, so it must be impossible to guess or enumerate.
 */
export const generateSessionId = (): string => randomBytes(16).toString('base64url');

/** Whether `value` could be a session id at all (the database's own check): junk is never looked up. */
export const isSessionId = (value: string): boolean => /^[A-Za-z0-9_-]{22,64}$/.test(value);
