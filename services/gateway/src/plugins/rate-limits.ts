import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { sharedCountsStore } from './shared-rate-counts.js';

/** Owners are limited per token (hashed: the key must not hold a credential), visitors per IP. */
function clientKey(request: FastifyRequest): string {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) {
    return `t:${createHash('sha256').update(authorization).digest('base64url').slice(0, 22)}`;
  }
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
