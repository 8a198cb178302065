import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createDatabase, databaseHealthCheck } from '@sitesage/db';
import { startGrpcServer, type GrpcServer } from '@sitesage/grpc';
import { createRedis } from '@sitesage/queue';
import { startTestPostgres, startTestRedis, type TestPostgres, type TestRedis } from '@sitesage/testing';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { createServiceClients, serviceNames, type ServiceClients } from '../src/clients.js';
import { loadGatewayConfig } from '../src/config.js';
import { buildGateway } from '../src/server.js';
import { silentLog } from './harness.js';

// A load balancer asks GET /api/v1/health whether to send traffic: it must hear "no" while a
// service's database is gone, and "yes" again once it is back, with nobody restarting anything.

let postgres: TestPostgres;
let db: Kysely<unknown>;
let redisServer: TestRedis;
let redis: Redis;
let servers: GrpcServer[] = [];
let clients: ServiceClients;
let app: FastifyInstance;

beforeAll(async () => {
  [postgres, redisServer] = await Promise.all([startTestPostgres(), startTestRedis()]);
  db = createDatabase<unknown>({ url: postgres.url, poolMax: 2, log: silentLog, applicationName: 'auth' });
  redis = createRedis(redisServer.url, 'request');
  // Health is all these servers serve; auth watches its database as every service does.
  servers = await Promise.all(
    serviceNames.map(async (name) => {
      const server = await startGrpcServer({
        host: '127.0.0.1',
        port: 0,
        log: silentLog,
        services: [],
        ...(name === 'auth'
          ? { dependencies: { intervalMs: 100, checks: { database: databaseHealthCheck(db) } } }
          : {}),
      });
      server.markServing();
      return server;
    }),
  );
  const target = (index: number) => `127.0.0.1:${String(servers[index]?.port)}`;
  const config = loadGatewayConfig({
    ...Object.fromEntries(serviceNames.map((name, i) => [`${name.toUpperCase()}_GRPC_URL`, target(i)])),
    REDIS_URL: redisServer.url,
    WEB_DIST_DIR: '/nonexistent',
  });
  clients = createServiceClients(config.services);
  app = await buildGateway({ config, log: silentLog, clients, redis });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  clients.close();
  await Promise.all(servers.map((server) => server.shutdown(500)));
  await db.destroy();
  redis.disconnect();
  await Promise.all([postgres.stop(), redisServer.stop()]);
});

const health = async () => {
  const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
  return {
    statusCode: response.statusCode,
    ...response.json<{ status: string; services: Record<string, string> }>(),
  };
};

describe('GET /api/v1/health when a service loses its database', () => {
  it('answers 503 naming that service while the database is down, and 200 once it is back', async () => {
    await expect.poll(health).toMatchObject({ statusCode: 200, status: 'ok' });

    await postgres.interrupt();
    await expect.poll(health, { timeout: 10_000 }).toMatchObject({
      statusCode: 503,
      status: 'unavailable',
      services: {
        auth: 'NOT_SERVING',
        projects: 'SERVING',
        chat: 'SERVING',
        ingestion: 'SERVING',
        billing: 'SERVING',
        integrations: 'SERVING',
        redis: 'SERVING',
      },
    });

    await postgres.resume();
    await expect.poll(health, { timeout: 10_000 }).toMatchObject({ statusCode: 200, status: 'ok' });
    expect((await health()).services.auth).toBe('SERVING');
  });
});
