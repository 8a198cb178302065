import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createLogger } from '@sitesage/logger';
import { createRedis, redisReady } from '@sitesage/queue';
import { startTestRedis, type TestRedis } from '@sitesage/testing';
import { createMessageLimits, type MessageLimits } from '../src/domain/limits/message-limits.js';
import { createRedisWindowCounter } from '../src/redis/minute-windows.js';

// Stops its own redis-server, so it cannot run against a shared TEST_REDIS_URL.
let server: TestRedis;
let redis: Redis;
let limits: MessageLimits;

beforeAll(async () => {
  server = await startTestRedis();
  redis = createRedis(server.url, 'request');
  redis.on('error', () => undefined);
  await redisReady(redis);
  limits = createMessageLimits(
    createRedisWindowCounter(redis, createLogger({ service: 'test', level: 'silent' })),
    {
      perVisitorPerMinute: 3,
      perProjectPerMinute: 5,
      sessionsPerVisitorPerMinute: 2,
      sessionsPerProjectPerMinute: 100,
      concurrentAnswersPerProject: 10,
    },
  );
  // One message while Redis is up: the budgets start out counted there.
  await limits.admit({ projectId: 'warm-up', visitorKey: 'warm-up' });
  await server.stop();
});

afterAll(() => {
  redis.disconnect();
});

const refusal = async (call: Promise<void>) => {
  try {
    await call;
  } catch (error) {
    return error as { code: string; retryAfterSeconds?: number };
  }
  throw new Error('expected the budget to refuse');
};

describe('message budgets while Redis is down (SECURITY F6, issue 14 item 9)', () => {
  it("still hold each visitor's minute, with a retry hint", async () => {
    for (let i = 0; i < 3; i += 1) await limits.admit({ projectId: 'agent-a', visitorKey: 'visitor-1' });
    const refused = await refusal(limits.admit({ projectId: 'agent-a', visitorKey: 'visitor-1' }));
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // Another visitor has a budget of their own.
    await expect(limits.admit({ projectId: 'agent-b', visitorKey: 'visitor-2' })).resolves.toBeUndefined();
  });

  it("still hold each agent's minute across its visitors", async () => {
    for (let i = 0; i < 5; i += 1) await limits.admit({ projectId: 'agent-c', visitorKey: `visitor-c${i}` });
    const refused = await refusal(limits.admit({ projectId: 'agent-c', visitorKey: 'visitor-c9' }));
    expect(refused).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('still hold the session budget', async () => {
    const session = { projectId: 'agent-d', visitorKey: 'visitor-d', action: 'session' } as const;
    await limits.admit(session);
    await limits.admit(session);
    expect(await refusal(limits.admit(session))).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
