import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { sharedCountsStore } from './shared-rate-counts.js';

/**
 * Every caller is limited by address. The bucket is chosen before any route has verified a token,
 * so a token must not choose it: keyed by the header, any made-up bearer was a fresh bucket. Owners
 * behind one NAT share their office's budget (about 40 requests a minute per open dashboard, so the
 * default serves a dozen at once); a larger office raises RATE_LIMIT_PER_MINUTE, and behind a load
 * balancer TRUST_PROXY makes the address the visitor's rather than the balancer's.
 */
function clientKey(request: FastifyRequest): string {
  return `ip:${request.ip}`;
}

/**
 * Request budgets kept in Redis so every gateway replica shares them (counted in batches: see
 * shared-rate-counts.ts). When Redis is unreachable
 * the limiter steps aside rather than refusing everyone; the services' own throttles (OTP, login)
 * fail closed on their side.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { redis, perMinute }: { redis: Redis; perMinute: number },
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    store: sharedCountsStore({ redis, nameSpace: 'gateway:rl:' }),
    skipOnError: true,
    keyGenerator: clientKey,
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => {
      const error = new Error('rate limited') as Error & { statusCode: number; retryAfter: string };
      error.statusCode = 429;
      error.retryAfter = context.after;
      return error;
    },
    addHeadersOnExceeding: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
    },
  });
}

/** A tighter per-IP budget for the unauthenticated account endpoints (login, register, OTP). */
export function authRouteLimit(perMinute: number) {
  return {
    rateLimit: {
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `auth:${request.ip}`,
    },
  };
}
