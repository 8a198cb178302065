import { authProto, type AuthServiceHandlers } from '@sitesage/contracts';
import {
  implement,
  startGrpcServer,
  type GrpcServer,
  type Implementation,
  type ServiceRegistration,
} from '@sitesage/grpc';
import type { Logger } from '@sitesage/logger';
import { asUnavailable } from './db/database-errors.js';
import { authHandlers, type AuthServices } from './grpc/auth.handlers.js';

type AnyHandler = (request: never, context: never) => Promise<unknown>;

/** Every handler answers a database outage as UNAVAILABLE (503) instead of an internal error. */
function mapOutages<H>(handlers: Implementation<H>): Implementation<H> {
  const mapped: Record<string, AnyHandler> = {};
  for (const [name, handler] of Object.entries(handlers as Record<string, AnyHandler>)) {
    mapped[name] = (request, context) =>
      handler(request, context).catch((error: unknown) => {
        throw asUnavailable(error);
      });
  }
  return mapped as Implementation<H>;
}

/** The AuthService registration for a gRPC server; tests and main.ts both start from here. */
export function authServiceRegistration(services: AuthServices, log: Logger): ServiceRegistration {
  return {
    definition: authProto().sitesage.auth.v1.AuthService.service,
    implementation: implement<AuthServiceHandlers>(log, 'auth', mapOutages(authHandlers(services))),
  };
}

/** Binds the auth gRPC server (port 0 picks a free port, as tests do). */
export function startAuthServer(options: {
  services: AuthServices;
  log: Logger;
  host: string;
  port: number;
}): Promise<GrpcServer> {
  const { services, log, host, port } = options;
  return startGrpcServer({ host, port, log, services: [authServiceRegistration(services, log)] });
}
