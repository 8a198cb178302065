import {
  Server,
  ServerCredentials,
  type ServiceDefinition,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { healthProto } from '@sitesage/contracts';
import type { Logger } from '@sitesage/logger';
import { watchDependencies, type DependencyChecks } from './dependency-watch.js';
import { createHealth } from './health.js';

export type ServiceRegistration = {
  definition: ServiceDefinition;
  implementation: UntypedServiceImplementation;
};

export type GrpcServer = {
  /** The bound port (useful when asked for port 0 in tests). */
  port: number;
  markServing(): void;
  /** Stops taking calls, lets in-flight calls finish for up to graceMs, then cuts the rest. */
  shutdown(graceMs: number): Promise<void>;
};

export type StartGrpcServerOptions = {
  host: string;
  port: number;
  log: Logger;
  services: ServiceRegistration[];
  /**
   * What the service cannot answer without (its database): while one of them does not answer,
   * health says NOT_SERVING so load balancers and the gateway's /health stop sending traffic.
   */
  dependencies?: DependencyChecks;
};

const maxMessageBytes = 8 * 1024 * 1024;

export async function startGrpcServer({
  host,
  port,
  log,
  services,
  dependencies,
}: StartGrpcServerOptions): Promise<GrpcServer> {
  const server = new Server({
    'grpc.max_receive_message_length': maxMessageBytes,
    'grpc.max_send_message_length': maxMessageBytes,
    'grpc.keepalive_permit_without_calls': 1,
    // Per-call channelz bookkeeping costs CPU on every call; nothing here reads it.
    'grpc.enable_channelz': 0,
    // Clients hold one HTTP/2 connection per server; ageing it out every few minutes makes them
    // reconnect and spread over replicas an autoscaler added since.
    'grpc.max_connection_age_ms': 5 * 60_000,
    'grpc.max_connection_age_grace_ms': 30_000,
  });
  const health = createHealth();
  server.addService(healthProto().grpc.health.v1.Health.service, health.handlers);
  for (const { definition, implementation } of services) server.addService(definition, implementation);

  const boundPort = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, bound) => {
      if (error) reject(error);
      else resolve(bound);
    });
  });
  log.info({ host, port: boundPort }, 'gRPC server listening');
  const watch = dependencies
    ? watchDependencies(dependencies, { log, report: health.setDependency })
    : undefined;

  return {
    port: boundPort,
    markServing: health.markServing,
    async shutdown(graceMs) {
      watch?.stop();
      health.markNotServing();
      health.endWatches();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          log.warn({ graceMs }, 'calls still running after the grace period; cutting them');
          server.forceShutdown();
          resolve();
        }, graceMs);
        server.tryShutdown(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
