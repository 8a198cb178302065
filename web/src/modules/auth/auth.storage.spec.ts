// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { testSession } from '../../testing/test-session';
import { readStoredSession, writeStoredSession } from './auth.storage';

afterEach(() => {
  localStorage.clear();
});

const now = Date.parse('2030-01-01T12:00:00Z');

describe('readStoredSession', () => {
  it('returns a session whose token is still valid', () => {
    const session = testSession({ expiresAt: '2030-01-01T13:00:00Z' });
    writeStoredSession(session);
    expect(readStoredSession(now)).toEqual(session);
  });

  it.each([
    ['has expired', '2030-01-01T11:59:59Z'],
    ['expires right now', '2030-01-01T12:00:00Z'],
    ['has an unreadable expiry', 'soon'],
  ])('drops a session whose token %s', (_case, expiresAt) => {
    writeStoredSession(testSession({ expiresAt }));
    expect(readStoredSession(now)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('drops a session whose user entry is damaged', () => {
    writeStoredSession(testSession({ expiresAt: '2030-01-01T13:00:00Z' }));
    localStorage.setItem('user', '{not json');
    expect(readStoredSession(now)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
