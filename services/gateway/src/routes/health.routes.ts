import type { Redis } from 'ioredis';
import { serviceNames, type ServiceClients } from '../clients.js';
import type { ContractRoutes } from '../http/contract.js';

const probeTimeoutMs = 1_000;

async function redisStatus(redis: Redis): Promise<string> {
  try {
    const answer = await Promise.race([
      redis.ping(),
      new Promise<string>((resolve) =>
        setTimeout(() => {
          resolve('timeout');
        }, probeTimeoutMs),
      ),
    ]);
    return answer === 'PONG' ? 'SERVING' : 'DOWN';
  } catch {
    return 'DOWN';
  }
}

/** 200 when every service answers SERVING on its gRPC health endpoint and Redis answers; else 503. */
export function registerHealthRoutes(
  app: ContractRoutes,
  { probes }: Pick<ServiceClients, 'probes'>,
  redis: Redis,
) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        summary: 'Status of the gateway and every service',
        response: {
          '2xx': { type: 'object', additionalProperties: true },
          503: { type: 'object', additionalProperties: true },
        },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const statuses = await Promise.all(serviceNames.map((name) => probes[name].check(probeTimeoutMs)));
      const services: Record<string, string> = Object.fromEntries(
        serviceNames.map((name, i) => [name, statuses[i] ?? 'DOWN']),
      );
      services.redis = await redisStatus(redis);
      const healthy = Object.values(services).every((status) => status === 'SERVING');
      return reply.status(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'unavailable', services });
    },
  );
}
