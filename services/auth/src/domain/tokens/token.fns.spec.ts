import { describe, expect, it } from 'vitest';
import { expirationTime, isRevokedByPasswordChange, issuedAtFor } from './token.fns.js';

describe('token times', () => {
  it('gives the expiry as ISO-8601 UTC', () => {
    expect(expirationTime(1_700_000_000)).toBe('2023-11-14T22:13:20.000Z');
  });

  it('revokes every token issued up to a password change and none issued after it', () => {
    const changedAt = new Date('2025-01-01T00:00:00.400Z');
    const validAfter = Math.floor(changedAt.getTime() / 1000) + 1;
    const before = issuedAtFor(new Date('2025-01-01T00:00:00.100Z'), 0);
    const fresh = issuedAtFor(changedAt, validAfter);
    expect(isRevokedByPasswordChange(before, validAfter)).toBe(true);
    expect(isRevokedByPasswordChange(fresh, validAfter)).toBe(false);
    expect(
      isRevokedByPasswordChange(issuedAtFor(new Date('2025-01-01T00:00:05Z'), validAfter), validAfter),
    ).toBe(false);
  });
});
