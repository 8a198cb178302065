import { billingProto, type BillingServiceHandlers } from '@sitesage/contracts';
import { asUnavailable } from '@sitesage/db';
import {
  implement,
  startGrpcServer,
  type DependencyChecks,
  type GrpcServer,
  type ServiceRegistration,
} from '@sitesage/grpc';
import type { Logger } from '@sitesage/logger';
import { billingHandlers, type BillingServices } from './grpc/billing.handlers.js';

/** The BillingService registration for a gRPC server; tests and main.ts both start from here. */
export function billingServiceRegistration(services: BillingServices, log: Logger): ServiceRegistration {
  return {
    definition: billingProto().sitesage.billing.v1.BillingService.service,
    implementation: implement<BillingServiceHandlers>(log, 'billing', billingHandlers(services), {
      // A database outage is the caller's 503 (try again), never a 500.
      translateError: asUnavailable,
    }),
  };
}

/** Binds the billing gRPC server (port 0 picks a free port, as tests do). */
export function startBillingServer(options: {
  services: BillingServices;
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
    services: [billingServiceRegistration(services, log)],
    dependencies,
  });
}
