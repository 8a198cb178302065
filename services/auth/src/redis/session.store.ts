import type { Redis } from 'ioredis';
import type { AccountTokenState, SessionStore } from '../domain/tokens/session-store.port.js';
import { unlessRedisDown } from './redis-errors.js';

const revokedKey = (jti: string) => `auth:revoked:${jti}`;
const stateKey = (userId: string) => `auth:user-state:${userId}`;

// A login that read the account just before a password change must not write the older
// "valid after" back over the newer one, nor shorten the mirror's life: both only ever grow.
const saveStateScript = `
local validAfter = tonumber(ARGV[1])
local ttl = tonumber(ARGV[3])
local current = redis.call('GET', KEYS[1])
if current then
  local ok, decoded = pcall(cjson.decode, current)
  if ok and type(decoded) == 'table' and tonumber(decoded.tokensValidAfter) then
    validAfter = math.max(validAfter, tonumber(decoded.tokensValidAfter))
  end
  ttl = math.max(ttl, redis.call('PTTL', KEYS[1]))
end
redis.call('SET', KEYS[1], cjson.encode({ tokensValidAfter = validAfter, plan = ARGV[2] }), 'PX', ttl)
return validAfter`;
function parseState(raw: string | null | undefined): AccountTokenState | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<AccountTokenState>;
    return typeof value.tokensValidAfter === 'number' && typeof value.plan === 'string'
      ? { tokensValidAfter: value.tokensValidAfter, plan: value.plan }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Revoked token ids (`auth:revoked:<jti>`, kept for the token's remaining lifetime) and a mirror
 * of each account's "tokens valid after" and plan (`auth:user-state:<user_id>`, kept at least as
 * long as the newest token). The database stays the source of truth; a missing mirror is rebuilt
 * from it.
 */
export function createSessionStore(redis: Redis): SessionStore {
  return {
    async check(jti, userId) {
      const [revoked, state] = await unlessRedisDown(redis.mget(revokedKey(jti), stateKey(userId)));
      return { revoked: revoked !== null && revoked !== undefined, state: parseState(state) };
    },
    async revoke(jti, ttlMs) {
      await unlessRedisDown(redis.set(revokedKey(jti), '1', 'PX', Math.max(1, Math.ceil(ttlMs))));
    },
    async saveState(userId, state, ttlMs) {
      await unlessRedisDown(
        redis.eval(
          saveStateScript,
          1,
          stateKey(userId),
          state.tokensValidAfter,
          state.plan,
          Math.max(1, Math.ceil(ttlMs)),
        ),
      );
    },
    async forgetState(userId) {
      await unlessRedisDown(redis.del(stateKey(userId)));
    },
  };
}
