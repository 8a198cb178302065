import { credentials } from '@grpc/grpc-js';
import { healthProto, type HealthClient, type HealthCheckResponse__Output } from '@sitesage/contracts';

export type HealthProbe = { check(timeoutMs: number): Promise<string>; close(): void };

/**
 * Asks a service's grpc.health.v1 endpoint for a status (its overall one unless a service name is
 * given, e.g. 'liveness'); any failure reads as 'DOWN'.
 */
export function createHealthProbe(target: string, service = ''): HealthProbe {
  const Health = healthProto().grpc.health.v1.Health;
  const client: HealthClient = new Health(target, credentials.createInsecure(), {
    'grpc.initial_reconnect_backoff_ms': 200,
    'grpc.max_reconnect_backoff_ms': 2_000,
    'grpc.enable_channelz': 0,
  });
  return {
    check: (timeoutMs) =>
      new Promise((resolve) => {
        client.Check(
          { service },
          { deadline: Date.now() + timeoutMs },
          (error, response?: HealthCheckResponse__Output) => {
            resolve(error || !response ? 'DOWN' : response.status);
          },
        );
      }),
    close: () => {
      client.close();
    },
  };
}
