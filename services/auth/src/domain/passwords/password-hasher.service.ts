import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import {
  formatPasswordHash,
  hashLength,
  parsePasswordHash,
  saltLength,
  scryptMaxmem,
  type ScryptParams,
} from './password-hash.fns.js';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  /** Constant-time check; false for a wrong password or an unreadable stored value. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same work as `verify` for an account that does not exist, and answers false. */
  verifyNothing(password: string): Promise<false>;
  /** True when the stored hash was made with other parameters than today's (rehash on login). */
  needsRehash(stored: string): boolean;
};

function deriveKey(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: 2 ** params.log2N,
    r: params.r,
    p: params.p,
    maxmem: scryptMaxmem(params),
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, hashLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/**
 * scrypt (memory-hard, built into Node) with N = 2^cost, r = 8, p = 1 and a random 16-byte salt.
 * Runs on libuv's thread pool, so it never blocks the event loop; never call it inside a
 * database transaction.
 */
export function createPasswordHasher({ cost }: { cost: number }): PasswordHasher {
  const current: ScryptParams = { log2N: cost, r: 8, p: 1 };
  let dummy: Promise<string> | undefined;

  const hash = async (password: string) => {
    const salt = randomBytes(saltLength);
    return formatPasswordHash({ ...current, salt, hash: await deriveKey(password, salt, current) });
  };

  const verify = async (password: string, stored: string) => {
    const parsed = parsePasswordHash(stored);
    if (!parsed) return false;
    const candidate = await deriveKey(password, parsed.salt, parsed);
    return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
  };

  return {
    hash,
    verify,
    async verifyNothing(password) {
      dummy ??= hash(randomBytes(16).toString('hex'));
      await verify(password, await dummy);
      return false;
    },
    needsRehash(stored) {
      const parsed = parsePasswordHash(stored);
      return !parsed || parsed.log2N !== current.log2N || parsed.r !== current.r || parsed.p !== current.p;
    },
  };
}
