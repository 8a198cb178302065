/**
 * The stored form of a password hash says how it was made, so the cost can rise without breaking
 * old hashes: `scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>`.
 */
export type ScryptParams = { log2N: number; r: number; p: number };
export type StoredHash = ScryptParams & { salt: Buffer; hash: Buffer };

export const hashLength = 32;
export const saltLength = 16;

export function formatPasswordHash({ log2N, r, p, salt, hash }: StoredHash): string {
  return ['scrypt', log2N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

const storedPattern =
  /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

/** Undefined for anything that is not a hash this service wrote (or whose cost is out of bounds). */
export function parsePasswordHash(stored: string): StoredHash | undefined {
  const match = storedPattern.exec(stored);
  if (!match) return undefined;
  const [log2N, r, p] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  // Bounds keep a tampered row from asking for gigabytes of memory.
  if (log2N < 10 || log2N > 22 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  const salt = Buffer.from(match[4] ?? '', 'base64');
  const hash = Buffer.from(match[5] ?? '', 'base64');
  if (salt.length < 8 || hash.length < 16) return undefined;
  return { log2N, r, p, salt, hash };
}

/** Memory scrypt needs (128·N·r bytes) with headroom; Node refuses to run past `maxmem`. */
export function scryptMaxmem({ log2N, r, p }: ScryptParams): number {
  return 128 * 2 ** log2N * r * p + 32 * 1024 * 1024;
}
