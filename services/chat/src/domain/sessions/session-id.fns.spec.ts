import { describe, expect, it } from 'vitest';
import { generateSessionId } from './session-id.fns.js';

describe('session ids', () => {
  it('are 22 base64url characters (128 random bits) and do not repeat', () => {
    const ids = Array.from({ length: 5000 }, generateSessionId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // The whole alphabet shows up: the bits are not drawn from a small subset.
    expect(new Set(ids.join('')).size).toBe(64);
  });
});
