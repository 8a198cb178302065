import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, redisReady } from '@sitesage/queue';
import { startTestRedis, type TestRedis } from '@sitesage/testing';
import { registerRateLimits } from '../src/plugins/rate-limits.js';

let server: TestRedis;
let observer: Redis;
const replicas: { app: FastifyInstance; redis: Redis }[] = [];

/** A gateway replica reduced to its rate limiter and one route. */
async function startReplica(perMinute: number) {
  const redis = createRedis(server.url, 'request');
  await redisReady(redis);
  const app = Fastify();
  await registerRateLimits(app, { redis, perMinute });
  app.get('/api/v1/ping', () => ({ ok: true }));
  await app.ready();
  replicas.push({ app, redis });
  return app;
}

/** The status of each of `count` requests one address makes, in order. */
async function statusesOf(app: FastifyInstance, address: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let request = 0; request < count; request++) {
    const response = await app.inject({ url: '/api/v1/ping', remoteAddress: address });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const passed = (statuses: number[]) => statuses.filter((status) => status === 200).length;

/** How many times Redis has run the limiter's counting script. */
async function countingCalls(): Promise<number> {
  const stats = await observer.info('commandstats');
  return [...stats.matchAll(/cmdstat_(?:evalsha|eval):calls=(\d+)/g)].reduce(
    (sum, [, calls]) => sum + Number(calls),
    0,
  );
}

beforeAll(async () => {
  server = await startTestRedis();
  observer = createRedis(server.url, 'request');
  await redisReady(observer);
});

afterAll(async () => {
  for (const { app, redis } of replicas) {
    await app.close();
    redis.disconnect();
  }
  observer.disconnect();
  await server.stop();
});

describe('request budgets shared through Redis', () => {
  it('let exactly the budget through on one replica, then refuse with a retry time', async () => {
    const app = await startReplica(200);
    const statuses = await statusesOf(app, '192.0.2.1', 230);
    expect(statuses.slice(0, 200).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(200).every((status) => status === 429)).toBe(true);
    const refused = await app.inject({ url: '/api/v1/ping', remoteAddress: '192.0.2.1' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("count one replica's requests against another's budget", async () => {
    const [first, second] = [await startReplica(200), await startReplica(200)];
    const address = '192.0.2.2';
    expect(passed(await statusesOf(first, address, 150))).toBe(150);
    // The first replica's counts reach Redis with its next batch.
    await expect
      .poll(async () => {
        const keys = await observer.keys('gateway:rl:*');
        const counts = await Promise.all(keys.map((key) => observer.get(key)));
        return counts.map(Number).includes(150);
      })
      .toBe(true);
    expect(passed(await statusesOf(second, address, 100))).toBe(50);
  });

  it('ask Redis far less often than once per request', async () => {
    const app = await startReplica(1_000_000);
    const before = await countingCalls();
    expect(passed(await statusesOf(app, '192.0.2.3', 1_000))).toBe(1_000);
    expect((await countingCalls()) - before).toBeLessThan(100);
  });
});
