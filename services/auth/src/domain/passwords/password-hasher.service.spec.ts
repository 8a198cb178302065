import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password-hasher.service.js';
import { formatPasswordHash, parsePasswordHash } from './password-hash.fns.js';

describe('password hashes', () => {
  const hasher = createPasswordHasher({ cost: 12 });

  it('are self-describing scrypt strings with a random salt', async () => {
    const first = await hasher.hash('tamarind-kite-42');
    const second = await hasher.hash('tamarind-kite-42');
    expect(first).toMatch(/^scrypt\$12\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(first).not.toBe(second);
    const parsed = parsePasswordHash(first);
    expect(parsed && formatPasswordHash(parsed)).toBe(first);
  });

  it('verify the right password only', async () => {
    const stored = await hasher.hash('tamarind-kite-42');
    expect(await hasher.verify('tamarind-kite-42', stored)).toBe(true);
    expect(await hasher.verify('tamarind-kite-43', stored)).toBe(false);
    expect(await hasher.verify('tamarind-kite-42', 'not a hash')).toBe(false);
    expect(await hasher.verifyNothing('tamarind-kite-42')).toBe(false);
  });

  it('still verify hashes made at another cost, and ask for a rehash', async () => {
    const old = await createPasswordHasher({ cost: 11 }).hash('tamarind-kite-42');
    expect(await hasher.verify('tamarind-kite-42', old)).toBe(true);
    expect(hasher.needsRehash(old)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('x'))).toBe(false);
  });

  it('refuse stored parameters that would ask for absurd memory', () => {
    expect(
      parsePasswordHash(
        'scrypt$30$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      ),
    ).toBeUndefined();
  });
});
