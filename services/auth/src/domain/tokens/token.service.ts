import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '@sitesage/errors';
import type { Clock } from '../../clock.js';
import type { UsersRepository } from '../../db/users.repository.js';
import type { AccountTokenState, SessionStore } from './session-store.port.js';
import { normalizeUserId } from '../accounts/account-fields.fns.js';
import {
  clockToleranceSeconds,
  expirationTime,
  invalidTokenMessage,
  isRevokedByPasswordChange,
  issuedAtFor,
  maxTokenBytes,
  toUnixSeconds,
  tokenAudience,
  tokenIssuer,
} from './token.fns.js';

export type IssuedToken = { token: string; expirationTime: string };

/** Who a valid token belongs to, and which token it is (for logout). */
export type TokenPrincipal = { userId: string; plan: string; jti: string; exp: number };

export type TokenService = {
  /** Signs a token for a verified account and refreshes the account's mirror in Redis. */
  issueToken(account: { userId: string; plan: string; tokensValidAfter: Date }): Promise<IssuedToken>;
  /** The hot path: JWT verification plus one Redis round trip. Throws UNAUTHENTICATED 'Invalid token'. */
  authenticate(token: string): Promise<TokenPrincipal>;
  revokeToken(principal: TokenPrincipal): Promise<void>;
};

export type TokenServiceDeps = {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
  sessions: Pick<SessionStore, 'check' | 'revoke' | 'saveState'>;
  users: Pick<UsersRepository, 'findUserById'>;
};

type VerifiedClaims = { sub: string; jti: string; iat: number; exp: number };

/** Verified tokens remembered at once; 10,000 × ~300 bytes is a few MB. */
const maxRememberedTokens = 10_000;

const invalidToken = () => new AppError('UNAUTHENTICATED', invalidTokenMessage);

/**
 * HS256 JWTs (jose): sub = user id, a random jti, iat, exp, iss and aud. Revocation is a jti
 * denylist (logout) plus a per-account "tokens valid after" (password change), both read from Redis
 * in a single MGET; the database is read only when the mirror is missing.
 */
export function createTokenService({
  secret,
  ttlSeconds,
  clock,
  sessions,
  users,
}: TokenServiceDeps): TokenService {
  const key = new TextEncoder().encode(secret);
  // The mirror must outlive every token it guards; an hour more absorbs clock differences.
  const stateTtlMs = ttlSeconds * 1000 + 3_600_000;

  const rebuildState = async (userId: string): Promise<AccountTokenState> => {
    const user = await users.findUserById(userId);
    if (!user?.verified_at) throw invalidToken();
    const state = { tokensValidAfter: toUnixSeconds(user.tokens_valid_after), plan: user.plan };
    await sessions.saveState(userId, state, stateTtlMs);
    return state;
  };

  /**
   * Signature and claims of a token, checked once and then remembered until the token expires:
   * the same string always verifies the same way, so every later request skips the HMAC (which
   * WebCrypto runs off the main thread). Expiry is still checked on each use, and revocation is
   * checked in Redis by the caller every time.
   */
  const verified = new Map<string, VerifiedClaims>();
  const verifiedClaimsOf = async (token: string): Promise<VerifiedClaims> => {
    const nowSeconds = clock().getTime() / 1000;
    const known = verified.get(token);
    if (known) {
      if (known.exp + clockToleranceSeconds > nowSeconds) return known;
      verified.delete(token);
      throw invalidToken();
    }
    let claims: { sub?: unknown; jti?: unknown; iat?: unknown; exp?: unknown };
    try {
      const result = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: tokenIssuer,
        audience: tokenAudience,
        clockTolerance: clockToleranceSeconds,
        maxTokenAge: ttlSeconds,
        currentDate: clock(),
        requiredClaims: ['sub', 'jti', 'iat', 'exp'],
      });
      claims = result.payload;
    } catch {
      throw invalidToken();
    }
    const { sub, jti, iat, exp } = claims;
    if (typeof sub !== 'string' || normalizeUserId(sub) !== sub) throw invalidToken();
    if (typeof jti !== 'string' || jti.length < 16 || jti.length > 64) throw invalidToken();
    if (typeof iat !== 'number' || typeof exp !== 'number') throw invalidToken();
    const checked = { sub, jti, iat, exp };
    verified.set(token, checked);
    // Map keeps insertion order: the first key is the oldest entry.
    if (verified.size > maxRememberedTokens) verified.delete(verified.keys().next().value ?? '');
    return checked;
  };

  return {
    async issueToken({ userId, plan, tokensValidAfter }) {
      const validAfter = toUnixSeconds(tokensValidAfter);
      const iat = issuedAtFor(clock(), validAfter);
      const exp = iat + ttlSeconds;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .setIssuer(tokenIssuer)
        .setAudience(tokenAudience)
        .sign(key);
      await sessions.saveState(userId, { tokensValidAfter: validAfter, plan }, stateTtlMs);
      return { token, expirationTime: expirationTime(exp) };
    },

    async authenticate(token) {
      if (!token || Buffer.byteLength(token, 'utf8') > maxTokenBytes) throw invalidToken();
      const { sub, jti, iat, exp } = await verifiedClaimsOf(token);

      const { revoked, state } = await sessions.check(jti, sub);
      if (revoked) throw invalidToken();
      const current = state ?? (await rebuildState(sub));
      if (isRevokedByPasswordChange(iat, current.tokensValidAfter)) throw invalidToken();
      return { userId: sub, plan: current.plan, jti, exp };
    },

    async revokeToken({ jti, exp }) {
      // Kept until the token would have expired anyway (plus the tolerated skew).
      const ttlMs = (exp + clockToleranceSeconds) * 1000 - clock().getTime();
      if (ttlMs > 0) await sessions.revoke(jti, ttlMs);
    },
  };
}
