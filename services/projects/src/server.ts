import { projectsProto, type ProjectsServiceHandlers } from '@sitesage/contracts';
import {
  implement,
  startGrpcServer,
  type GrpcServer,
  type Implementation,
  type ServiceRegistration,
} from '@sitesage/grpc';
import type { Logger } from '@sitesage/logger';
import { asUnavailable } from './db/database-errors.js';
import { projectsHandlers, type ProjectsServices } from './grpc/projects.handlers.js';

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

/** The ProjectsService registration for a gRPC server; tests and main.ts both start from here. */
export function projectsServiceRegistration(services: ProjectsServices, log: Logger): ServiceRegistration {
  return {
    definition: projectsProto().sitesage.projects.v1.ProjectsService.service,
    implementation: implement<ProjectsServiceHandlers>(
      log,
      'projects',
      mapOutages(projectsHandlers(services)),
    ),
  };
}

/** Binds the projects gRPC server (port 0 picks a free port, as tests do). */
export function startProjectsServer(options: {
  services: ProjectsServices;
  log: Logger;
  host: string;
  port: number;
}): Promise<GrpcServer> {
  const { services, log, host, port } = options;
  return startGrpcServer({ host, port, log, services: [projectsServiceRegistration(services, log)] });
}
