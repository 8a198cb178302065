import { authProto, type AuthServiceHandlers } from '@sitesage/contracts';
import {
  implement,
  startGrpcServer,
  type DependencyChecks,
  type GrpcServer,
  type ServiceRegistration,
} from '@sitesage/grpc';
import type { Logger } from '@sitesage/logger';
import { asUnavailable } from '@sitesage/db';
import { authHandlers, type AuthServices } from './grpc/auth.handlers.js';

/** The AuthService registration for a gRPC server; tests and main.ts both start from here. */
export function authServiceRegistration(services: AuthServices, log: Logger): ServiceRegistration {
  return {
    definition: authProto().sitesage.auth.v1.AuthService.service,
    implementation: implement<AuthServiceHandlers>(log, 'auth', authHandlers(services), {
      // A database outage is the caller's 503 (try again), never a 500.
      translateError: asUnavailable,
    }),
  };
}

/** Binds the auth gRPC server (port 0 picks a free port, as tests do). */
export function startAuthServer(options: {
  services: AuthServices;
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
    services: [authServiceRegistration(services, log)],
    dependencies,
  });
}
