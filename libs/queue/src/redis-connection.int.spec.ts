import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis, type TestRedis } from '@sitesage/testing';
import { assertNoEviction, createRedis, redisReady } from './index.js';

let server: TestRedis;

beforeAll(async () => {
  server = await startTestRedis();
});

afterAll(async () => {
  await server.stop();
});

describe('Redis connections', () => {
  it('refuse a Redis that may evict keys, and accept noeviction', async () => {
    const redis = createRedis(server.url, 'request');
    await redisReady(redis);
    await expect(assertNoEviction(redis)).resolves.toBeUndefined();
    await redis.config('SET', 'maxmemory-policy', 'allkeys-lru');
    await expect(assertNoEviction(redis)).rejects.toThrow(/maxmemory-policy is 'allkeys-lru'/);
    await redis.config('SET', 'maxmemory-policy', 'noeviction');
    redis.disconnect();
  });

  it('fail fast on the request path when Redis is away, instead of hanging', async () => {
    const redis = createRedis('redis://127.0.0.1:1', 'request');
    redis.on('error', () => undefined);
    const started = Date.now();
    await expect(redis.get('anything')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    redis.disconnect();
  });
});
