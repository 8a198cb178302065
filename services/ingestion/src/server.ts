import { ingestionProto, type IngestionServiceHandlers } from '@sitesage/contracts';
import {
  implement,
  startGrpcServer,
  type DependencyChecks,
  type GrpcServer,
  type ServiceRegistration,
} from '@sitesage/grpc';
import type { Logger } from '@sitesage/logger';
import { asUnavailable } from '@sitesage/db';
import { ingestionHandlers, type IngestionServices } from './grpc/ingestion.handlers.js';

/** The IngestionService registration for a gRPC server; tests and main.ts both start from here. */
export function ingestionServiceRegistration(services: IngestionServices, log: Logger): ServiceRegistration {
  const definition = ingestionProto().sitesage.ingestion.v1.IngestionService.service;
  return {
    definition,
    implementation: implement<IngestionServiceHandlers>(log, 'ingestion', ingestionHandlers(services), {
      // A database outage is the caller's 503 (try again), never a 500.
      translateError: asUnavailable,
      definition,
    }),
  };
}

/** Binds the ingestion gRPC server (port 0 picks a free port, as tests do). */
export function startIngestionServer(options: {
  services: IngestionServices;
  log: Logger;
  host: string;
  port: number;
  /** What health watches: the container's database check. */
  dependencies: DependencyChecks;
}): Promise<GrpcServer> {
  const { services, log, host, port, dependencies } = options;
  return startGrpcServer({
    host,
    port,
    log,
    services: [ingestionServiceRegistration(services, log)],
    dependencies,
  });
}
