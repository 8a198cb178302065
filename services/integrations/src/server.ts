import { integrationsProto, type IntegrationsServiceHandlers } from '@sitesage/contracts';
import { asUnavailable } from '@sitesage/db';
import {
  implement,
  startGrpcServer,
  type DependencyChecks,
  type GrpcServer,
  type ServiceRegistration,
} from '@sitesage/grpc';
import type { Logger } from '@sitesage/logger';
import { integrationsHandlers, type IntegrationsServices } from './grpc/integrations.handlers.js';

/** The IntegrationsService registration for a gRPC server; tests and main.ts both start from here. */
export function integrationsServiceRegistration(
  services: IntegrationsServices,
  log: Logger,
): ServiceRegistration {
  return {
    definition: integrationsProto().sitesage.integrations.v1.IntegrationsService.service,
    implementation: implement<IntegrationsServiceHandlers>(
      log,
      'integrations',
      integrationsHandlers(services),
      {
        // A database outage is the caller's 503 (try again), never a 500.
        translateError: asUnavailable,
      },
    ),
  };
}

/** Binds the integrations gRPC server (port 0 picks a free port, as tests do). */
export function startIntegrationsServer(options: {
  services: IntegrationsServices;
  log: Logger;
  host: string;
  port: number;
  dependencies: DependencyChecks;
}): Promise<GrpcServer> {
  const { services, log, host, port, dependencies } = options;
  return startGrpcServer({
    host,
    port,
    log,
    services: [integrationsServiceRegistration(services, log)],
    dependencies,
  });
}
